import { datetime, defineResource, enumOf, money, relation, text } from '@console/metadata';
import { PAYMENT_STATUS_OPTIONS } from './options';

/**
 * WMS > Payment Record (01 §2 `payment/record`): money received into one of the platform's
 * receiving accounts (Payment), from a client, matched to the client's funding it paid — the
 * bank or PayPal side of a funding request. The spec shows no fields; these are a finance
 * team's reconciliation:
 *
 * - A record is money that arrived: its account, client, amount and reference never change
 *   (a wrong one is recorded again correctly; the first stays Unmatched, with a note).
 * - **Matching** (the `payment-record` hooks): on save, a record names its funding, or the one
 *   funding of the same client, amount and reference (not denied, not matched yet) is found by
 *   itself. A matched funding must be the client's, of the same amount and not denied
 *   ('paymentFundingMismatch'); a funding is matched by one payment at most (a unique column,
 *   'fundingAlreadyMatched'). Editing the funding later re-matches (audited); clearing it unmatches.
 * - Matching does not approve: approval stays Funding History's decision, which posts the entry.
 * - Sales see their own clients' payments.
 */
export const paymentRecord = defineResource({
  name: 'payment-record',
  route: 'payment/record',
  table: 'payment_record',
  label: { en: 'Payment Record', zh: '收款记录' },
  singular: { en: 'Payment', zh: '收款' },
  menu: { group: 'wms', order: 4 },
  permission: { module: 'wms', sub: 'payment-record' },
  actions: ['create', 'edit', 'export'],
  hooks: 'payment-record',
  titleField: 'reference',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows receivedAt, amount, reference, status; the rest are offered in the column chooser
  listHidden: ['accountId', 'clientId', 'payerName', 'fundingId', 'createTime'],
  fields: {
    receivedAt: datetime({ en: 'Received At', zh: '到账时间' }, { required: true, list: true, sort: true, filter: 'between', editable: false }),
    accountId: relation({ en: 'Receiving Account', zh: '收款账户' }, { resource: 'payment-setting', labelField: 'accountName' }, { required: true, list: true, filter: 'eq', editable: false }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq', editable: false }),
    amount: money({ en: 'Amount', zh: '金额' }, { required: true, min: 0.01, list: true, sort: true, editable: false }),
    reference: text({ en: 'Reference', zh: '参考号' }, {
      required: true, maxLength: 128, rules: ['trim'], list: true, filter: 'contains', searchable: true, copyable: true, editable: false,
      help: { en: 'The bank reference or PayPal transaction ID', zh: '银行流水号或 PayPal 交易号' },
    }),
    payerName: text({ en: 'Payer', zh: '付款人' }, { maxLength: 128, rules: ['trim'], list: true, editable: false }),
    fundingId: relation({ en: 'Funding', zh: '充值' }, { resource: 'funding', labelField: 'reference' }, {
      unique: true, uniqueMessage: 'fundingAlreadyMatched', list: true, filter: 'eq',
      help: { en: 'Leave empty to match the client\'s funding of the same amount and reference', zh: '留空则自动匹配该客户金额与参考号相同的充值' },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, PAYMENT_STATUS_OPTIONS, { required: true, default: 1, form: false, list: true, filter: 'eq' }),
    matchedBy: text({ en: 'Matched By', zh: '匹配人' }, { maxLength: 64, form: false }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  },
  uniqueTogether: { fields: ['accountId', 'reference'], message: 'paymentExists' },
  listTimes: ['createTime'],
  defaultSort: { field: 'receivedAt', order: 'desc' },
  sample: { receivedAt: '2026-11-20 10:00:00', accountId: 1, clientId: 1, amount: '500.0000', reference: 'WIRE-SAMPLE-001', payerName: 'Sample Payer' },
});
