import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from 'api/dist/app.factory';
import { loadConfig, sqlitePath } from 'api/dist/core/config';
import { seedDemo } from 'api/dist/seed/demo-seed';
import { CountCache } from 'api/dist/engine/count-cache';
import { FILLER_PREFIX, SOURCES, fillTicketsMysql, fillTicketsSqlite } from './tickets';
import { measure, ms, percentile } from './stats';

const TICKETS = 1_000_000;
const AGENTS = 50;
const CREATES = 10_000;
const IN_FLIGHT = 8;
const RUNS = 500;
// The console's Support Cases list of one source, Open only, default sort (createTime desc).
const LIST = 'curPageNo=1&pageSize=20&sortField=createTime&sortOrder=desc&platformSource=EZEESHIP&status=1';
const SQL_WHERE = 'WHERE platform_source = ? AND status IN (?)';
const SQL_PAGE = `SELECT * FROM ticket ${SQL_WHERE} ORDER BY create_time DESC, id DESC LIMIT 20 OFFSET 0`;
const SQL_COUNT = `SELECT COUNT(1) AS total FROM ticket ${SQL_WHERE}`;
// The bench's own category: only its rule matches it, so seeded or other rules never see bench tickets.
const CATEGORY = 'Bench Category';
const ZONE = 'Bench All Week';
const LEVELS = { urgentFirstResponse: 60, urgentResolution: 480, highFirstResponse: 120, highResolution: 960, normalFirstResponse: 240, normalResolution: 1920, lowFirstResponse: 480, lowResolution: 2880 };

type Row = Record<string, unknown>;

/**
 * The support desk: 10,000 tickets created over HTTP and auto-assigned over a pool of 50 agents
 * (throughput, balance), then the Support Cases list of one source with a status filter on about
 * 1,000,000 tickets (cold and warm p50/p95, next to the bare driver).
 */
export async function supportBench(dataDir: string, databaseUrl?: string): Promise<void> {
  const config = loadConfig({
    ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO_ON_MYSQL: '1',
    DATABASE_URL: databaseUrl ?? `sqlite://${join(dataDir, 'support-bench.sqlite')}`, WEB_DIST: join(dataDir, 'no-web'),
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const ds = app.get(DataSource);
  await ds.runMigrations({ transaction: 'each' });
  await seedDemo(ds, config);
  const idOf = async (sql: string, params: unknown[]) => {
    const [row] = (await ds.query(sql, params)) as Row[];
    return row ? Number(row.id) : undefined;
  };

  // The last run's bench tickets go first, so loads start at 0 and the table's size stays put.
  const staleCategory = await idOf('SELECT id FROM ticket_template WHERE name = ?', [CATEGORY]);
  if (staleCategory) await ds.query('DELETE FROM ticket WHERE category_id = ?', [staleCategory]);
  await ds.query("DELETE FROM ticket_notice WHERE admin_user_id IN (SELECT id FROM admin_user WHERE user_name LIKE 'bench-agent-%')");

  // The filler before any HTTP call (a fill longer than the server's keep-alive would leave a dead
  // pooled socket), and before the creates, so the assignment runs next to a big table.
  const clientIds = ((await ds.query('SELECT id FROM client ORDER BY id')) as Row[]).map((r) => Number(r.id));
  const [{ n }] = (await ds.query('SELECT COUNT(1) AS n FROM ticket')) as Row[];
  if (Number(n) < TICKETS) {
    const [{ f }] = (await ds.query('SELECT COUNT(1) AS f FROM ticket WHERE case_no >= ? AND case_no < ?', [FILLER_PREFIX, 'C'])) as Row[];
    const started = Date.now();
    console.log(`  filling ${TICKETS - Number(n)} tickets over ${clientIds.length} clients...`);
    if (config.dbType === 'sqlite') fillTicketsSqlite(sqlitePath(config), Number(f), TICKETS - Number(n), clientIds);
    else await fillTicketsMysql(config.databaseUrl, Number(f), TICKETS - Number(n), clientIds);
    console.log(`  filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/wms-user/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: object): Promise<Row> => {
    const res = await fetch(`${base}/api/${path}`, { method, headers, body: body && JSON.stringify(body) });
    const json = (await res.json()) as { data: Row };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };

  // Set-up through the API, reused by name on later runs.
  const categoryId = await idOf('SELECT id FROM ticket_template WHERE name = ?', [CATEGORY])
    ?? Number((await call('POST', 'resources/ticket-template', { name: CATEGORY, fields: [], status: 1 })).id);
  const names = Array.from({ length: AGENTS }, (_, i) => `bench-agent-${String(i + 1).padStart(2, '0')}`);
  const known = new Map(((await ds.query("SELECT id, user_name AS name FROM admin_user WHERE user_name LIKE 'bench-agent-%'")) as Row[]).map((r) => [String(r.name), Number(r.id)]));
  for (const name of names.filter((n) => !known.has(n))) {
    const created = await call('POST', 'resources/admin-user', { userName: name, firstName: 'Bench', lastName: `Agent ${name.slice(-2)}`, email: `${name}@example.com`, password: 'Bench12345', timeZone: 'UTC' });
    known.set(name, Number(created.id));
  }
  const agentIds = names.map((n) => known.get(n)!);
  // All week, 00:00-23:59 UTC: hoursProblem takes no 24:00, so 23:59-24:00 UTC is off duty.
  const zoneId = await idOf('SELECT id FROM ticket_zone WHERE name = ?', [ZONE]) ?? Number((await call('POST', 'resources/ticket-zone', {
    name: ZONE, regions: ['*'], clientIds: [], agentIds, timeZone: 'UTC', workDays: [1, 2, 3, 4, 5, 6, 7], workStart: '00:00', workEnd: '23:59', status: 1, ...LEVELS,
  })).id);
  if (!(await idOf('SELECT id FROM ticket_assign_rule WHERE category_id = ?', [categoryId]))) {
    await call('POST', 'resources/ticket-assign-rule', { sortOrder: 1, categoryId, zoneId, agentIds, status: 1 });
  }
  const marks = agentIds.map(() => '?').join(',');

  // 1. Auto-assignment: 10,000 creates, IN_FLIGHT at a time.
  const latencies: number[] = [];
  let next = 0;
  let unassigned = 0;
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (next < CREATES) {
      const i = next++;
      const t0 = process.hrtime.bigint();
      const t = await call('POST', 'resources/ticket', {
        platformSource: SOURCES[i % 4], clientId: clientIds[i % clientIds.length], categoryId, subject: `Bench assignment ${i}`, description: 'Auto-assignment bench', priority: (i % 4) + 1, extra: {},
      });
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (t.assigneeId == null) unassigned++;
    }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // The push (notice, STOMP, message log) runs after each commit: how far it trails the creates.
  const pushed = await waitFor(async () => Number(((await ds.query(`SELECT COUNT(1) AS c FROM ticket_notice WHERE admin_user_id IN (${marks})`, agentIds)) as Row[])[0].c) >= CREATES);
  if (unassigned) throw new Error(`${unassigned} of ${CREATES} tickets left unassigned (23:59-24:00 UTC is outside the zone's hours)`);
  const loads = new Map(((await ds.query('SELECT assignee_id AS a, COUNT(1) AS n FROM ticket WHERE category_id = ? AND status IN (1, 2, 3) GROUP BY assignee_id', [categoryId])) as Row[])
    .map((r) => [Number(r.a), Number(r.n)]));
  const outside = [...loads.keys()].filter((a) => !agentIds.includes(a));
  if (outside.length) throw new Error(`bench tickets assigned outside the pool: ${outside.join(', ')}`);
  const perAgent = agentIds.map((a) => loads.get(a) ?? 0);
  latencies.sort((a, b) => a - b);
  console.log(`  ${CREATES} creates, ${IN_FLIGHT} in flight, pool of ${AGENTS}: ${(CREATES / seconds).toFixed(1)} tickets/s  (create p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))})`);
  console.log(`  open tickets per agent: min ${Math.min(...perAgent)}  max ${Math.max(...perAgent)}  spread ${Math.max(...perAgent) - Math.min(...perAgent)}  (aim <= 2; all ${CREATES} assigned)`);
  console.log(`  assignment pushes stored ${pushed === null ? 'not all within 60 s' : `${pushed.toFixed(1)} s after the last create`}`);

  // 2. The list of one source, Open only.
  const [{ total }] = (await ds.query('SELECT COUNT(1) AS total FROM ticket')) as Row[];
  const listCall = (page: number) => async () => {
    const res = await fetch(`${base}/api/resources/ticket?${LIST.replace('curPageNo=1', `curPageNo=${page}`)}`, { headers });
    const body = (await res.json()) as { data: { records: unknown[]; total: number } };
    if (body.data?.records?.length !== 20) throw new Error(`unexpected page: ${JSON.stringify(body).slice(0, 300)}`);
    return body.data.total;
  };
  const matching = await listCall(1)();
  const counts = app.get(CountCache) as CountCache;
  const cold = await measure(RUNS, 50, async () => {
    counts.invalidate('ticket');
    await listCall(1)();
  });
  let page = 0;
  const warm = await measure(RUNS, 50, () => listCall((page++ % 50) + 1)());
  const bare = await bareDriver(config.dbType === 'sqlite' ? sqlitePath(config) : null, config.databaseUrl);
  await app.close();
  console.log(`  ticket table: ${Number(total)} rows; EZEESHIP + Open: ${matching}`);
  console.log(`  HTTP list call, counting every time   p50 ${ms(cold.p50)}  p95 ${ms(cold.p95)}  (${(cold.p95 / bare.p95).toFixed(2)}x bare p95)`);
  console.log(`  HTTP list call, pages 1-50, cached total  p50 ${ms(warm.p50)}  p95 ${ms(warm.p95)}`);
  console.log(`  bare driver (count + page)            p50 ${ms(bare.p50)}  p95 ${ms(bare.p95)}`);
}

/** The same count + page through the bare driver. */
async function bareDriver(sqliteFile: string | null, url: string): Promise<{ p50: number; p95: number }> {
  if (sqliteFile) {
    const db = new Database(sqliteFile, { readonly: true });
    const [page, count] = [db.prepare(SQL_PAGE), db.prepare(SQL_COUNT)];
    const result = await measure(RUNS, 50, async () => { count.get('EZEESHIP', 1); page.all('EZEESHIP', 1); });
    db.close();
    return result;
  }
  const c = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z' });
  const result = await measure(RUNS, 50, async () => { await c.query(SQL_COUNT, ['EZEESHIP', 1]); await c.query(SQL_PAGE, ['EZEESHIP', 1]); });
  await c.end();
  return result;
}

/** Seconds until `done` holds (polled every 100 ms), or null after 60 s. */
async function waitFor(done: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (await done()) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}
