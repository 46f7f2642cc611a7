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

/** Times are stored in UTC and shown in the user's time zone. */
export function formatDateTime(value: unknown, timeZone?: string): string {
  if (blank(value)) return NO_DATA;
  const d = dayjs.utc(value as string | Date);
  if (!d.isValid()) return NO_DATA;
  return (timeZone ? d.tz(timeZone) : d.local()).format(DATETIME_DISPLAY);
}

/** A calendar date has no time zone: it is shown as stored. */
export function formatDate(value: unknown): string {
  if (blank(value)) return NO_DATA;
  const d = dayjs(String(value).slice(0, 10), DATE_PARAM, true);
  return d.isValid() ? d.format(DATE_DISPLAY) : NO_DATA;
}

export function formatMoney(value: unknown): string {
  if (blank(value)) return NO_DATA;
  let d: Decimal;
  try {
    d = new Decimal(value as string);
  } catch {
    return NO_DATA;
  }
  const fixed = d.abs().toFixed(MONEY_SHOW_DIGITS, Decimal.ROUND_HALF_UP);
  const [whole, cents] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${d.isNegative() && !d.isZero() ? '-' : ''}$${grouped}.${cents}`;
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

/** A compact local timestamp for file names (YYYYMMDDHHmmss in the user's time zone). */
export function fileStamp(value: Date, timeZone?: string): string {
  const d = dayjs.utc(value);
  return (timeZone ? d.tz(timeZone) : d.local()).format('YYYYMMDDHHmmss');
}
