import { addWorkingMinutes, workingMinutesBetween, type WorkingHours } from './hours';

/**
 * Service levels (beyond the spec): first-response and resolution targets per
 * priority, counted in working time of the ticket's zone (round the clock when it has none).
 * Pure: the support module stores the due moments on the ticket and asks for its state.
 */
export interface ServiceTargets {
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

/** The last fifth of a target is "about to breach": the assignee is told, the list turns it red. */
export const AT_RISK_SHARE = 0.2;

export type ClockState = 'met' | 'ok' | 'atRisk' | 'breached';

/** One clock's reading: its due moment, working minutes left (negative once past), and its state. */
export interface ClockReading {
  due: Date | null;
  minutesLeft: number | null;
  state: ClockState;
}

/** The due moments of a new ticket: each target's working minutes after its creation. */
export function dueMoments(hours: WorkingHours | null, createdAt: Date, targets: ServiceTargets): { firstResponseDue: Date; resolutionDue: Date } {
  return {
    firstResponseDue: addWorkingMinutes(hours, createdAt, targets.firstResponseMinutes),
    resolutionDue: addWorkingMinutes(hours, createdAt, targets.resolutionMinutes),
  };
}

/**
 * The moment a clock enters its last fifth (turns at risk), given the working minutes it has left
 * at `from` (a new clock: its whole target): the working time that is not the last fifth, counted
 * from `from`; at `from` itself when less is left. Stored next to the due moment, it lets a list
 * read a clock's state by comparing moments (`stateAt`), with no working-time walk per row.
 */
export function atRiskMoment(hours: WorkingHours | null, from: Date, minutesLeftAtFrom: number, targetMinutes: number): Date {
  const before = minutesLeftAtFrom - targetMinutes * AT_RISK_SHARE;
  return before <= 0 ? from : addWorkingMinutes(hours, from, before);
}

/** dueMoments() with the moment each clock turns at risk (atRiskMoment). */
export function clockMoments(hours: WorkingHours | null, createdAt: Date, targets: ServiceTargets): {
  firstResponseDue: Date; resolutionDue: Date; firstResponseAtRisk: Date; resolutionAtRisk: Date;
} {
  return {
    ...dueMoments(hours, createdAt, targets),
    firstResponseAtRisk: atRiskMoment(hours, createdAt, targets.firstResponseMinutes, targets.firstResponseMinutes),
    resolutionAtRisk: atRiskMoment(hours, createdAt, targets.resolutionMinutes, targets.resolutionMinutes),
  };
}

/**
 * readClock()'s state from stored moments, by comparisons only (the same rules in the same order):
 * undefined when the clock runs but its at-risk moment is not stored (a ticket written before it
 * was), and the caller reads the clock the long way.
 */
export function stateAt(due: Date | null, atRisk: Date | null, doneAt: Date | null, now: Date): ClockState | undefined {
  if (doneAt) return due && doneAt > due ? 'breached' : 'met';
  if (!due) return 'ok';
  if (now >= due) return 'breached';
  if (!atRisk) return undefined;
  return now >= atRisk ? 'atRisk' : 'ok';
}

/** Signed working minutes from `now` to `due`: positive before it, negative after. */
export function minutesLeft(hours: WorkingHours | null, now: Date, due: Date): number {
  return now <= due ? workingMinutesBetween(hours, now, due) : -workingMinutesBetween(hours, due, now);
}

/**
 * A clock's state, rules in order:
 * 1. done (`doneAt` set): met if done by the due moment, else breached;
 * 2. no due moment (the clock is paused): ok, nothing left counted;
 * 3. past due: breached, with no minutes left (how far past is not counted: a list of old tickets
 *    would walk every day since each one's due moment);
 * 4. within the last fifth of the target: at risk;
 * 5. otherwise ok.
 */
export function readClock(hours: WorkingHours | null, due: Date | null, targetMinutes: number, doneAt: Date | null, now: Date): ClockReading {
  if (doneAt) return { due, minutesLeft: null, state: due && doneAt > due ? 'breached' : 'met' };
  if (!due) return { due, minutesLeft: null, state: 'ok' };
  if (now >= due) return { due, minutesLeft: 0, state: 'breached' };
  const left = minutesLeft(hours, now, due);
  return { due, minutesLeft: left, state: left <= targetMinutes * AT_RISK_SHARE ? 'atRisk' : 'ok' };
}

/**
 * Waiting for the client stops the resolution clock (the time is the client's, not the desk's):
 * pausing keeps the working minutes left, resuming sets a new due moment that far from then.
 */
export function pauseClock(hours: WorkingHours | null, due: Date, at: Date): number {
  return minutesLeft(hours, at, due);
}

export function resumeClock(hours: WorkingHours | null, left: number, at: Date): Date {
  return left <= 0 ? at : addWorkingMinutes(hours, at, left);
}
