import { RuleRefusal, readRule, type RulePlace } from './checks';
import { INVALID_DATA, Refusal, type BillingMessage } from './messages';
import { readCount } from './parse';
import type { ChargeRule } from './types';

export type RuleCheck = { ok: true } | { ok: false; message: BillingMessage; at: RulePlace };

/**
 * Check c of charge() for one rule (02 §3 Charge rule, 02 §5's messages), then its priority
 * (whole, at least 1; check d's uniqueness is the item's), and where the first failure lies: a
 * rule editor shows the message under the input at fault while it is typed. The message is the
 * one checkChargeItems() gives for an item holding this rule, as the same code makes it.
 */
export function checkChargeRule(rule: ChargeRule): RuleCheck {
  try {
    readRule(rule, '');
  } catch (error) {
    if (error instanceof RuleRefusal) return { ok: false, message: error.message, at: error.at };
    if (error instanceof Refusal) return { ok: false, message: error.message, at: { part: 'rule' } };
    throw error;
  }
  const priority = readCount(rule.priority);
  if (priority === undefined || priority < 1) return { ok: false, message: INVALID_DATA, at: { part: 'priority' } };
  return { ok: true };
}
