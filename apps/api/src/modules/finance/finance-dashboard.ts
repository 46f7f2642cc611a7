import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { dailyFigures, dayWindow, formatUnits, unitsFromStorage, type DayMovement } from '@console/ledger';
import type { CurrentAdmin } from '../../core/http/request-context';

/** `GET /api/finance/dashboard`: the chart's days and the window's totals, 4-decimal strings. */
export interface FinanceDashboard {
  days: Array<{ day: string; fundsReceived: string; billed: string; available: string }>;
  totals: { fundsReceived: string; billed: string; available: string };
}

const DASHBOARD_DAYS = 30;
type Raw = Record<string, string | number | null>;

/**
 * Funds received, money billed and the available balance over the last `count` UTC days, over
 * the accounts the user may see (a sales user: its own clients'). One pass over the window's
 * entries, a sum per day in portable SQL (a CASE per day: no date function differs between
 * SQLite and MySQL), and the accounts' cached available now, read in one transaction so both
 * see the same postings; libs/ledger `dailyFigures` walks available back day by day.
 */
export async function financeDashboard(ds: DataSource, admin: CurrentAdmin, now = new Date(), count = DASHBOARD_DAYS): Promise<FinanceDashboard> {
  const { days, start } = dayWindow(now, count);
  const bounds = days.map((_, i) => new Date(start.getTime() + i * 86_400_000));
  return ds.transaction(async (em) => {
    const scoped = <T extends SelectQueryBuilder<object>>(qb: T, alias: string): T => {
      if (admin.assignedOnly) qb.innerJoin('client', 'c', `c.id = ${alias}.client_id AND c.sales_id = :me`, { me: admin.id });
      return qb;
    };
    const window = scoped(em.createQueryBuilder().from('ledger_entry', 'e'), 'e').where('e.record_time >= :from', { from: start });
    const params: Record<string, Date> = {};
    const sums: string[] = [];
    bounds.forEach((from, i) => {
      params[`d${i}`] = from;
      const inDay = i === bounds.length - 1 ? `e.record_time >= :d${i}` : `e.record_time >= :d${i} AND e.record_time < :d${i + 1}`;
      sums.push(
        `SUM(CASE WHEN ${inDay} AND e.flow_type = 1 THEN e.amount ELSE 0 END) AS f${i}`,
        `SUM(CASE WHEN ${inDay} AND e.flow_type = 2 THEN e.amount ELSE 0 END) AS b${i}`,
        `SUM(CASE WHEN ${inDay} THEN e.amount - e.pending_amount ELSE 0 END) AS a${i}`,
      );
    });
    const row = ((await window.select(sums.join(', ')).setParameters(params).getRawOne()) ?? {}) as Raw;
    const accounts = (await scoped(em.createQueryBuilder().from('finance_account', 'a'), 'a').select('SUM(a.available)', 'available').getRawOne()) as Raw | undefined;
    const movements: DayMovement[] = days.map((_, i) => ({
      funded: unitsFromStorage(row[`f${i}`]), billedAmount: unitsFromStorage(row[`b${i}`]), availableDelta: unitsFromStorage(row[`a${i}`]),
    }));
    const series = dailyFigures(days, movements, unitsFromStorage(accounts?.available ?? 0));
    const sum = (pick: (d: (typeof series)[number]) => bigint) => formatUnits(series.reduce((s, d) => s + pick(d), 0n));
    return {
      days: series.map((d) => ({ day: d.day, fundsReceived: formatUnits(d.fundsReceived), billed: formatUnits(d.billed), available: formatUnits(d.available) })),
      totals: { fundsReceived: sum((d) => d.fundsReceived), billed: sum((d) => d.billed), available: formatUnits(series[series.length - 1].available) },
    };
  });
}
