import { dayPlus } from '@console/contracts';

/** `GET /api/orders/summary` (amounts as 4-decimal strings). */
export interface OrderSummary {
  from: string;
  to: string;
  rows: Array<{ clientId: number; clientName: string; warehouseId: number; warehouseName: string; status: number; orders: number; amount: string }>;
  days: Array<{ day: string; status: number; orders: number }>;
  totals: { orders: number; amount: string };
}

/** A chart point: the day, its label, and one number of orders per status key (`s1`..`s8`). */
export type ChartPoint = { day: string; label: string } & Record<string, number | string>;

export const statusKey = (status: number) => `s${status}`;

/**
 * The chart's points: every day of the range (a day without orders is an empty bar, not a gap
 * the axis closes), each with its orders per status; and the statuses that appear, in code order.
 */
export function chartPoints(summary: Pick<OrderSummary, 'from' | 'to' | 'days'>): { points: ChartPoint[]; statuses: number[] } {
  const byDay = new Map<string, ChartPoint>();
  for (let day = summary.from; day <= summary.to; day = dayPlus(day, 1)) byDay.set(day, { day, label: day.slice(5) });
  const statuses = new Set<number>();
  for (const d of summary.days) {
    const point = byDay.get(d.day);
    if (!point) continue;
    point[statusKey(d.status)] = d.orders;
    statuses.add(d.status);
  }
  const sorted = [...statuses].sort((a, b) => a - b);
  const points = [...byDay.values()].map((p) => ({ ...Object.fromEntries(sorted.map((s) => [statusKey(s), 0])), ...p }) as ChartPoint);
  return { points, statuses: sorted };
}
