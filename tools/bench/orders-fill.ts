import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import type { Row } from './bench-api';

/**
 * Deterministic client_order rows for the order list bench, straight into the migration's table.
 * A year of orders, oldest first, 30 s apart: the newest 2% still moving (drafts to shipped,
 * spread), the rest mostly completed (82%), shipped (8%), cancelled (8%) and stale drafts (2%).
 * Clients skewed (the first few hold most orders, as big shippers do), warehouses in turn.
 * Order numbers start with SO9, far past the sequence's own. Every other column is the template
 * order's (one made through the API), so the rows read back as the API writes them.
 */
export interface FillPlan {
  count: number;
  clientIds: number[];
  warehouseIds: number[];
  /** A row of client_order as the API wrote it (column names as keys). */
  template: Row;
}

const START = Date.UTC(2025, 10, 1);
const SKIP = new Set(['id', 'version', 'create_time', 'update_time', 'order_no', 'client_id', 'warehouse_id', 'status', 'cancel_status', 'submitted_at', 'tracking_no', 'tracking_status', 'label_created_at', 'label_total', 'label_deduction_type']);

/** Status of the i-th of n orders (i = 0 the oldest). */
export function statusOf(i: number, n: number): number {
  const h = (i * 2654435761) % 100; // a fixed scatter of 0..99 per row
  if (i >= n * 0.98) return [1, 2, 2, 3, 4, 5, 5, 6][h % 8];
  return h < 82 ? 7 : h < 90 ? 6 : h < 98 ? 8 : 1;
}

/** Skewed client index: the square of a scatter over [0, 1) favours the first clients. */
const clientAt = (i: number, clients: number) => Math.floor((((i * 40503) % 9973) / 9973) ** 2 * clients);

function columnsOf(plan: FillPlan): string[] {
  return ['version', 'create_time', 'update_time', 'order_no', 'client_id', 'warehouse_id', 'status', 'cancel_status', 'submitted_at', 'tracking_no', 'tracking_status', 'label_created_at', 'label_total', 'label_deduction_type',
    ...Object.keys(plan.template).filter((k) => !SKIP.has(k))];
}

function rowOf(i: number, plan: FillPlan, rest: unknown[]): unknown[] {
  const t = new Date(START + i * 30_000);
  const status = statusOf(i, plan.count);
  const submitted = status >= 2 && status <= 7 ? new Date(t.getTime() + 600_000) : null;
  const labelled = status >= 5 && status <= 7;
  return [1, t, submitted ?? t, `SO9${String(i).padStart(9, '0')}`, plan.clientIds[clientAt(i, plan.clientIds.length)], plan.warehouseIds[i % plan.warehouseIds.length],
    status, status === 8 ? 2 : 4, submitted, labelled ? `1ZBENCH${String(i).padStart(11, '0')}` : null, labelled ? (status === 7 ? 3 : status === 6 ? 2 : 1) : null,
    labelled ? submitted : null, labelled ? 120_000 + (i % 50) * 1000 : null, labelled ? 1 : null, ...rest];
}

/** SQLite: one prepared statement in one transaction; dates as TypeORM writes them (UTC text). */
export function fillOrdersSqlite(file: string, plan: FillPlan): void {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const columns = columnsOf(plan);
  const rest = columns.slice(14).map((c) => plan.template[c]);
  const insert = db.prepare(`INSERT INTO client_order (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(',')})`);
  const asText = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
  const bind = (v: unknown) => (v instanceof Date ? asText(v) : typeof v === 'boolean' ? Number(v) : v);
  db.transaction(() => {
    for (let i = 0; i < plan.count; i++) insert.run(...rowOf(i, plan, rest).map(bind));
  })();
  db.exec('ANALYZE');
  db.close();
}

/** MySQL/MariaDB: multi-row INSERTs of 2,000, 50 of them per transaction. */
export async function fillOrdersMysql(url: string, plan: FillPlan): Promise<void> {
  const c = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z' });
  const columns = columnsOf(plan);
  const rest = columns.slice(14).map((k) => plan.template[k]);
  for (let at = 0; at < plan.count; at += 100_000) {
    await c.query('START TRANSACTION');
    for (let from = at; from < Math.min(plan.count, at + 100_000); from += 2000) {
      const rows = [];
      for (let i = from; i < Math.min(plan.count, from + 2000); i++) rows.push(rowOf(i, plan, rest));
      await c.query(`INSERT INTO client_order (${columns.join(', ')}) VALUES ?`, [rows]);
    }
    await c.query('COMMIT');
  }
  await c.query('ANALYZE TABLE client_order');
  await c.end();
}
