import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A zone's working hours (02 §2 `ticket-zone-setting`, service levels): the week days worked (1
 * Monday .. 7 Sunday, ISO), one window a day ('HH:mm' to 'HH:mm', end after start, same day;
 * '24:00' ends the window at the next midnight, so '00:00'-'24:00' is the whole day) in an IANA
 * time zone. Windows are built from the local date and time in the zone, so a daylight-saving
 * change moves them with the clock.
 */
export interface WorkingHours {
  timeZone: string;
  days: readonly number[];
  start: string;
  end: string;
}

const MINUTE = 60_000;
/** How far the walks look (a target longer than a year of working time is not a service level). */
const MAX_DAYS = 400;

/** The working window of the local day containing `at` ([start, end) in ms), or null on a day off. */
function windowOfDay(hours: WorkingHours, day: dayjs.Dayjs): [number, number] | null {
  const isoWeekday = day.day() === 0 ? 7 : day.day();
  if (!hours.days.includes(isoWeekday)) return null;
  const date = day.format('YYYY-MM-DD');
  const start = dayjs.tz(`${date} ${hours.start}`, 'YYYY-MM-DD HH:mm', hours.timeZone).valueOf();
  const end = hours.end === END_OF_DAY ? nextLocalDay(hours.timeZone, date).valueOf() : dayjs.tz(`${date} ${hours.end}`, 'YYYY-MM-DD HH:mm', hours.timeZone).valueOf();
  return end > start ? [start, end] : null;
}

/** The start of the local day after `date` ('YYYY-MM-DD') in the zone. */
function nextLocalDay(timeZone: string, date: string): dayjs.Dayjs {
  // noon of the day plus a day, then its start: a 23- or 25-hour day never skips or repeats a date
  return dayjs.tz(`${date} 12:00`, 'YYYY-MM-DD HH:mm', timeZone).add(1, 'day').startOf('day');
}

/** The local days from the one containing `from`, in the zone, one after another. */
function* localDays(hours: WorkingHours, from: number): Generator<dayjs.Dayjs> {
  let day = dayjs(from).tz(hours.timeZone).startOf('day');
  for (let i = 0; i < MAX_DAYS; i++) {
    yield day;
    day = nextLocalDay(hours.timeZone, day.format('YYYY-MM-DD'));
  }
}

/** Whether `at` falls in a working window. No hours given: always (a zone-less ticket runs round the clock). */
export function isWorkingAt(hours: WorkingHours | null, at: Date): boolean {
  if (!hours) return true;
  const window = windowOfDay(hours, dayjs(at).tz(hours.timeZone));
  return !!window && at.getTime() >= window[0] && at.getTime() < window[1];
}

/**
 * The moment `minutes` of working time after `from`: the clock runs only inside working windows
 * (a ticket opened on Friday evening starts counting on Monday morning). No hours: plain minutes.
 */
export function addWorkingMinutes(hours: WorkingHours | null, from: Date, minutes: number): Date {
  if (!hours) return new Date(from.getTime() + minutes * MINUTE);
  let remaining = minutes * MINUTE;
  for (const day of localDays(hours, from.getTime())) {
    const window = windowOfDay(hours, day);
    if (!window || from.getTime() >= window[1]) continue;
    const start = Math.max(from.getTime(), window[0]);
    if (remaining <= window[1] - start) return new Date(start + remaining);
    remaining -= window[1] - start;
  }
  throw new RangeError('no working time within a year: check the zone\'s days and hours');
}

/** Working minutes between two moments (0 when `to` is not after `from`). No hours: plain minutes. */
export function workingMinutesBetween(hours: WorkingHours | null, from: Date, to: Date): number {
  if (to <= from) return 0;
  if (!hours) return (to.getTime() - from.getTime()) / MINUTE;
  let total = 0;
  for (const day of localDays(hours, from.getTime())) {
    if (day.valueOf() >= to.getTime()) break;
    const window = windowOfDay(hours, day);
    if (!window) continue;
    total += Math.max(0, Math.min(window[1], to.getTime()) - Math.max(window[0], from.getTime()));
  }
  return total / MINUTE;
}

/** 'HH:mm' on a 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A window's end at the next midnight (a zone working round the clock: '00:00'-'24:00'). */
export const END_OF_DAY = '24:00';

/** What is wrong with a zone's hours, or null: a known time zone, days 1-7, times of day (the end may be '24:00'), end after start. */
export function hoursProblem(hours: WorkingHours): 'timeZone' | 'days' | 'times' | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: hours.timeZone });
  } catch {
    return 'timeZone';
  }
  if (!hours.days.length || hours.days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return 'days';
  if (!TIME_OF_DAY.test(hours.start) || !(TIME_OF_DAY.test(hours.end) || hours.end === END_OF_DAY) || hours.end <= hours.start) return 'times';
  return null;
}
