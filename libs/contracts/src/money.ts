import Decimal from 'decimal.js';

/**
 * Money: "save 4, show 2" (spec 01 §9). One exact representation on every database:
 * integer ten-thousandths in a BIGINT column. In the API an amount travels as a decimal
 * string with 4 places ("12.3400"), never as a binary float.
 */
export const MONEY_SAVE_DIGITS = 4;
export const MONEY_SHOW_DIGITS = 2;
const SCALE = new Decimal(10).pow(MONEY_SAVE_DIGITS);

export type MoneyInput = string | number | Decimal;

export function toMoney(value: MoneyInput): Decimal {
  return new Decimal(value).toDecimalPlaces(MONEY_SAVE_DIGITS, Decimal.ROUND_HALF_UP);
}

/** The integer stored in the column (as a string: it may exceed 2^53 in theory). */
export function moneyToStorage(value: MoneyInput): string {
  return toMoney(value).times(SCALE).toFixed(0);
}

/** mysql2 returns BIGINT as a string, better-sqlite3 as a number: both land here. */
export function moneyFromStorage(raw: string | number | bigint): string {
  return new Decimal(raw.toString()).div(SCALE).toFixed(MONEY_SAVE_DIGITS);
}

export function isMoneyString(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return /^-?\d{1,14}(\.\d{1,4})?$/.test(String(value));
}

export function addMoney(...values: MoneyInput[]): string {
  return values.reduce<Decimal>((sum, v) => sum.plus(toMoney(v)), new Decimal(0)).toFixed(MONEY_SAVE_DIGITS);
}

export { Decimal };
