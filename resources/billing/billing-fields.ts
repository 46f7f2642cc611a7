import { activeInactive, enumOf, text, type CustomAction, type Label, type Partition } from '@console/metadata';

/** 02 §5: a charge item's or storage rule's name is required, without special characters (Latin and Chinese letters, digits, spaces, - _ ( ) & / . ,). */
export const billingName = () => text({ en: 'Name', zh: '名称' }, {
  required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains', searchable: true,
  pattern: { regex: '^[A-Za-z0-9\\u4e00-\\u9fa5 _()&/.,-]+$', message: { en: 'Name must not contain special characters', zh: '名称不能包含特殊字符' } },
});

/**
 * Billing automation exists twice with one structure (02 §2): what clients are charged
 * (`client-billing-automation/...`) and what the platform owes its warehouse suppliers
 * (`billing-automation/...`), each screen under its own sub-role. Every billing resource is
 * partitioned by the billed party in the same way.
 */
export const billedParty = () => enumOf({ en: 'Billed Party', zh: '计费对象' }, [
  { value: 'client', label: { en: 'Client', zh: '客户' } },
  { value: 'supplier', label: { en: 'Supplier', zh: '供应商' } },
], { required: true, editable: false, filter: 'eq' });

/** The partition by billed party; `routes` hold `:automation`, the party's slug. */
export function byBilledParty(
  labels: { client: { en: string; zh: string }; supplier: { en: string; zh: string } },
  routes: Partition['routes'],
): Partition {
  return {
    field: 'party', param: 'automation',
    values: [
      { value: 'client', sub: 'client-billing-automation', slug: 'client-billing-automation', label: labels.client },
      { value: 'supplier', sub: 'supplier-billing-automation', slug: 'billing-automation', label: labels.supplier },
    ],
    routes,
  };
}

/** Active or inactive: set by the Activate and Deactivate actions, never by the form. */
export const billingStatus = () => enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, form: false, list: true, filter: 'eq' });

/** Activate and Deactivate (asking `deactivateConfirm` first); a resource's hooks may take either over. */
export function activationActions(deactivateConfirm: Label): CustomAction[] {
  return [
    { name: 'activate', label: { en: 'Activate', zh: '启用' }, action: 'special', done: { en: '{name} activated', zh: '{name} 已启用' }, when: { field: 'status', in: [2] }, set: { status: 1 } },
    { name: 'deactivate', label: { en: 'Deactivate', zh: '停用' }, action: 'special', done: { en: '{name} deactivated', zh: '{name} 已停用' }, when: { field: 'status', in: [1] }, set: { status: 2 }, confirm: deactivateConfirm },
  ];
}
