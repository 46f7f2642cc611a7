import type { Units } from './units';

const DAY_MS = 86_400_000;

/** What the entries of one UTC day moved, summed (units). */
export interface DayMovement {
  /** Sum of the amounts of add-funds entries (flow type 1). */
  funded: Units;
  /** Sum of the amounts of billed entries (flow type 2): negative for money billed. */
  billedAmount: Units;
  /** Sum of amount - pendingDelta of every entry: how the day moved available. */
  availableDelta: Units;
}

/** One point of the dashboard's chart. */
export interface DayFigures {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  fundsReceived: Units;
  /** Money billed that day: minus the billed amounts, so a void's refund lowers it. */
  billed: Units;
  /** Available at the day's end, over the accounts counted. */
  available: Units;
}

/** The `count` UTC days ending with `today`'s, oldest first, and where the window starts. */
export function dayWindow(today: Date, count: number): { days: string[]; start: Date } {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Array.from({ length: count }, (_, i) => new Date(last - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
  return { days, start: new Date(last - (count - 1) * DAY_MS) };
}

/**
 * The chart's days, from each day's movements and the available balance now: available at the
 * end of a day is today's minus what the later days moved (today's end is now), so the series
 * needs no sum over the whole ledger. `movements[i]` belongs to `days[i]`.
 */
export function dailyFigures(days: string[], movements: DayMovement[], availableNow: Units): DayFigures[] {
  if (movements.length !== days.length) throw new Error('one movement per day');
  const out: DayFigures[] = new Array(days.length);
  let available = availableNow;
  for (let i = days.length - 1; i >= 0; i--) {
    const m = movements[i];
    out[i] = { day: days[i], fundsReceived: m.funded, billed: -m.billedAmount, available };
    available -= m.availableDelta;
  }
  return out;
}
