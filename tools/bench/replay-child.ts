import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from 'api/dist/app.factory';
import { loadConfig } from 'api/dist/core/config';
import { seedDemo } from 'api/dist/seed/demo-seed';
import { ReplayService } from 'api/dist/modules/pricing/replay.service';

/** Stored shipments the replay bench prices. */
const SHIPMENTS = 1_000_000;

/**
 * The replay bench's two steps, each in its own process so the replay's memory is its own:
 *  - `prepare`: the demo database (SQLite in data/bench/replay.sqlite, or DATABASE_URL's MySQL)
 *    migrated, seeded and filled to 1,000,000 rated shipments by copying the demo's 50,000 priced
 *    ones (kept: a later run skips it);
 *  - `run`: a draft of the default level (cost + 15 % -> 18 %) replayed over the last 90 days
 *    through ReplayService.run, the job's own code, in an API process that did nothing else.
 *    Prints one JSON line: {seconds, cpuSeconds, shipments, rssBeforeMb, peakRssMb}; cpuSeconds
 *    is the process's CPU time (all its threads) over the run, steadier than seconds on a shared
 *    machine; peak RSS is sampled every 10 ms and at every batch. BENCH_TRACE=1 prints RSS and the main thread's
 *    heap every 2 s to stderr.
 */
async function main(): Promise<void> {
  const [mode, dataDir, databaseUrl] = [process.argv[2], process.argv[3], process.argv[4]];
  const config = loadConfig({
    ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO_ON_MYSQL: '1', WEB_DIST: join(dataDir, 'no-web'),
    DATABASE_URL: databaseUrl || `sqlite://${join(dataDir, 'replay.sqlite')}`,
  });
  const app = await createApp(config);
  const ds = app.get(DataSource);
  if (mode === 'prepare') {
    await ds.runMigrations({ transaction: 'each' });
    await seedDemo(ds, config);
    await fill(ds, config.dbType);
    await app.close();
    return;
  }
  // The start-up's own work ends first: the sign-in's dummy Argon2 hash, made as the API starts,
  // takes 64 MiB on four threads for a moment, and would be counted as the replay's otherwise.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const [standard] = await ds.query("SELECT id FROM pricing_level WHERE level_code = 'STANDARD'");
  const today = new Date();
  const from = new Date(today.getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
  const to = today.toISOString().slice(0, 10);
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  // Sampled every 10 ms (as the import bench does) as well as at every batch.
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  const trace = process.env.BENCH_TRACE ? setInterval(() => {
    const m = process.memoryUsage();
    console.error(`rss ${mb(m.rss)} MB, main thread's heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB, external ${mb(m.external)} MB`);
  }, 2000) : undefined;
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const result = await app.get(ReplayService).run(
    { from, to, draft: { resource: 'pricing-level', id: Number(standard.id), values: { increaseRatio: '18.0000' }, effectiveFrom: from }, clientIds: null },
    async () => { peak = Math.max(peak, process.memoryUsage.rss()); return true; },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  clearInterval(trace);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  await app.close();
  console.log(JSON.stringify({ seconds, cpuSeconds: (used.user + used.system) / 1e6, shipments: result.shipments, failed: result.failed, delta: result.delta, rssBeforeMb: rssBefore / 1048576, peakRssMb: peak / 1048576 }));
}

/** Copies the seeded shipments (new references) until there are SHIPMENTS. */
async function fill(ds: DataSource, dbType: string): Promise<void> {
  const count = async () => Number((await ds.query('SELECT COUNT(1) AS n FROM rated_shipment'))[0].n);
  const seeded = await count();
  if (!seeded) throw new Error('the demo seed stored no rated shipments');
  const columns = ['version', 'create_time', 'update_time', 'client_id', 'shipping_account_id', 'carrier_service_id', 'package_type', 'ship_date', 'zone', 'residential', 'package_count', 'billable_weight', 'pricing_level_id', 'total', 'packages', 'lines'];
  const q = (c: string) => (dbType === 'mysql' ? `\`${c}\`` : `"${c}"`);
  const list = columns.map(q).join(', ');
  for (let copy = 1, n = await count(); n < SHIPMENTS; copy++, n = await count()) {
    const reference = dbType === 'mysql' ? `CONCAT(reference, '-${copy}')` : `reference || '-${copy}'`;
    await ds.query(`INSERT INTO rated_shipment (reference, ${list}) SELECT ${reference}, ${list} FROM rated_shipment WHERE id <= ${seeded} ORDER BY id LIMIT ${Math.min(seeded, SHIPMENTS - n)}`);
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
