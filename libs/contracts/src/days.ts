/**
 * Calendar arithmetic on 'YYYY-MM-DD' days, with no time zone: a day is a date, as the daily jobs,
 * storage billing and the replays count them (the day itself comes from `todayIn` in format.ts).
 */
const DAY_MS = 86_400_000;
const epochOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** The day moved by whole days (negative: back). */
export const dayPlus = (day: string, days: number): string => new Date(epochOf(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The day before. */
export const dayBefore = (day: string): string => dayPlus(day, -1);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((epochOf(to) - epochOf(from)) / DAY_MS);

/** Every day from `from` to `to`, both included (none when `to` is earlier). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = dayPlus(day, 1)) days.push(day);
  return days;
}

/** Whether the day is its month's last. */
export const isMonthEnd = (day: string): boolean => dayPlus(day, 1).slice(8) === '01';
