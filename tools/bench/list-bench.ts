import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from 'api/dist/app.factory';
import { loadConfig, sqlitePath } from 'api/dist/core/config';
import { seedDemo } from 'api/dist/seed/demo-seed';
import { CountCache } from 'api/dist/engine/count-cache';
import { LEAD_COUNT, fillMysql, fillSqlite } from './leads';
import { measure, ms } from './stats';

const RUNS = 500;
const QUERY = 'curPageNo=1&pageSize=20&sortField=submitTime&sortOrder=desc&warehouseBusinessType=3';
const SQL_WHERE = 'WHERE warehouse_business_type = ?';
const SQL_PAGE = `SELECT * FROM landing_page_lead ${SQL_WHERE} ORDER BY submit_time DESC, id DESC LIMIT 20 OFFSET 0`;
const SQL_COUNT = `SELECT COUNT(1) AS total FROM landing_page_lead ${SQL_WHERE}`;

/**
 * The list call of 1,000,000 landing-page leads (page 1, 20 rows, sorted by submit time, one
 * equality filter) through HTTP with a token, next to the same two queries (page + count)
 * through the bare driver.
 */
export async function listBench(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const config = loadConfig({
    ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO_ON_MYSQL: '1',
    DATABASE_URL: databaseUrl ?? `sqlite://${join(dataDir, 'bench.sqlite')}`, WEB_DIST: join(dataDir, 'no-web'),
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const ds = app.get(DataSource);
  await ds.runMigrations({ transaction: 'each' });
  await seedDemo(ds, config);
  const [{ n }] = await ds.query('SELECT COUNT(1) AS n FROM landing_page_lead');
  if (Number(n) < LEAD_COUNT) {
    const started = Date.now();
    console.log(`  seeding ${LEAD_COUNT - Number(n)} leads...`);
    if (config.dbType === 'sqlite') fillSqlite(sqlitePath(config), Number(n));
    else await fillMysql(config.databaseUrl, Number(n));
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/wms-user/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };

  const listCall = (page: number) => async () => {
    const res = await fetch(`${base}/api/resources/landing-page?${QUERY.replace('curPageNo=1', `curPageNo=${page}`)}`, { headers });
    const body = (await res.json()) as { data: { records: unknown[] } };
    if (body.data.records.length !== 20) throw new Error('unexpected page');
  };
  // Cold: every call counts the matching rows (as the bare driver does below).
  const counts = app.get(CountCache) as CountCache;
  const cold = await measure(RUNS, 50, async () => {
    counts.invalidate('landing-page');
    await listCall(1)();
  });
  // Warm: a user turning pages of one filter; the big total comes from the count cache.
  let page = 0;
  const warm = await measure(RUNS, 50, () => listCall((page++ % 50) + 1)());

  let bare: Awaited<ReturnType<typeof measure>>;
  if (config.dbType === 'sqlite') {
    const db = new Database(sqlitePath(config), { readonly: true });
    const page = db.prepare(SQL_PAGE);
    const count = db.prepare(SQL_COUNT);
    bare = await measure(RUNS, 50, async () => {
      count.get(3);
      page.all(3);
    });
    db.close();
  } else {
    const c = await createConnection({ uri: config.databaseUrl, timezone: 'Z' });
    bare = await measure(RUNS, 50, async () => {
      await c.query(SQL_COUNT, [3]);
      await c.query(SQL_PAGE, [3]);
    });
    await c.end();
  }
  await app.close();
  console.log(`  HTTP list call, counting every time   p50 ${ms(cold.p50)}  p95 ${ms(cold.p95)}  (${(cold.p95 / bare.p95).toFixed(2)}x bare p95)`);
  console.log(`  HTTP list call, pages 1-50, cached total  p50 ${ms(warm.p50)}  p95 ${ms(warm.p95)}`);
  console.log(`  bare driver (count + page)            p50 ${ms(bare.p50)}  p95 ${ms(bare.p95)}`);
  console.log('  aim: p95 <= 20 ms and <= 1.5x the bare driver');
}
