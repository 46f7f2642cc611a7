import { addWorkingMinutes, hoursProblem, isWorkingAt, workingMinutesBetween, type WorkingHours } from './hours';

// New York, Monday to Friday 09:00-17:00; Shanghai, Monday to Saturday 09:00-18:00
const NY: WorkingHours = { timeZone: 'America/New_York', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
const SH: WorkingHours = { timeZone: 'Asia/Shanghai', days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '18:00' };
const at = (iso: string) => new Date(iso);

describe('working hours in a zone\'s time zone', () => {
  it('knows when the zone works: the window\'s start counts, its end does not, weekends are off', () => {
    // Monday 23 November 2026, EST (UTC-5)
    expect(isWorkingAt(NY, at('2026-11-23T13:59:00Z'))).toBe(false); // 08:59
    expect(isWorkingAt(NY, at('2026-11-23T14:00:00Z'))).toBe(true); // 09:00
    expect(isWorkingAt(NY, at('2026-11-23T21:59:00Z'))).toBe(true); // 16:59
    expect(isWorkingAt(NY, at('2026-11-23T22:00:00Z'))).toBe(false); // 17:00
    expect(isWorkingAt(NY, at('2026-11-21T15:00:00Z'))).toBe(false); // Saturday 10:00
    expect(isWorkingAt(null, at('2026-11-21T15:00:00Z'))).toBe(true); // no zone: round the clock
  });

  it('adds working minutes across the evening and the weekend, worked by hand', () => {
    // Friday 16:00 EST + 120: 60 on Friday, 60 on Monday from 09:00 -> Monday 10:00 EST = 15:00Z
    expect(addWorkingMinutes(NY, at('2026-11-20T21:00:00Z'), 120).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    // Saturday 10:00 + 30 -> Monday 09:30 EST = 14:30Z
    expect(addWorkingMinutes(NY, at('2026-11-21T15:00:00Z'), 30).toISOString()).toBe('2026-11-23T14:30:00.000Z');
    // within the day: Tuesday 10:15 + 45 = 11:00 EST
    expect(addWorkingMinutes(NY, at('2026-11-24T15:15:00Z'), 45).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    // Shanghai (UTC+8): Saturday 17:00 + 240: 60 on Saturday, Sunday off, 180 on Monday -> 12:00 = 04:00Z
    expect(addWorkingMinutes(SH, at('2026-11-21T09:00:00Z'), 240).toISOString()).toBe('2026-11-23T04:00:00.000Z');
    // no zone: plain minutes
    expect(addWorkingMinutes(null, at('2026-11-21T09:00:00Z'), 90).toISOString()).toBe('2026-11-21T10:30:00.000Z');
  });

  it('follows the clock over the end of daylight saving time', () => {
    // Friday 30 October 2026 16:30 EDT (UTC-4) + 60: 30 on Friday; Monday 2 November 09:00 EST (UTC-5) + 30
    expect(addWorkingMinutes(NY, at('2026-10-30T20:30:00Z'), 60).toISOString()).toBe('2026-11-02T14:30:00.000Z');
    expect(workingMinutesBetween(NY, at('2026-10-30T20:30:00Z'), at('2026-11-02T14:30:00Z'))).toBe(60);
  });

  it('counts working minutes between two moments', () => {
    // Friday 16:00 to Monday 10:00 EST: 60 + 60
    expect(workingMinutesBetween(NY, at('2026-11-20T21:00:00Z'), at('2026-11-23T15:00:00Z'))).toBe(120);
    // a whole week: 5 x 8 h
    expect(workingMinutesBetween(NY, at('2026-11-23T05:00:00Z'), at('2026-11-30T05:00:00Z'))).toBe(5 * 8 * 60);
    expect(workingMinutesBetween(NY, at('2026-11-23T15:00:00Z'), at('2026-11-20T21:00:00Z'))).toBe(0);
  });

  it('adding then counting gives the minutes back, from any moment', () => {
    for (let start = Date.UTC(2026, 9, 28); start < Date.UTC(2026, 10, 10); start += 97 * 60_000) {
      for (const minutes of [1, 59, 480, 1000]) {
        const due = addWorkingMinutes(NY, new Date(start), minutes);
        expect(workingMinutesBetween(NY, new Date(start), due)).toBeCloseTo(minutes, 6);
      }
    }
  });

  it('names what is wrong with a zone\'s hours', () => {
    expect(hoursProblem(NY)).toBeNull();
    expect(hoursProblem({ ...NY, timeZone: 'Mars/Olympus' })).toBe('timeZone');
    expect(hoursProblem({ ...NY, days: [] })).toBe('days');
    expect(hoursProblem({ ...NY, days: [0] })).toBe('days');
    expect(hoursProblem({ ...NY, start: '17:00', end: '09:00' })).toBe('times');
    expect(hoursProblem({ ...NY, start: '9:00' })).toBe('times');
    expect(hoursProblem({ ...NY, start: '00:00', end: '24:00' })).toBeNull();
    expect(hoursProblem({ ...NY, end: '24:01' })).toBe('times');
    expect(hoursProblem({ ...NY, start: '24:00', end: '24:00' })).toBe('times');
  });

  it('works round the clock with 00:00-24:00, across midnight and the end of daylight saving time', () => {
    const ALL_DAY: WorkingHours = { timeZone: 'America/New_York', days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' };
    // Monday 23:59 EST (04:59Z Tuesday) is working time: the last minute of the day counts
    expect(isWorkingAt(ALL_DAY, at('2026-11-24T04:59:00Z'))).toBe(true);
    // Monday 23:30 EST + 60: straight over midnight -> Tuesday 00:30 EST = 05:30Z
    expect(addWorkingMinutes(ALL_DAY, at('2026-11-24T04:30:00Z'), 60).toISOString()).toBe('2026-11-24T05:30:00.000Z');
    // Saturday 31 October 23:00 EDT (03:00Z) + 180: Sunday 1 November has 25 hours -> 01:00 EST = 06:00Z
    expect(addWorkingMinutes(ALL_DAY, at('2026-11-01T03:00:00Z'), 180).toISOString()).toBe('2026-11-01T06:00:00.000Z');
    // a whole week of wall time is a whole week of working time (plus the extra hour of 1 November)
    expect(workingMinutesBetween(ALL_DAY, at('2026-10-30T04:00:00Z'), at('2026-11-06T05:00:00Z'))).toBe(7 * 24 * 60 + 60);
    // Mon-Fri round the clock: Friday 23:00 EST + 120 -> 60 on Friday, the weekend off, Monday 01:00 EST = 06:00Z
    const WEEKDAYS: WorkingHours = { ...ALL_DAY, days: [1, 2, 3, 4, 5] };
    expect(addWorkingMinutes(WEEKDAYS, at('2026-11-28T04:00:00Z'), 120).toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });
});
