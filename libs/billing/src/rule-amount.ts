/**
 * The charge contract D: the amount of one unit. The rules are tried by priority ascending and the first
 * whose conditions all hold prices the unit; without one, the item's price times the measure its
 * calculation reads. Each product is rounded before it is added, so every figure of a line can be
 * checked by hand.
 *
 * Each amount is worked out in safe integers of ten-thousandths when every value it needs has at
 * most 4 decimals (the usual case, see num.ts), else in Decimal: the two give the same result,
 * because the integer path gives up (NaN) whenever it could not be exact.
 */
import type { ReadCondition, ReadRule } from './checks';
import { Decimal, ZERO, format4, round4 } from './decimal';
import type { Facts } from './facts';
import { NUM_ONE, Num, compare, formatUnits, timesUnits } from './num';
import type { Calculation, ChargeNote, Element } from './types';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function holds(condition: ReadCondition, facts: Facts): boolean {
  const sign = compare(facts[condition.element], condition.value);
  switch (condition.op) {
    case 'EQ': return sign === 0;
    case 'GT': return sign > 0;
    case 'LT': return sign < 0;
    case 'GE': return sign >= 0;
    case 'LE': return sign <= 0;
  }
}

/** The first rule (they come sorted by priority) whose conditions all hold, exactly. */
export function decidingRule(rules: readonly ReadRule[], facts: Facts): ReadRule | undefined {
  for (const rule of rules) {
    let all = true;
    for (const condition of rule.conditions) {
      if (!holds(condition, facts)) {
        all = false;
        break;
      }
    }
    if (all) return rule;
  }
  return undefined;
}

export interface RuleAmount {
  /** The 4-decimal text. */
  amount: string;
  note: ChargeNote | undefined;
}

/** The rule's pricing of q before its bounds, in units; NaN when the integers cannot be exact. */
function pricedUnits(rule: ReadRule, q: number): number {
  if (q !== q) return NaN;
  const { pricing } = rule;
  let amount = rule.basicFee.units;
  if (pricing.kind === 'THRESHOLD') {
    const above = q - pricing.threshold.units;
    if (above !== above) return NaN;
    if (above > 0) amount += timesUnits(above, pricing.unitPrice.units);
  } else {
    for (const band of pricing.intervals) {
      const to = band.to === undefined ? q : band.to.units;
      const inside = (q < to ? q : to) - band.from.units;
      if (inside !== inside) return NaN;
      if (inside <= 0) break; // bands ascend: once q is below a band, it is below every later one
      amount += timesUnits(inside, band.unitPrice.units);
    }
  }
  // Every term is >= 0, so a sum within the safe range was exact all along (NaN fails this too).
  return Math.abs(amount) <= MAX_SAFE ? amount : NaN;
}

/** The same in Decimal: basicFee + rounded products, unrounded overall. */
function pricedDecimal(rule: ReadRule, q: Decimal): Decimal {
  const { pricing } = rule;
  let amount = rule.basicFee.decimal;
  if (pricing.kind === 'THRESHOLD') {
    // The threshold is included in the basic fee: only what is above it is priced per unit.
    const above = q.minus(pricing.threshold.decimal);
    if (above.gt(ZERO)) amount = amount.plus(round4(above.times(pricing.unitPrice.decimal)));
    return amount;
  }
  // Graduated: each band prices the part of q inside it, at its own unit price.
  for (const band of pricing.intervals) {
    const top = band.to === undefined || q.lt(band.to.decimal) ? q : band.to.decimal;
    const inside = top.minus(band.from.decimal);
    if (!inside.gt(ZERO)) break;
    amount = amount.plus(round4(inside.times(band.unitPrice.decimal)));
  }
  return amount;
}

/** An absent bound, or one held as integer units. */
function inUnits(bound: Num | undefined): boolean {
  return bound === undefined || bound.units === bound.units;
}

/** A rule's amount for quantity q: priced, then raised to min or lowered to max, then rounded. */
export function ruleAmount(rule: ReadRule, q: Num): RuleAmount {
  const { min, max } = rule;
  const units = pricedUnits(rule, q.units);
  // The integer path also needs the bounds that are set to be integers of units.
  if (units === units && inUnits(min) && inUnits(max)) {
    if (min !== undefined && units < min.units) return { amount: formatUnits(min.units), note: 'MIN' };
    if (max !== undefined && units > max.units) return { amount: formatUnits(max.units), note: 'MAX' };
    return { amount: formatUnits(units), note: undefined }; // already 4 decimals: rounding changes nothing
  }
  let amount = pricedDecimal(rule, q.decimal);
  let note: ChargeNote | undefined;
  if (min !== undefined && amount.lt(min.decimal)) {
    amount = min.decimal;
    note = 'MIN';
  } else if (max !== undefined && amount.gt(max.decimal)) {
    amount = max.decimal;
    note = 'MAX';
  }
  return { amount: format4(round4(amount)), note };
}

/** The fact each calculation reads when no rule holds (FIXED reads none: its measure is 1). */
const CALCULATION_ELEMENT: Partial<Record<Calculation, Element>> = {
  PER_ITEM: 'ITEM_QTY',
  HOUR: 'HOURS',
  POUND: 'WEIGHT_LB',
  KG: 'WEIGHT_KG',
  CUBIC_FEET: 'VOLUME_CBF',
  SKU_TYPE: 'SKU_TYPES',
};

/** The element a line without a rule shows: the fact read, or 'FIXED'. */
export function calculationElement(calculation: Calculation): Element | 'FIXED' {
  return CALCULATION_ELEMENT[calculation] ?? 'FIXED';
}

/** price x measure, rounded, as text (the measure of FIXED is 1: the price itself, rounded). */
export function priceAmount(price: Num, measure: Num): string {
  const units = timesUnits(price.units, measure.units);
  if (units === units) return formatUnits(units);
  return format4(round4(measure === NUM_ONE ? price.decimal : price.decimal.times(measure.decimal)));
}
