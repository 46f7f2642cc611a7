import { defineResource, effectiveFrom, json, longText } from '@console/metadata';
import { activationActions, billedParty, billingName, billingStatus, byBilledParty } from './billing-fields';

/**
 * Fulfillment > Billing Automation > Billing Plans (02 §2 `billing-plans`, `billing-plan-edit`):
 * a named set of charge items and storage rules, the price list a client (or a supplier) is
 * billed by. The list shows the charge items involved (02 §2). Each pick offers only the items
 * and rules of the plan's own party (the relations' `match`).
 * Every change is a dated version (`versions`), as pricing levels are: a save is in force from its
 * Change Effective From (empty: the day it is saved), an event is charged by the version in force
 * on its date and names that version, so a plan that has charged is never edited in place; a
 * rollback makes an earlier version current again as a new one. A charge item or storage rule
 * deactivated or deleted leaves the plans holding it, as a new version in force that day (02 §4).
 */
export const billingPlan = defineResource({
  name: 'billing-plan',
  table: 'billing_plan',
  label: { en: 'Billing Plans', zh: '计费方案' },
  singular: { en: 'Billing Plan', zh: '计费方案' },
  menu: { group: 'fulfillment', order: 60, section: 'billingAutomation' },
  permission: { module: 'fulfillment', sub: 'client-billing-automation' },
  partition: byBilledParty(
    { client: { en: 'Client Billing Plans', zh: '客户计费方案' }, supplier: { en: 'Supplier Billing Plans', zh: '供应商计费方案' } },
    { list: ':automation/billing-plans', create: ':automation/billing-plans/create', edit: ':automation/billing-plan-edit/:id', show: ':automation/billing-plans/show/:id' },
  ),
  // 02 §2: client-billing-automation opens billing-plans (and billing-automation the suppliers')
  redirectsFrom: ['client-billing-automation', 'billing-automation'],
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'name',
  // the re-bill preview above the form: the draft priced over its clients' past before saving (02 §2; client plans only)
  formAddon: 'rebill-preview',
  versions: { effectiveField: 'effectiveFrom' },
  customActions: activationActions({ en: 'Deactivate this billing plan? Its groups are not charged by it from today.', zh: '确定停用该计费方案吗？自今日起其分组不再按它计费。' }),
  fields: {
    party: billedParty(),
    name: billingName(),
    description: longText({ en: 'Description', zh: '说明' }, { maxLength: 500 }),
    chargeItemIds: json({ en: 'Charge Items', zh: '收费项' }, {
      relation: { resource: 'charge-item', labelField: 'name', match: { party: 'party' } }, default: [], list: true,
    }),
    storageRuleIds: json({ en: 'Storage Rules', zh: '仓储计费规则' }, {
      relation: { resource: 'storage-rule', labelField: 'name', match: { party: 'party' } }, default: [], list: true,
    }),
    effectiveFrom: effectiveFrom({ en: 'Events from this day are charged by this version; empty: the day it is saved', zh: '自该日起的事件按此版本计费；留空为保存当天' }),
    status: billingStatus(),
  },
  uniqueTogether: { fields: ['party', 'name'], message: 'billingPlanTaken' },
  // the first screen at 1280 px: the name, the charge items involved (02 §2) and the status; the rest in the column chooser
  listHidden: ['storageRuleIds', 'effectiveFrom', 'updateTime'],
  listTimes: ['updateTime'],
  defaultSort: { field: 'name', order: 'asc' },
  sample: { party: 'client', name: 'Standard Plan', chargeItemIds: [], storageRuleIds: [] },
});
