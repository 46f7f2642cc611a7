/**
 * storageFee() (the charge contract): one day of storage under a storage rule. ABSOLUTE charges the stock
 * of the day itself; AVERAGE the mean of the 30 dates ending on it (day-29 .. day), a date without
 * a snapshot counting 0, so a client is never charged for stock the warehouse did not record.
 */
import { dateText } from './dates';
import { Decimal, ZERO, format4, round4 } from './decimal';
import { Refusal } from './messages';
import { readStorage } from './storage-input';
import { measureOn } from './stock';
import type { StorageDate, StorageInput, StorageResult, StorageSuccess } from './types';

/** The dates an AVERAGE quantity is the mean of. */
export const AVERAGE_DAYS = 30;
const AVERAGE_DIVISOR = new Decimal(AVERAGE_DAYS);

function price(input: StorageInput): StorageSuccess {
  const storage = readStorage(input);
  const first = storage.quantityType === 'ABSOLUTE' ? storage.day : storage.day - (AVERAGE_DAYS - 1);
  const dates: StorageDate[] = [];
  let sum = ZERO;
  for (let date = first; date <= storage.day; date++) {
    const measure = measureOn(storage, date);
    sum = sum.plus(measure);
    dates.push({ date: dateText(date), measure: format4(measure) });
  }
  let quantity = storage.quantityType === 'ABSOLUTE' ? sum : round4(sum.div(AVERAGE_DIVISOR));
  if (storage.roundUp) quantity = quantity.ceil();
  return { ok: true, quantity: format4(quantity), amount: format4(round4(quantity.times(storage.price))), dates };
}

/**
 * Prices one day of storage. Never throws for bad input: a refusal comes back as
 * `{ ok: false, message }` in the contract's English (BILLING_MESSAGES has the Chinese).
 */
export function storageFee(input: StorageInput): StorageResult {
  try {
    return price(input);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
}
