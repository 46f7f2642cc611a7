import type { BenchApi, Row } from './bench-api';
import { measure, ms } from './stats';

const RUNS = 50;

/**
 * The order summary (02 §2 order-summary) over the order list bench's table (1,000,000 parcel
 * orders over a year, 30 s apart: about 89,000 a month): a week, a month and three months, each
 * the two grouped reads (per client, warehouse and status; per day and status) and the names,
 * over HTTP with the super-administrator's token; then the database's plan of the grouped read.
 * Aim: a month p95 <= 200 ms.
 */
export async function orderSummaryBench(api: BenchApi): Promise<void> {
  const cases: Array<[string, string, string]> = [['a week', '2026-03-01', '2026-03-07'], ['a month', '2026-03-01', '2026-03-31'], ['3 months', '2026-03-01', '2026-05-31']];
  for (const [name, from, to] of cases) {
    const first = await api.call('GET', `orders/summary?from=${from}&to=${to}`);
    const totals = first.totals as { orders: number; amount: string };
    const timed = await measure(RUNS, 5, () => api.call('GET', `orders/summary?from=${from}&to=${to}`));
    console.log(`  summary, ${name.padEnd(8)} ${totals.orders.toLocaleString('en-US').padStart(8)} orders, ${(first.rows as unknown[]).length} rows, $${Number(totals.amount).toLocaleString('en-US')}  p50 ${ms(timed.p50)} p95 ${ms(timed.p95)}  (${RUNS} calls)`);
  }
  console.log('  aim: a month p95 <= 200 ms');
  const sqlite = api.config.dbType === 'sqlite';
  // as the API sends it: on SQLite naming the covering index (order-summary.service.ts says why)
  const hint = sqlite ? ' INDEXED BY IDX_client_order_create_time_client_id_warehouse_id_status_label' : '';
  const sql = `SELECT client_id, warehouse_id, status, COUNT(1), SUM(label_total) FROM client_order${hint} WHERE create_time >= '2026-03-01 00:00:00' AND create_time < '2026-04-01 00:00:00' GROUP BY client_id, warehouse_id, status`;
  const rows = (await api.ds.query(`${sqlite ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${sql}`)) as Row[];
  console.log(`  plan: ${sqlite ? rows.map((r) => r.detail).join('; ') : rows.map((r) => `key=${r.key} rows=${r.rows} ${r.Extra ?? ''}`).join('; ')}`);
}
