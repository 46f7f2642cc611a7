/**
 * Reading numbers from the input. Values come as decimal strings or numbers; anything else, and
 * any text that is not a plain decimal, is "not a number" and the caller decides the message
 * ('Invalid Data' for the event and the stock, 'Invalid amount...' for money).
 */
import { Decimal, Memo } from './decimal';
import { Num, numOf } from './num';

/** A plain decimal: optional sign, digits with an optional fraction, optional exponent. */
const PLAIN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Magnitudes from here on are refused: no real quantity or amount comes near, and a value like
 * '1e9000000' would otherwise make the engine print nine million digits.
 */
const TOO_LARGE = new Decimal('1e21');

function parse(value: string | number): Decimal | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
  } else if (!PLAIN.test(value)) {
    // Refuses '', ' 1', '0x10', 'NaN', 'Infinity' and the like, which Decimal would partly accept.
    return null;
  }
  // Numbers go through Decimal's exact conversion of their shortest text (0.1 is 0.1).
  const decimal = new Decimal(value);
  return decimal.abs().lt(TOO_LARGE) ? decimal : null;
}

const parsed = new Memo<Num | null>();

function parseNum(value: string | number): Num | null {
  const decimal = parse(value);
  return decimal === null ? null : numOf(decimal);
}

/** The Num of an input value, or undefined when it is not a finite number (memoised by text). */
export function readNum(value: unknown): Num | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return parsed.get(value, parseNum) ?? undefined;
}

/** The decimal of an input value, or undefined when it is not a finite number. */
export function readDecimal(value: unknown): Decimal | undefined {
  return readNum(value)?.decimal;
}

function isWhole(num: Num): boolean {
  const { units } = num;
  return units === units ? units % 10_000 === 0 : num.decimal.isInteger();
}

/** The Num of a whole number (3, '3', '3.0'), or undefined. */
export function readWhole(value: unknown): Num | undefined {
  const num = readNum(value);
  return num !== undefined && isWhole(num) ? num : undefined;
}

/** A whole count as a JS number when it is a safe integer (priorities, free days), else undefined. */
export function readCount(value: unknown): number | undefined {
  const whole = readWhole(value);
  if (whole === undefined) return undefined;
  const n = whole.decimal.toNumber();
  return Number.isSafeInteger(n) ? n + 0 : undefined; // + 0 turns -0 into 0
}

/** An optional value left out: absent, null or the empty text of a cleared field. */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
