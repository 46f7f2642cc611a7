import { defineResource, enumOf, money, relation, text } from '@console/metadata';
import { FUNDING_STATUS_OPTIONS, FUNDING_TYPE_OPTIONS } from './options';

const reason = text({ en: 'Reason', zh: '原因' }, { required: true, maxLength: 255, rules: ['trim'] });

/**
 * Fulfillment > Finance > Client Funding > Funding History (01 §2 `client-funding/funding-history`,
 * 02 §4 Funding history status): money a client sent (a bank transfer, PayPal, ...) waiting to be
 * credited. A funding is Pending until approved — which writes one add-funds entry to the
 * client's ledger, exactly once even when two people approve at the same moment — or denied
 * with a reason. Neither can be undone: a wrong approval is reversed by a new entry. Sales see
 * their own clients' fundings.
 */
export const funding = defineResource({
  name: 'funding',
  route: 'client-funding/funding-history',
  // 02 §2: client-funding redirects to funding-history
  redirectsFrom: ['client-funding'],
  table: 'funding',
  label: { en: 'Funding History', zh: '充值记录' },
  singular: { en: 'Funding', zh: '充值' },
  menu: { group: 'fulfillment', order: 40.1, section: 'fundingBalance' },
  permission: { module: 'fulfillment', sub: 'client-funding' },
  actions: ['create', 'export'],
  // red while the ledger's last check found a drift (GET /api/finance/verify/last)
  listAddon: 'ledger-drift',
  hooks: 'funding',
  titleField: 'reference',
  dataScope: { through: 'clientId' },
  customActions: [
    { name: 'approve', label: { en: 'Approve', zh: '通过' }, action: 'edit', when: { field: 'status', in: [2] }, done: { en: '{amount} added to {clientId}', zh: '已为{clientId}入账 {amount}' },
      confirm: { en: "Approve this funding? Its amount is added to the client's balance.", zh: '确定通过该充值吗？金额将计入客户余额。' } },
    { name: 'deny', label: { en: 'Deny', zh: '拒绝' }, action: 'edit', when: { field: 'status', in: [2] }, input: { reason }, done: { en: 'Funding {reference} of {amount} for {clientId} denied', zh: '已拒绝{clientId}的充值 {reference}（{amount}）' },
      confirm: { en: 'Deny this funding? The client is told the reason.', zh: '确定拒绝该充值吗？客户将看到拒绝原因。' } },
  ],
  // the first screen at 1280 px shows clientId, amount, reference, status; the rest are offered in the column chooser
  listHidden: ['fundingType', 'denyReason', 'decidedBy', 'createTime', 'updateTime'],
  fields: {
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq', editable: false }),
    amount: money({ en: 'Amount', zh: '金额' }, { required: true, min: 0.01, list: true, sort: true, editable: false }),
    fundingType: enumOf({ en: 'Funding Type', zh: '充值方式' }, FUNDING_TYPE_OPTIONS, { required: true, list: true, filter: 'eq', editable: false }),
    reference: text({ en: 'Reference', zh: '参考号' }, { required: true, maxLength: 128, list: true, filter: 'contains', searchable: true, copyable: true, rules: ['trim'], editable: false }),
    status: enumOf({ en: 'Status', zh: '状态' }, FUNDING_STATUS_OPTIONS, { required: true, default: 2, form: false, list: true, filter: 'eq' }),
    denyReason: text({ en: 'Deny Reason', zh: '拒绝原因' }, { maxLength: 255, form: false, list: true }),
    decidedBy: text({ en: 'Decided By', zh: '审核人' }, { maxLength: 64, form: false, list: true }),
    entryId: relation({ en: 'Balance Record', zh: '余额记录' }, { resource: 'balance-entry', labelField: 'seq' }, { form: false }),
  },
  transitions: { field: 'status', allowed: { 2: [1, 3], 1: [], 3: [] } },
  listTimes: ['createTime', 'updateTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { clientId: 1, amount: '500.0000', fundingType: 3, reference: 'WIRE-20261123-001' },
});
