import { MESSAGES } from '@console/contracts';
import { datetime, defineResource, enumOf, integer, money, notAllZero, relation, text } from '@console/metadata';
import { CREATE_TRANSACTION_INPUT } from './transaction-input';
import { CHANGE_TYPE_OPTIONS, DEDUCTION_TYPE_OPTIONS, FLOW_TYPE_OPTIONS, SOURCE_TYPE_OPTIONS } from './options';

/**
 * Fulfillment > Finance > Available Balance History (01 §2 `available-balance-history`, 02 §3
 * Available balance record): the ledger's entries, one per movement of a client's money,
 * append-only — never edited or deleted here or anywhere (a mistake is reversed by a new entry).
 * Each keeps the account's balance, pending and available before and after it, so every figure
 * can be traced and the chain walked (`GET /api/finance/verify`). Written only by the finance
 * module (`POST /api/finance/accounts/{clientId}/entries`, the Create Transaction action, funding
 * approvals, later labels and bills), in the transaction that updates the account. Sales see
 * their own clients' entries (data scope through the client).
 */
export const balanceEntry = defineResource({
  name: 'balance-entry',
  route: 'available-balance-history',
  table: 'ledger_entry',
  label: { en: 'Available Balance History', zh: '可用余额记录' },
  singular: { en: 'Balance Record', zh: '余额记录' },
  menu: { group: 'fulfillment', order: 41, section: 'finance' },
  permission: { module: 'fulfillment', sub: 'balance-history' },
  actions: ['export'],
  // red while the ledger's last check found a drift (GET /api/finance/verify/last)
  listAddon: 'ledger-drift',
  hooks: 'balance-entry',
  // All of the sub-role (02 §3): a manual posting, with its reason, through the ledger.
  customActions: [{ name: 'createTransaction', label: { en: 'Create Transaction', zh: '创建交易' }, action: 'special', on: 'list', input: CREATE_TRANSACTION_INPUT,
    // a posting moves the balance or the hold: 0 and 0 is told under the amounts, before sending
    inputRules: [notAllZero(['amount', 'pendingDelta'], MESSAGES.emptyPosting)],
    done: { en: '{amount} posted to {clientId}: available balance {availableBalanceAfter}', zh: '已为{clientId}记入 {amount}，可用余额 {availableBalanceAfter}' } }],
  titleField: 'seq',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows recordTime, clientId, recordType, amount, availableBalanceAfter; the rest are offered in the column chooser
  listHidden: ['seq', 'flowType', 'pendingAmount', 'chargeItemCount', 'availableBalanceBefore', 'recordOperator', 'note'],
  fields: {
    recordTime: datetime({ en: 'Record Time', zh: '记录时间' }, { required: true, list: true, filter: 'between', sort: true }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
    seq: integer({ en: 'No.', zh: '序号' }, { required: true, min: 1, list: true }),
    recordType: enumOf({ en: 'Record Type', zh: '记录类型' }, CHANGE_TYPE_OPTIONS, { required: true, list: true, filter: 'eq' }),
    flowType: enumOf({ en: 'Flow Type', zh: '流水类型' }, FLOW_TYPE_OPTIONS, { required: true, list: true, filter: 'eq' }),
    deductionType: enumOf({ en: 'Deduction Type', zh: '扣款方式' }, DEDUCTION_TYPE_OPTIONS, { required: true, filter: 'eq' }),
    amount: money({ en: 'Amount', zh: '金额' }, { required: true, list: true, sort: true }),
    pendingAmount: money({ en: 'Pending Amount', zh: '冻结金额' }, { required: true, list: true }),
    chargeItemCount: integer({ en: 'Charge Items', zh: '收费项数' }, { required: true, default: 0, min: 0, list: true }),
    balanceBefore: money({ en: 'Balance Before', zh: '变动前余额' }, { required: true }),
    balanceAfter: money({ en: 'Balance After', zh: '变动后余额' }, { required: true }),
    pendingBefore: money({ en: 'Pending Before', zh: '变动前冻结' }, { required: true }),
    pendingAfter: money({ en: 'Pending After', zh: '变动后冻结' }, { required: true }),
    availableBalanceBefore: money({ en: 'Available Before', zh: '变动前可用余额' }, { required: true, list: true }),
    availableBalanceAfter: money({ en: 'Available After', zh: '变动后可用余额' }, { required: true, list: true }),
    sourceType: enumOf({ en: 'Source', zh: '来源' }, SOURCE_TYPE_OPTIONS, { required: true, maxLength: 16, filter: 'eq' }),
    sourceId: text({ en: 'Source No.', zh: '来源单号' }, { maxLength: 64, filter: 'eq', copyable: true }),
    recordOperator: text({ en: 'Operator', zh: '操作人' }, { maxLength: 64, list: true, filter: 'contains' }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, list: true, filter: 'contains' }),
    idempotencyKey: text({ en: 'Idempotency Key', zh: '幂等键' }, { required: true, maxLength: 80, filter: 'eq', copyable: true }),
  },
  // One entry per client and key: a retried posting finds the first (the finance module answers it).
  uniqueTogether: { fields: ['clientId', 'idempotencyKey'], message: 'idempotencyKeyUsed' },
  indexes: [['clientId', 'seq'], ['clientId', 'recordTime'], ['recordTime']],
  listTimes: [],
  defaultSort: { field: 'recordTime', order: 'desc' },
  maxPageSize: 1000,
  sample: {
    recordTime: '2026-11-23 10:00:00', clientId: 1, seq: 1, recordType: 6, flowType: 1, deductionType: 1, amount: '500.0000', pendingAmount: '0.0000',
    chargeItemCount: 0, balanceBefore: '0.0000', balanceAfter: '500.0000', pendingBefore: '0.0000', pendingAfter: '0.0000',
    availableBalanceBefore: '0.0000', availableBalanceAfter: '500.0000', sourceType: 'funding', sourceId: '1', recordOperator: 'admin',
    note: 'Wire 2026-11-23', idempotencyKey: 'funding:1',
  },
});
