import { datetime, decimal, defineResource, enumOf, integer, money, relation, text, type EnumOption, type Label } from '@console/metadata';
import { SOURCE_TYPE_OPTIONS } from './options';

/** One kind of client charge document: its routes, labels and the sources it is written for. */
interface TransactionKind {
  name: string;
  route: string;
  table: string;
  label: Label;
  singular: Label;
  order: number;
  /** The sources its transactions come from (a label, a carrier bill; an order). */
  sources: readonly string[];
  detail: { name: string; route: string; table: string; label: Label };
}

const sourceOptions = (values: readonly string[]): EnumOption[] => SOURCE_TYPE_OPTIONS.filter((o) => values.includes(String(o.value)));

/**
 * A client's charges as documents (02 §2 `transactions`, `oms-transactions` and their details):
 * what a label, a carrier bill or an order charged, item by item, each posted to the client's
 * ledger as one entry with its item count. Nothing is edited: a changed charge is a new transaction
 * that `corrects` the last one and posts the difference as an adjustment (libs/ledger
 * `postingOfCharge`), so an order's history reads down its chain. Written only by the finance
 * module (`POST /api/finance/transactions`); sales see their own clients'.
 */
export function transactionResource(kind: TransactionKind) {
  return defineResource({
    name: kind.name,
    route: kind.route,
    table: kind.table,
    label: kind.label,
    singular: kind.singular,
    menu: { group: 'fulfillment', order: kind.order, section: 'finance' },
    permission: { module: 'fulfillment', sub: 'client-transactions' },
    actions: ['export'],
    titleField: 'transactionNo',
    dataScope: { through: 'clientId' },
    // the first screen at 1280 px shows transactionNo, recordTime, clientId, amount; the rest are offered in the column chooser
    listHidden: ['sourceType', 'sourceId', 'itemCount', 'chargeTotal', 'correctsId', 'recordOperator', 'note'],
    fields: {
      transactionNo: text({ en: 'Transaction No.', zh: '交易号' }, { required: true, unique: true, maxLength: 32, list: true, filter: 'eq', copyable: true, searchable: true }),
      recordTime: datetime({ en: 'Record Time', zh: '记录时间' }, { required: true, list: true, filter: 'between', sort: true }),
      clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
      sourceType: enumOf({ en: 'Source', zh: '来源' }, sourceOptions(kind.sources), { required: true, maxLength: 16, list: true, filter: 'eq' }),
      sourceId: text({ en: 'Source No.', zh: '来源单号' }, { maxLength: 64, list: true, filter: 'eq', copyable: true, searchable: true }),
      itemCount: integer({ en: 'Charge Items', zh: '收费项数' }, { required: true, min: 0, list: true }),
      chargeTotal: money({ en: 'Charges', zh: '费用合计' }, { required: true, list: true, sort: true }),
      amount: money({ en: 'Posted', zh: '入账金额' }, { required: true, list: true, help: { en: 'What the ledger moved: minus the charges, or minus the change a correction made', zh: '账户变动：费用的负数，更正时为差额的负数' } }),
      correctsId: relation({ en: 'Corrects', zh: '更正自' }, { resource: kind.name, labelField: 'transactionNo' }, { unique: true, list: true, filter: 'eq' }),
      entryId: relation({ en: 'Balance Record', zh: '余额记录' }, { resource: 'balance-entry', labelField: 'seq' }, { filter: 'eq' }),
      recordOperator: text({ en: 'Operator', zh: '操作人' }, { maxLength: 64, list: true, filter: 'contains' }),
      note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, list: true }),
      idempotencyKey: text({ en: 'Idempotency Key', zh: '幂等键' }, { required: true, maxLength: 80, filter: 'eq', copyable: true }),
    },
    // a retried write finds the first; a transaction is corrected once (its correction is corrected next)
    uniqueTogether: { fields: ['clientId', 'idempotencyKey'], message: 'idempotencyKeyUsed' },
    children: [{ resource: kind.detail.name, foreignKey: 'transactionId', onParentDelete: 'refuse' }],
    indexes: [['clientId', 'recordTime'], ['sourceId']],
    listTimes: [],
    defaultSort: { field: 'recordTime', order: 'desc' },
    sample: {
      transactionNo: `${kind.table.slice(0, 2).toUpperCase()}-SAMPLE-1`, recordTime: '2026-11-20 10:00:00', clientId: 1, sourceType: kind.sources[0], sourceId: 'SAMPLE-1',
      itemCount: 1, chargeTotal: '4.2000', amount: '-4.2000', recordOperator: 'admin', note: 'Sample', idempotencyKey: 'sample-1',
    },
  });
}

/** A transaction's charge items (`transaction-detail`, `oms-transactions-detail`), written with it. */
export function transactionItemResource(kind: TransactionKind) {
  return defineResource({
    name: kind.detail.name,
    route: kind.detail.route,
    table: kind.detail.table,
    label: kind.detail.label,
    singular: { en: 'Charge Item', zh: '收费项' },
    menu: { group: 'fulfillment', order: kind.order + 0.1, section: 'finance' },
    permission: { module: 'fulfillment', sub: 'client-transactions' },
    actions: ['export'],
    titleField: 'code',
    dataScope: { through: 'clientId' },
    // the first screen at 1280 px shows transactionId, code, quantity, unitPrice, amount; the rest are offered in the column chooser
    listHidden: ['clientId', 'recordTime', 'description'],
    fields: {
      transactionId: relation({ en: 'Transaction', zh: '交易' }, { resource: kind.name, labelField: 'transactionNo' }, { required: true, list: true, filter: 'eq' }),
      clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
      recordTime: datetime({ en: 'Record Time', zh: '记录时间' }, { required: true, list: true, filter: 'between', sort: true }),
      code: text({ en: 'Charge Code', zh: '收费代码' }, { required: true, maxLength: 32, list: true, filter: 'eq' }),
      description: text({ en: 'Description', zh: '说明' }, { maxLength: 255, list: true, filter: 'contains' }),
      quantity: decimal({ en: 'Quantity', zh: '数量' }, { required: true, scale: 4, min: 0, list: true }),
      unitPrice: money({ en: 'Unit Price', zh: '单价' }, { required: true, list: true, shownScale: 4 }),
      amount: money({ en: 'Amount', zh: '金额' }, { required: true, list: true, sort: true }),
    },
    indexes: [['transactionId']],
    listTimes: [],
    defaultSort: { field: 'recordTime', order: 'desc' },
    maxPageSize: 1000,
    sample: { transactionId: 1, clientId: 1, recordTime: '2026-11-20 10:00:00', code: 'PICK', description: 'Pick', quantity: '12', unitPrice: '0.3500', amount: '4.2000' },
  });
}

/** Transactions (02 §2 `transactions`, `transaction-detail`): labels and carrier bills, the shipping side. */
export const CLIENT_TRANSACTIONS: TransactionKind = {
  name: 'client-transaction', route: 'transactions', table: 'client_transaction', order: 42,
  label: { en: 'Transactions', zh: '交易记录' }, singular: { en: 'Transaction', zh: '交易' }, sources: ['label', 'bill', 'manual'],
  detail: { name: 'client-transaction-item', route: 'transaction-detail', table: 'client_transaction_item', label: { en: 'Transaction Detail', zh: '交易明细' } },
};

/** OMS Transactions (02 §2 `oms-transactions`, `oms-transactions-detail`): warehouse work on orders, the fulfillment side. */
export const OMS_TRANSACTIONS: TransactionKind = {
  name: 'oms-transaction', route: 'oms-transactions', table: 'oms_transaction', order: 42.2,
  label: { en: 'OMS Transactions', zh: 'OMS 交易记录' }, singular: { en: 'OMS Transaction', zh: 'OMS 交易' }, sources: ['order', 'manual'],
  detail: { name: 'oms-transaction-item', route: 'oms-transactions-detail', table: 'oms_transaction_item', label: { en: 'OMS Transaction Detail', zh: 'OMS 交易明细' } },
};
