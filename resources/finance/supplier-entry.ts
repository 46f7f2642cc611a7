import { datetime, defineResource, enumOf, integer, money, relation, text, type FieldDef } from '@console/metadata';

export const SUPPLIER_ENTRY_TYPE_OPTIONS = [
  { value: 1, label: { en: 'Charge', zh: '应付费用' } },
  { value: 2, label: { en: 'Payment', zh: '付款' } },
  { value: 3, label: { en: 'Adjustment', zh: '调整' } },
] as const;

/** What a supplier entry came from: a supplier's bill, an order's warehouse work, billing automation's storage and fees, a payout to it, or a person. */
export const SUPPLIER_SOURCE_OPTIONS = [
  { value: 'bill', label: { en: 'Supplier Bill', zh: '供应商账单' } },
  { value: 'order', label: { en: 'Order', zh: '订单' } },
  { value: 'billing', label: { en: 'Billing Automation', zh: '自动计费' } },
  { value: 'payout', label: { en: 'Payout', zh: '付款单' } },
  { value: 'manual', label: { en: 'Manual', zh: '手工' } },
] as const;

/** The Record Supplier Transaction dialog: the supplier, the movement and its reason; its key is the dialog's Idempotency-Key. */
export const SUPPLIER_ENTRY_INPUT: Record<string, FieldDef> = {
  supplierId: relation({ en: 'Supplier', zh: '供应商' }, { resource: 'supplier', labelField: 'name' }, { required: true }),
  entryType: enumOf({ en: 'Type', zh: '类型' }, SUPPLIER_ENTRY_TYPE_OPTIONS, { required: true }),
  amount: money({ en: 'Amount', zh: '金额' }, {
    required: true, help: { en: 'Charge and payment: positive. Adjustment: positive when the platform owes more', zh: '费用与付款填正数；调整为正表示平台应付增加' },
  }),
  sourceType: enumOf({ en: 'Source', zh: '来源' }, SUPPLIER_SOURCE_OPTIONS, { maxLength: 16 }),
  sourceId: text({ en: 'Source No.', zh: '来源单号' }, { maxLength: 64, rules: ['trim'] }),
  note: text({ en: 'Reason', zh: '原因' }, { required: true, maxLength: 255, rules: ['trim'] }),
};

/**
 * Fulfillment > Finance > Supplier&OMS TRs (02 §2 `supplierOMSTRs`): what the platform owes its
 * suppliers — warehouses and carriers — as one append-only ledger per supplier, the client
 * ledger's structure turned round: each entry keeps the supplier's figures before and after it
 * (charged, paid, owed), so every figure is traced and the chain can be walked. A charge (the
 * supplier billed the platform) raises owed, a payment lowers it, an adjustment moves it either
 * way (libs/ledger `postPayable`). Nothing is edited: a mistake is reversed by an adjustment.
 * Written by the finance module only (Record Supplier Transaction, later supplier bills and
 * payouts), each supplier's postings one at a time.
 */
export const supplierEntry = defineResource({
  name: 'supplier-entry',
  route: 'supplierOMSTRs',
  table: 'supplier_entry',
  label: { en: 'Supplier&OMS TRs', zh: '供应商交易记录' },
  singular: { en: 'Supplier Transaction', zh: '供应商交易' },
  menu: { group: 'fulfillment', order: 42.4, section: 'finance' },
  permission: { module: 'fulfillment', sub: 'supplier-transactions' },
  actions: ['export'],
  hooks: 'supplier-entry',
  customActions: [{ name: 'recordSupplierTransaction', label: { en: 'Record Supplier Transaction', zh: '记录供应商交易' }, action: 'special', on: 'list', input: SUPPLIER_ENTRY_INPUT, done: { en: '{amount} recorded for {supplierId}: owed {owedAfter}', zh: '已为{supplierId}记录 {amount}，应付 {owedAfter}' } }],
  titleField: 'seq',
  // the first screen at 1280 px shows recordTime, supplierId, entryType, amount, owedAfter; the rest are offered in the column chooser
  listHidden: ['seq', 'owedBefore', 'sourceType', 'sourceId', 'recordOperator', 'note'],
  fields: {
    recordTime: datetime({ en: 'Record Time', zh: '记录时间' }, { required: true, list: true, filter: 'between', sort: true }),
    supplierId: relation({ en: 'Supplier', zh: '供应商' }, { resource: 'supplier', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    seq: integer({ en: 'No.', zh: '序号' }, { required: true, min: 1, list: true }),
    entryType: enumOf({ en: 'Type', zh: '类型' }, SUPPLIER_ENTRY_TYPE_OPTIONS, { required: true, list: true, filter: 'eq' }),
    amount: money({ en: 'Amount', zh: '金额' }, { required: true, list: true, sort: true, help: { en: 'Positive: the platform owes more', zh: '正数表示平台应付增加' } }),
    owedBefore: money({ en: 'Owed Before', zh: '变动前应付' }, { required: true, list: true }),
    owedAfter: money({ en: 'Owed After', zh: '变动后应付' }, { required: true, list: true }),
    chargedAfter: money({ en: 'Total Charged', zh: '累计应付费用' }, { required: true }),
    paidAfter: money({ en: 'Total Paid', zh: '累计已付' }, { required: true }),
    sourceType: enumOf({ en: 'Source', zh: '来源' }, SUPPLIER_SOURCE_OPTIONS, { required: true, maxLength: 16, list: true, filter: 'eq' }),
    sourceId: text({ en: 'Source No.', zh: '来源单号' }, { maxLength: 64, list: true, filter: 'eq', copyable: true }),
    recordOperator: text({ en: 'Operator', zh: '操作人' }, { maxLength: 64, list: true, filter: 'contains' }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, list: true, filter: 'contains' }),
    idempotencyKey: text({ en: 'Idempotency Key', zh: '幂等键' }, { required: true, maxLength: 80, filter: 'eq', copyable: true }),
  },
  uniqueTogether: { fields: ['supplierId', 'idempotencyKey'], message: 'idempotencyKeyUsed' },
  indexes: [['supplierId', 'seq'], ['recordTime']],
  listTimes: [],
  defaultSort: { field: 'recordTime', order: 'desc' },
  maxPageSize: 1000,
  sample: {
    recordTime: '2026-11-20 10:00:00', supplierId: 1, seq: 1, entryType: 1, amount: '1250.4000', owedBefore: '0.0000', owedAfter: '1250.4000',
    chargedAfter: '1250.4000', paidAfter: '0.0000', sourceType: 'bill', sourceId: 'WB-2026-10', recordOperator: 'admin', note: 'October storage', idempotencyKey: 'sample-supplier-1',
  },
});
