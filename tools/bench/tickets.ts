import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';

/**
 * Deterministic ticket rows for the support list bench: 4 sources x 5 statuses x 4 priorities
 * evenly, the given clients in turn, create times 30 s apart (about a year). Case numbers start
 * with 'B' so they never meet the desk's own 'T2611240001'; no assignee, so the auto-assignment
 * bench's agents carry no filler load.
 */
export const SOURCES = ['EZEESHIP', 'OWN_WAREHOUSE', 'WMS', 'LABEL_SERVER'];
const START = Date.UTC(2025, 10, 1);
export const FILLER_PREFIX = 'B';

function ticketRow(i: number, clientIds: number[]): unknown[] {
  const t = new Date(START + i * 30_000);
  const status = (Math.floor(i / 4) % 5) + 1;
  return [1, t, t, `${FILLER_PREFIX}${String(i).padStart(9, '0')}`, SOURCES[i % 4], clientIds[i % clientIds.length],
    `Bench ticket ${i}`, 'Filled by tools/bench/tickets.ts', (Math.floor(i / 20) % 4) + 1, status, '{}', t];
}
const COLUMNS = 'version, create_time, update_time, case_no, platform_source, client_id, subject, description, priority, status, extra, last_activity_at';

/** SQLite: one prepared statement in one transaction; dates as TypeORM writes them (UTC text). */
export function fillTicketsSqlite(file: string, from: number, count: number, clientIds: number[]): void {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(`INSERT INTO ticket (${COLUMNS}) VALUES (${COLUMNS.split(',').map(() => '?').join(',')})`);
  const asText = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
  db.transaction(() => {
    for (let i = from; i < from + count; i++) insert.run(...ticketRow(i, clientIds).map((v) => (v instanceof Date ? asText(v) : v)));
  })();
  db.pragma('optimize');
  db.close();
}

/** MySQL: multi-row inserts of 5,000. */
export async function fillTicketsMysql(url: string, from: number, count: number, clientIds: number[]): Promise<void> {
  const c = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z' });
  for (let at = from; at < from + count; at += 5000) {
    const rows = [];
    for (let i = at; i < Math.min(from + count, at + 5000); i++) rows.push(ticketRow(i, clientIds));
    await c.query(`INSERT INTO ticket (${COLUMNS}) VALUES ?`, [rows]);
  }
  await c.query('ANALYZE TABLE ticket');
  await c.end();
}
