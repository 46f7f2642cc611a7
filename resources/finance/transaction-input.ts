import { IDEMPOTENCY_KEY_PATTERN, enumOf, integer, json, money, relation, text, type FieldDef } from '@console/metadata';
import { CHANGE_TYPE_OPTIONS, DEDUCTION_TYPE_OPTIONS } from './options';

/**
 * The movement a posting to a client's ledger makes: checked by the engine's rules for these
 * fields, then by the ledger's own (libs/ledger `post`). Amounts are signed: a credit is
 * positive; pendingDelta > 0 holds, < 0 releases.
 */
const MOVEMENT: Record<string, FieldDef> = {
  changeType: enumOf({ en: 'Record Type', zh: '记录类型' }, CHANGE_TYPE_OPTIONS, { required: true }),
  amount: money({ en: 'Amount', zh: '金额' }, { required: true, help: { en: 'A credit is positive, a debit negative', zh: '入账为正，扣款为负' } }),
  pendingDelta: money({ en: 'Pending Change', zh: '冻结变动' }, { help: { en: 'Positive holds, negative releases a hold', zh: '正数冻结，负数释放' } }),
  deductionType: enumOf({ en: 'Deduction Type', zh: '扣款方式' }, DEDUCTION_TYPE_OPTIONS),
  note: text({ en: 'Reason', zh: '原因' }, { required: true, maxLength: 255, rules: ['trim'] }),
};

/**
 * The body of `POST /api/finance/accounts/{clientId}/entries`. The idempotency key makes a retry
 * safe: the same key again answers the first entry and writes nothing.
 */
export const TRANSACTION_INPUT: Record<string, FieldDef> = {
  ...MOVEMENT,
  idempotencyKey: text({ en: 'Idempotency Key', zh: '幂等键' }, {
    required: true, maxLength: 64, pattern: { regex: IDEMPOTENCY_KEY_PATTERN, message: 'patternMismatch' },
  }),
};

/**
 * What the Create Transaction dialog of available-balance-history asks: the client, then the
 * movement. Its key is the dialog's Idempotency-Key header (one per opening of the dialog).
 */
export const CREATE_TRANSACTION_INPUT: Record<string, FieldDef> = {
  clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true }),
  ...MOVEMENT,
};

/** Which transaction list a charge lands on: labels and carrier bills (Transactions), or warehouse work on orders (OMS Transactions). */
export const TRANSACTION_KIND_OPTIONS = [
  { value: 'shipping', label: { en: 'Shipping', zh: '物流' } },
  { value: 'oms', label: { en: 'OMS', zh: 'OMS' } },
] as const;

/**
 * The body of `POST /api/finance/transactions` (02 §2 `transactions`): a charge document for a
 * client, its items (`[{ code, description?, quantity, unitPrice }]`, checked by libs/ledger
 * `chargeLinesOf`) and, for a changed charge, the transaction it corrects. The key makes a retry
 * safe, as a posting's does.
 */
export const CHARGE_TRANSACTION_INPUT: Record<string, FieldDef> = {
  kind: enumOf({ en: 'Kind', zh: '类别' }, TRANSACTION_KIND_OPTIONS, { required: true }),
  clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true }),
  sourceType: text({ en: 'Source', zh: '来源' }, { required: true, maxLength: 16 }),
  sourceId: text({ en: 'Source No.', zh: '来源单号' }, { maxLength: 64, rules: ['trim'] }),
  items: json({ en: 'Charge Items', zh: '收费项' }, { required: true }),
  note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  correctsId: integer({ en: 'Corrects', zh: '更正自' }, { min: 1 }),
  idempotencyKey: text({ en: 'Idempotency Key', zh: '幂等键' }, {
    required: true, maxLength: 64, pattern: { regex: IDEMPOTENCY_KEY_PATTERN, message: 'patternMismatch' },
  }),
};
