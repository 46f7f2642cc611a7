import type { WorkingHours } from './hours';
import { atRiskMoment, clockMoments, dueMoments, pauseClock, readClock, resumeClock, stateAt } from './service-level';

const NY: WorkingHours = { timeZone: 'America/New_York', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
const at = (iso: string) => new Date(iso);

describe('service-level clocks', () => {
  it('sets the due moments in working time from the ticket\'s creation', () => {
    // Friday 20 November 16:00 EST; first response 120, resolution 960 (two working days)
    const due = dueMoments(NY, at('2026-11-20T21:00:00Z'), { firstResponseMinutes: 120, resolutionMinutes: 960 });
    expect(due.firstResponseDue.toISOString()).toBe('2026-11-23T15:00:00.000Z'); // Monday 10:00
    // 60 on Friday, 480 Monday, 420 Tuesday -> Tuesday 16:00 EST = 21:00Z
    expect(due.resolutionDue.toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('reads a clock: ok, at risk in the last fifth, breached past due, met or breached once done', () => {
    const due = at('2026-11-23T15:00:00Z'); // Monday 10:00 EST, a 120-minute target
    expect(readClock(NY, due, 120, null, at('2026-11-23T14:30:00Z'))).toEqual({ due, minutesLeft: 30, state: 'ok' });
    expect(readClock(NY, due, 120, null, at('2026-11-23T14:36:00Z'))).toEqual({ due, minutesLeft: 24, state: 'atRisk' });
    // over the weekend before it: Friday 16:30 -> 30 + 60 left
    expect(readClock(NY, due, 120, null, at('2026-11-20T21:30:00Z'))).toMatchObject({ minutesLeft: 90, state: 'ok' });
    expect(readClock(NY, due, 120, null, at('2026-11-23T15:01:00Z'))).toEqual({ due, minutesLeft: 0, state: 'breached' });
    // a year past due reads as fast: nothing is counted past the due moment
    expect(readClock(NY, due, 120, null, at('2027-11-23T15:01:00Z'))).toEqual({ due, minutesLeft: 0, state: 'breached' });
    expect(readClock(NY, due, 120, at('2026-11-23T14:59:00Z'), at('2026-11-25T00:00:00Z')).state).toBe('met');
    expect(readClock(NY, due, 120, at('2026-11-23T15:01:00Z'), at('2026-11-25T00:00:00Z')).state).toBe('breached');
    expect(readClock(NY, null, 120, null, at('2026-11-23T15:01:00Z'))).toEqual({ due: null, minutesLeft: null, state: 'ok' });
  });

  it('pauses while the client is waited for and resumes with the working minutes left', () => {
    // due Monday 10:00 EST; paused Friday 16:30 EST: 30 + 60 left
    const left = pauseClock(NY, at('2026-11-23T15:00:00Z'), at('2026-11-20T21:30:00Z'));
    expect(left).toBe(90);
    // resumed Tuesday 16:00 EST: 60 on Tuesday, 30 on Wednesday -> Wednesday 09:30 EST = 14:30Z
    expect(resumeClock(NY, left, at('2026-11-24T21:00:00Z')).toISOString()).toBe('2026-11-25T14:30:00.000Z');
    // paused past due: due at once on resuming
    expect(resumeClock(NY, -5, at('2026-11-24T21:00:00Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  // The list reads a clock from stored moments; it must say what the walk says.
  const BERLIN: WorkingHours = { timeZone: 'Europe/Berlin', days: [1, 2, 3, 4, 5, 6], start: '08:30', end: '18:00' };
  const ROUND: WorkingHours = { timeZone: 'Asia/Shanghai', days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' };

  it('stores the moment a clock turns at risk: the last fifth of its target, in working time', () => {
    // Friday 16:00 EST, 120 minutes: 96 before the last fifth -> 60 on Friday, 36 on Monday (09:36 EST)
    const m = clockMoments(NY, at('2026-11-20T21:00:00Z'), { firstResponseMinutes: 120, resolutionMinutes: 960 });
    expect(m.firstResponseDue.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(m.firstResponseAtRisk.toISOString()).toBe('2026-11-23T14:36:00.000Z');
    // 768 of 960: 60 Friday, 480 Monday, 228 Tuesday -> Tuesday 12:48 EST
    expect(m.resolutionAtRisk.toISOString()).toBe('2026-11-24T17:48:00.000Z');
    // resumed with less than the last fifth left: at risk at once
    expect(atRiskMoment(NY, at('2026-11-24T21:00:00Z'), 20, 120).toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('reads the same state from the stored moments as the working-time walk, through each clock, across weekends and DST', () => {
    const cases: Array<[WorkingHours, string, number]> = [
      [NY, '2026-11-20T21:00:00Z', 120], [NY, '2026-03-06T20:00:00Z', 200],
      [BERLIN, '2026-10-24T15:10:00Z', 240], [BERLIN, '2026-03-28T16:45:00Z', 300], [ROUND, '2026-11-24T23:59:00Z', 45],
    ];
    let compared = 0;
    for (const [hours, created, target] of cases) {
      const from = at(created);
      const due = dueMoments(hours, from, { firstResponseMinutes: target, resolutionMinutes: target }).resolutionDue;
      const atRisk = atRiskMoment(hours, from, target, target);
      // every 37 minutes from creation to an hour past due (prime to the hour: the minutes of the hour vary)
      for (let now = from.getTime(); now <= due.getTime() + 3_600_000; now += 37 * 60_000) {
        expect([created, target, new Date(now).toISOString(), stateAt(due, atRisk, null, new Date(now))])
          .toEqual([created, target, new Date(now).toISOString(), readClock(hours, due, target, null, new Date(now)).state]);
        compared++;
      }
      // at the moments themselves
      for (const now of [atRisk.getTime() - 1, atRisk.getTime(), due.getTime() - 1, due.getTime()]) {
        expect(stateAt(due, atRisk, null, new Date(now))).toBe(readClock(hours, due, target, null, new Date(now)).state);
      }
    }
    // a resumed clock: 90 working minutes left of 120 when the client answered
    const resumedAt = at('2026-11-24T21:00:00Z');
    const due = resumeClock(NY, 90, resumedAt);
    const atRisk = atRiskMoment(NY, resumedAt, 90, 120);
    for (let now = resumedAt.getTime(); now <= due.getTime() + 600_000; now += 11 * 60_000) {
      expect(stateAt(due, atRisk, null, new Date(now))).toBe(readClock(NY, due, 120, null, new Date(now)).state);
    }
    expect(compared).toBeGreaterThan(100);
    // done, paused and unknown
    expect(stateAt(at('2026-11-23T15:00:00Z'), null, at('2026-11-23T14:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe('met');
    expect(stateAt(at('2026-11-23T15:00:00Z'), null, at('2026-11-23T16:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe('breached');
    expect(stateAt(null, null, null, at('2026-11-30T00:00:00Z'))).toBe('ok');
    expect(stateAt(at('2026-11-23T15:00:00Z'), null, null, at('2026-11-23T14:00:00Z'))).toBeUndefined();
  });
});
