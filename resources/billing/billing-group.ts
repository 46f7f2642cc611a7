import { defineResource, effectiveFrom, json, longText, relation } from '@console/metadata';
import { activationActions, billedParty, billingName, billingStatus, byBilledParty } from './billing-fields';

/**
 * Fulfillment > Billing Automation > Manage Group (02 §2 `manage-group`): clients (or warehouse
 * suppliers) billed alike, and the billing plan they are billed by. A client is in one group at a
 * time (the `billing-group` hooks); a client in no group is not charged by billing automation.
 * Every change is a dated version, as a plan's is: a group moves to another plan, or a client
 * joins or leaves it, from its Change Effective From (empty: the day it is saved), so an event is
 * charged by the plan of the group the client was in on the event's date. Moving a client is two
 * saves with one date: out of its group, into the other.
 */
export const billingGroup = defineResource({
  name: 'billing-group',
  table: 'billing_group',
  label: { en: 'Manage Group', zh: '分组管理' },
  singular: { en: 'Billing Group', zh: '计费分组' },
  menu: { group: 'fulfillment', order: 63, section: 'billingAutomation' },
  permission: { module: 'fulfillment', sub: 'client-billing-automation' },
  partition: byBilledParty(
    { client: { en: 'Client Groups', zh: '客户分组' }, supplier: { en: 'Supplier Groups', zh: '供应商分组' } },
    { list: ':automation/manage-group', create: ':automation/manage-group/create', edit: ':automation/manage-group/edit/:id', show: ':automation/manage-group/show/:id' },
  ),
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'billing-group',
  titleField: 'name',
  versions: { effectiveField: 'effectiveFrom' },
  customActions: activationActions({ en: 'Deactivate this group? Its members are not charged by its plan from today.', zh: '确定停用该分组吗？自今日起其成员不再按其计费方案计费。' }),
  fields: {
    party: billedParty(),
    name: billingName(),
    description: longText({ en: 'Description', zh: '说明' }, { maxLength: 500 }),
    planId: relation({ en: 'Billing Plan', zh: '计费方案' }, { resource: 'billing-plan', labelField: 'name', match: { party: 'party' } }, { required: true, list: true, filter: 'eq' }),
    clientIds: json({ en: 'Clients', zh: '客户' }, {
      relation: { resource: 'client', labelField: 'companyName' }, default: [], list: true, visibleWhen: { field: 'party', in: ['client'] },
    }),
    supplierIds: json({ en: 'Suppliers', zh: '供应商' }, {
      relation: { resource: 'supplier', labelField: 'name' }, default: [], list: true, visibleWhen: { field: 'party', in: ['supplier'] },
    }),
    effectiveFrom: effectiveFrom({ en: 'Events from this day are charged by the group as saved; empty: the day it is saved', zh: '自该日起的事件按保存后的分组计费；留空为保存当天' }),
    status: billingStatus(),
  },
  uniqueTogether: { fields: ['party', 'name'], message: 'billingGroupTaken' },
  // the first screen at 1280 px: name, plan, members and status; the rest in the column chooser
  listHidden: ['effectiveFrom', 'updateTime'],
  listTimes: ['updateTime'],
  defaultSort: { field: 'name', order: 'asc' },
  sample: { party: 'client', name: 'Sample Group', planId: 1, clientIds: [] },
});
