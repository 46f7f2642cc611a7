import { CHANGE_TYPE, DEDUCTION_TYPE, flowTypeOf, type ChangeType, type DeductionType, type FlowType } from './codes';
import { applyMovement, type Figures } from './figures';
import type { Units } from './units';

/** Why post() refuses: keys of the console's message catalogue (@console/contracts MESSAGES). */
export type LedgerMessageKey = 'emptyPosting' | 'instantWithHold' | 'fundsWithHold' | 'releaseExceedsHold' | 'insufficientBalance';

/** A posting asked for: what moved, by how much, and how it is deducted. */
export interface Posting {
  changeType: ChangeType;
  /** Signed: a credit is positive, a debit negative. */
  amount: Units;
  /** Signed: a hold is positive, its release negative. 0 when nothing is held. */
  pendingDelta: Units;
  /** Absent: holding when the posting holds or releases, else instant. */
  deductionType?: DeductionType;
}

/** An entry's numbers: the movement and the figures before and after it. */
export interface PostedFigures {
  flowType: FlowType;
  deductionType: DeductionType;
  amount: Units;
  pendingDelta: Units;
  before: Figures;
  after: Figures;
}

export type PostingOutcome = { ok: true; entry: PostedFigures } | { ok: false; message: LedgerMessageKey };

/**
 * One posting on an account, checked in this order:
 * 1. it moves something (amount or pendingDelta not 0): else `emptyPosting`;
 * 2. an explicit instant deduction holds nothing: else `instantWithHold`;
 * 3. adding funds holds nothing: else `fundsWithHold`;
 * 4. a release takes at most what is on hold (unBilled stays >= 0): else `releaseExceedsHold`;
 * 5. a posting that lowers available may not take it below minus the credit limit: else
 *    `insufficientBalance` (one that raises available, or leaves it, always passes, so a
 *    refund or a release is never refused for a balance already below the limit).
 * Frozen balance (change type 7) is a hold without a debit, unfrozen by its negative; a holding
 * settlement releases its hold and debits the final amount in one posting.
 */
export function post(before: Figures, creditLimit: Units, posting: Posting): PostingOutcome {
  const { changeType, amount, pendingDelta } = posting;
  if (amount === 0n && pendingDelta === 0n) return { ok: false, message: 'emptyPosting' };
  if (posting.deductionType === DEDUCTION_TYPE.INSTANT && pendingDelta !== 0n) return { ok: false, message: 'instantWithHold' };
  if (changeType === CHANGE_TYPE.ADD_FUNDS && pendingDelta !== 0n) return { ok: false, message: 'fundsWithHold' };
  const flowType = flowTypeOf(changeType);
  const after = applyMovement(before, { flowType, amount, pendingDelta });
  if (after.unBilled < 0n) return { ok: false, message: 'releaseExceedsHold' };
  if (after.available < before.available && after.available < -creditLimit) return { ok: false, message: 'insufficientBalance' };
  const deductionType = posting.deductionType ?? (pendingDelta !== 0n ? DEDUCTION_TYPE.HOLDING : DEDUCTION_TYPE.INSTANT);
  return { ok: true, entry: { flowType, deductionType, amount, pendingDelta, before, after } };
}
