import { Refusal } from './messages';
import { readStorage } from './storage-input';
import type { StorageRule } from './types';

export type StorageRuleCheck = { ok: true } | { ok: false; message: string };

/** A day for the check: any valid date will do, the rule is read without stock. */
const ANY_DAY = '2000-01-01';

/**
 * Check 1 of storageFee() alone, on a rule without stock: what a screen saving a storage rule
 * runs, so that a rule saved is one the daily storage job can price, refused with the same
 * message ('Invalid Data', 'Invalid amount...', the pallet number's) the job would have met.
 */
export function checkStorageRule(rule: StorageRule): StorageRuleCheck {
  try {
    readStorage({ day: ANY_DAY, rule, snapshots: [] });
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
}
