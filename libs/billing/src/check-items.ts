import { readItems } from './checks';
import { Refusal } from './messages';
import type { ChargeItem } from './types';

export type ItemsCheck = { ok: true } | { ok: false; message: string; item: string };

/**
 * Check 2 of charge() alone: the items of a plan (or the one item a form saves), in input order,
 * as charge() would check them, without an event. A screen saving a charge item gets the same
 * message for the same fault as the event that would have priced it.
 */
export function checkChargeItems(items: ChargeItem[]): ItemsCheck {
  try {
    readItems(items);
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message, item: error.item ?? '' };
    throw error;
  }
}
