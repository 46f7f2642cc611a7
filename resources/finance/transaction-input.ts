import { IDEMPOTENCY_KEY_PATTERN, enumOf, money, relation, text, type FieldDef } from '@console/metadata';
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
