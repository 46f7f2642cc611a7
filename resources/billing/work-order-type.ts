import { activeInactive, defineResource, enumOf, longText, text } from '@console/metadata';

/** The four work order types the charge engine bills (02 §3 Charge item's work order type). */
export const WORK_ORDER_TYPES = [
  { value: 'OUTBOUND', label: { en: 'Outbound', zh: '出库' } },
  { value: 'INBOUND', label: { en: 'Inbound', zh: '入库' } },
  { value: 'RETURN', label: { en: 'Return', zh: '退货' } },
  { value: 'CROSS_DOCK', label: { en: 'Cross Dock', zh: '越库' } },
] as const;

/**
 * Fulfillment > Billing Automation > Work Order Types: the kinds of work a charge item bills
 * (02 §3), each a record an admin renames or deactivates (02 §4: a charge item of a deactivated
 * type cannot be activated). The four are the charge engine's own and come with the migration:
 * none is created or deleted here.
 */
export const workOrderType = defineResource({
  name: 'work-order-type',
  table: 'work_order_type',
  label: { en: 'Work Order Types', zh: '工单类型' },
  singular: { en: 'Work Order Type', zh: '工单类型' },
  menu: { group: 'fulfillment', order: 60, section: 'billingAutomation' },
  permission: { module: 'fulfillment', sub: 'client-billing-automation' },
  actions: ['edit', 'export'],
  titleField: 'name',
  fields: {
    // one row per code, from the migration; no route creates one (so no unique index to keep)
    code: enumOf({ en: 'Code', zh: '代码' }, WORK_ORDER_TYPES, { required: true, editable: false, list: true, filter: 'eq', sort: true, index: true }),
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 64, rules: ['trim'], list: true }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
    description: longText({ en: 'Description', zh: '说明' }, { maxLength: 500 }),
  },
  defaultSort: { field: 'id', order: 'asc' },
  // a valid edit body's values (the four rows exist: none is created)
  sample: { code: 'OUTBOUND', name: 'Outbound', status: 1, description: 'Orders shipped out of the warehouse' },
});
