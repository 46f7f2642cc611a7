/**
 * The few decimal helpers the engine needs, over the shared `Decimal` of @console/contracts
 * (40 significant digits, ROUND_HALF_UP), so a price never passes through a binary float.
 */
import { Decimal, Memo } from '@console/contracts';

export { Decimal, Memo, format4, round4 } from '@console/contracts';

// Constants built once: constructing a Decimal costs far more than reusing one, and quote() is hot.
export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);
export const HUNDRED = new Decimal(100);
export const SIXTEEN = new Decimal(16);
const PERCENT_MAX = new Decimal(1000);


function parse(value: string | number): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (value === '') return null;
  try {
    const parsed = new Decimal(value);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
}

const parsed = new Memo<Decimal | null>();

/**
 * A decimal from the input, or undefined when the value is not a finite number. Numbers go through
 * Decimal's own exact conversion of their shortest text; empty strings and other types are refused.
 */
export function readDecimal(value: unknown): Decimal | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return parsed.get(value, parse) ?? undefined;
}


/** The spec's bound on every percent: from 0 to 1000 inclusive ('-0' counts as 0, hence gte). */
export function isPercentInRange(percent: Decimal): boolean {
  return percent.gte(ZERO) && percent.lte(PERCENT_MAX);
}
