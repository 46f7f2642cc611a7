import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { Decimal, MONEY_SHOW_DIGITS } from './money';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Display and parameter formats, spec 01 §9. */
export const NO_DATA = '-';
export const DATE_DISPLAY = 'MM/DD/YYYY';
export const DATETIME_DISPLAY = 'MM/DD/YYYY HH:mm:ss';
export const DATE_PARAM = 'YYYY-MM-DD';
export const DATETIME_PARAM = 'YYYY-MM-DD HH:mm:ss';

function blank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * A zone's UTC offset (minutes) at an instant, cached per 15-minute slice: every real offset
 * change happens on such a boundary, and an export of a million rows then asks Intl a few
 * thousand times instead of a million (dayjs' tz() costs ~100 µs a call).
 */
const offsets = new Map<string, Map<number, number>>();
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const SLICE_MS = 15 * 60 * 1000;

function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const slice = Math.floor(epochMs / SLICE_MS);
  let bySlice = offsets.get(timeZone);
  if (!bySlice) offsets.set(timeZone, (bySlice = new Map()));
  const known = bySlice.get(slice);
  if (known !== undefined) return known;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  const at = slice * SLICE_MS;
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(at))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const offset = (Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second) - at) / 60000;
  if (bySlice.size > 200_000) bySlice.clear();
  bySlice.set(slice, offset);
  return offset;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function toEpoch(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = String(value);
  // API and database texts without a zone are UTC.
  const iso = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  return Date.parse(iso);
}

/** Times are stored in UTC and shown in the user's time zone. */
export function formatDateTime(value: unknown, timeZone?: string): string {
  if (blank(value)) return NO_DATA;
  const ms = toEpoch(value);
  if (Number.isNaN(ms)) return NO_DATA;
  if (!timeZone) return dayjs.utc(ms).local().format(DATETIME_DISPLAY);
  let local: Date;
  try {
    local = new Date(ms + zoneOffsetMinutes(timeZone, ms) * 60000);
  } catch {
    return dayjs.utc(ms).format(DATETIME_DISPLAY); // an unknown zone name: show UTC rather than fail
  }
  return `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

/** A calendar date has no time zone: it is shown as stored. */
export function formatDate(value: unknown): string {
  if (blank(value)) return NO_DATA;
  const d = dayjs(String(value).slice(0, 10), DATE_PARAM, true);
  return d.isValid() ? d.format(DATE_DISPLAY) : NO_DATA;
}

/** A decimal read from an API value, or null when it is none. */
function decimalOf(value: unknown): Decimal | null {
  if (blank(value)) return null;
  try {
    return new Decimal(value as string);
  } catch {
    return null;
  }
}

/** Digits grouped by thousands ('1234567.5' -> '1,234,567.5'); the sign is the caller's. */
function grouped(fixed: string): string {
  const [whole, part] = fixed.split('.');
  const head = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return part === undefined ? head : `${head}.${part}`;
}

function signed(d: Decimal, text: string): string {
  return `${d.isNegative() && !d.isZero() ? '-' : ''}${text}`;
}

/** Amounts show 2 decimals with a $ sign (02 §9); a rate a person needs to the cent's hundredth asks for 4. */
export function formatMoney(value: unknown, digits: number = MONEY_SHOW_DIGITS): string {
  const d = decimalOf(value);
  if (!d) return NO_DATA;
  return signed(d, `$${grouped(d.abs().toFixed(digits, Decimal.ROUND_HALF_UP))}`);
}

/** A percentage stored as its number of percent ('15.2500' -> '15.25%'), 2 decimals unless asked. */
export function formatPercent(value: unknown, digits = 2): string {
  const d = decimalOf(value);
  if (!d) return NO_DATA;
  return signed(d, `${grouped(d.abs().toFixed(digits, Decimal.ROUND_HALF_UP))}%`);
}

/**
 * Another stored decimal (a quantity, a weight): its own digits without the storage's trailing
 * zeros ('4.0000' -> '4', '2.5000' -> '2.5'), or exactly `digits` when a field asks for them.
 */
export function formatDecimal(value: unknown, digits?: number): string {
  const d = decimalOf(value);
  if (!d) return NO_DATA;
  const fixed = digits === undefined ? d.abs().toFixed() : d.abs().toFixed(digits, Decimal.ROUND_HALF_UP);
  return signed(d, grouped(fixed));
}

export function formatText(value: unknown): string {
  return blank(value) ? NO_DATA : String(value);
}

/** Parses an API datetime parameter (UTC) strictly; returns null when it is not one. */
export function parseDateTimeParam(value: string): Date | null {
  for (const format of [DATETIME_PARAM, 'YYYY-MM-DDTHH:mm:ss.SSS[Z]', 'YYYY-MM-DDTHH:mm:ss[Z]', DATE_PARAM]) {
    const d = dayjs.utc(value, format, true);
    if (d.isValid()) return d.toDate();
  }
  return null;
}

export function isDateParam(value: string): boolean {
  return dayjs(value, DATE_PARAM, true).isValid();
}

export { dayjs };

/** Today's date ('YYYY-MM-DD') where the user is: a date a change is in force from is the user's day, not UTC's. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const d = dayjs.utc(now);
  return (timeZone ? d.tz(timeZone) : d).format('YYYY-MM-DD');
}

/**
 * 00:00:00 of a day ('YYYY-MM-DD') in a time zone, as an instant (a Los Angeles day begins at
 * 08:00 UTC in winter); UTC's midnight for a zone the runtime does not know.
 */
export function midnightIn(day: string, timeZone: string): Date {
  try {
    return dayjs.tz(`${day} 00:00:00`, DATETIME_PARAM, timeZone).toDate();
  } catch {
    return new Date(`${day}T00:00:00.000Z`);
  }
}

/** A compact local timestamp for file names (YYYYMMDDHHmmss in the user's time zone). */
export function fileStamp(value: Date, timeZone?: string): string {
  const d = dayjs.utc(value);
  return (timeZone ? d.tz(timeZone) : d.local()).format('YYYYMMDDHHmmss');
}

/**
 * A wall time in a time zone as the UTC API text (YYYY-MM-DD HH:mm:ss), or null: what an
 * export's MM/DD/YYYY HH:mm:ss cell (written in the user's zone) means when it is imported.
 * `format` is the text's format (the display format, or the parameter format of a date cell's
 * wall time).
 */
export function zonedToUtcParam(text: string, format: string, timeZone: string): string | null {
  if (!dayjs(text, format, true).isValid()) return null;
  try {
    return dayjs.tz(text, format, timeZone).utc().format(DATETIME_PARAM);
  } catch {
    return null; // an unknown zone name
  }
}
