/**
 * A package's weight in pounds and in kilograms (the charge contract C), each converted from the package's
 * own unit and rounded half up to 4 decimals: the kilograms of an ounce package come from the
 * ounces (oz x 0.45359237 / 16), never from its already rounded pounds.
 */
import { Decimal, G_PER_LB, KG_PER_LB, SIXTEEN, THOUSAND, round4 } from './decimal';
import { Num, numOf } from './num';
import type { WeightUnit } from './types';

export interface Weights {
  lb: Num;
  kg: Num;
}

function pounds(weight: Decimal, unit: WeightUnit): Decimal {
  switch (unit) {
    case 'lb': return weight;
    case 'oz': return weight.div(SIXTEEN);
    case 'kg': return weight.div(KG_PER_LB);
    case 'g': return weight.div(G_PER_LB);
  }
}

function kilograms(weight: Decimal, unit: WeightUnit): Decimal {
  switch (unit) {
    case 'lb': return weight.times(KG_PER_LB);
    case 'oz': return weight.times(KG_PER_LB).div(SIXTEEN);
    case 'kg': return weight;
    case 'g': return weight.div(THOUSAND);
  }
}

function convert(weight: Decimal, unit: WeightUnit): Weights {
  return { lb: numOf(round4(pounds(weight, unit))), kg: numOf(round4(kilograms(weight, unit))) };
}

// Per unit, keyed by the parsed Decimal itself: parsing shares one Decimal per input text, so an
// order full of '2.5' lb packages converts '2.5' once. Weak keys: nothing is held beyond the memo.
const memos: Record<WeightUnit, WeakMap<Decimal, Weights>> = {
  lb: new WeakMap(), oz: new WeakMap(), kg: new WeakMap(), g: new WeakMap(),
};

/** The rounded pounds and kilograms of a weight given in `unit`. */
export function weights(weight: Decimal, unit: WeightUnit): Weights {
  const memo = memos[unit];
  let found = memo.get(weight);
  if (found === undefined) {
    found = convert(weight, unit);
    memo.set(weight, found);
  }
  return found;
}

export const WEIGHT_UNITS: ReadonlySet<string> = new Set<WeightUnit>(['lb', 'oz', 'kg', 'g']);
