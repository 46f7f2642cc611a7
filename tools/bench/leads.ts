import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';

/** Deterministic lead rows: 5 business types, submit times spread over about two years. */
export const LEAD_COUNT = 1_000_000;
const START = Date.UTC(2025, 0, 1);

function lead(i: number): unknown[] {
  const t = new Date(START + i * 60_000 + (i % 7) * 1000);
  return [1, t, t, `Lead ${i}`, `Company ${i % 5000}`, `lead${i}@example.com`, null, (i % 5) + 1, i % 9, (i % 100) * 100, i % 2, t];
}
const COLUMNS = 'version, create_time, update_time, full_name, company_name, email, phone, warehouse_business_type, number_of_warehouses, free_space, using_wms, submit_time';

/** SQLite: one prepared statement in one transaction. Dates as TypeORM writes them (UTC text). */
export function fillSqlite(file: string, existing: number): void {
  const db = new Database(file);
  const insert = db.prepare(`INSERT INTO landing_page_lead (${COLUMNS}) VALUES (${COLUMNS.split(',').map(() => '?').join(',')})`);
  const asText = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
  db.transaction(() => {
    for (let i = existing; i < LEAD_COUNT; i++) {
      const row = lead(i).map((v) => (v instanceof Date ? asText(v) : v));
      insert.run(...row);
    }
  })();
  db.pragma('optimize');
  db.close();
}

/** MySQL: multi-row inserts of 5,000. */
export async function fillMysql(url: string, existing: number): Promise<void> {
  const c = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z' });
  for (let from = existing; from < LEAD_COUNT; from += 5000) {
    const rows = [];
    for (let i = from; i < Math.min(LEAD_COUNT, from + 5000); i++) rows.push(lead(i));
    await c.query(`INSERT INTO landing_page_lead (${COLUMNS}) VALUES ?`, [rows]);
  }
  await c.query('ANALYZE TABLE landing_page_lead');
  await c.end();
}
