import type { WorkingHours } from './hours';
import { dueMoments, pauseClock, readClock, resumeClock } from './service-level';

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
});
