import DecimalBase from 'decimal.js';

/**
 * Money: "save 4, show 2" (spec 01 §9). One exact representation on every database:
 * integer ten-thousandths in a BIGINT column. In the API an amount travels as a decimal
 * string with 4 places ("12.3400"), never as a binary float.
 */
const MONEY_SAVE_DIGITS = 4;
export const MONEY_SHOW_DIGITS = 2;
/** 40 significant digits: every BIGINT amount (19 digits) is exact, with room for products. */
export const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Decimal = DecimalBase;
const SCALE = new Decimal(10).pow(MONEY_SAVE_DIGITS);

type MoneyInput = string | number | Decimal;

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

/**
 * Amounts accepted from clients: at most 11 integer digits (under $100 billion), so the stored
 * ten-thousandths stay below 2^53 and better-sqlite3, which reads BIGINT as a JS number, still
 * reads them exactly.
 */
const MONEY_MAX_INTEGER_DIGITS = 11;
const MONEY_TEXT = new RegExp(`^-?\\d{1,${MONEY_MAX_INTEGER_DIGITS}}(\\.\\d{1,4})?$`);
export function isMoneyString(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return MONEY_TEXT.test(String(value));
}

export function addMoney(...values: MoneyInput[]): string {
  return values.reduce<Decimal>((sum, v) => sum.plus(toMoney(v)), new Decimal(0)).toFixed(MONEY_SAVE_DIGITS);
}

