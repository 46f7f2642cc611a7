/**
 * Calendar dates ('YYYY-MM-DD') as day numbers (days since 1970-01-01), so ages and the 30-day
 * window are whole-number arithmetic across month and year ends, with no time zone involved.
 */
import { Memo } from './decimal';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function parse(text: string): number | null {
  const match = DATE.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0..99 as 1900..1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // A date that rolled over (2025-02-30 -> March 2) is not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / MS_PER_DAY);
}

const days = new Memo<number | null, string>();

/** The day number of a real calendar date, or undefined. */
export function dayNumber(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  return days.get(text, parse) ?? undefined;
}

/** The 'YYYY-MM-DD' text of a day number. */
export function dateText(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}
