import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from 'api/dist/app.factory';
import { loadConfig } from 'api/dist/core/config';
import { seedDemo } from 'api/dist/seed/demo-seed';

/**
 * The import's figure: a 50,000-row XLSX of addresses imported through the real route and its
 * background job (judged row by row, written in one transaction), on a fresh SQLite database. Two
 * steps, each in its own process (as the replay bench's), so that the import's memory is its own:
 * `prepare` makes the database (migrated, the demo seeded: its 50,000 priced shipments left the
 * seeding process holding some 200 MB of heap it had not handed back); `run` starts the API on it,
 * signs in and imports the file (argv[3], written by the parent, so making it costs this process
 * nothing). `run` prints one JSON line: {seconds, cpuSeconds, peakRssMb, baselineRssMb, rows};
 * seconds run from the upload to the job's end (cpuSeconds: the process's CPU time over the same
 * span, steadier than seconds on a shared machine), peak RSS is sampled every 10 ms over the same
 * span. BENCH_TRACE=1 prints RSS and heap every 2 s to stderr (where the memory goes, phase by
 * phase).
 */
async function main(): Promise<void> {
  const [mode, bench, xlsx, rows] = [process.argv[2], process.argv[3], process.argv[4], Number(process.argv[5])];
  const dataDir = join(bench, 'import');
  if (mode === 'prepare') {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  const config = loadConfig({
    ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', DATA_DIR: dataDir, DATABASE_URL: `sqlite://${join(dataDir, 'import.sqlite')}`,
    WEB_DIST: join(dataDir, 'no-web'), IMPORT_MAX_ROWS: String(rows), IMPORT_MAX_BYTES: String(64 * 1024 * 1024), JOB_POLL_MS: '100',
  });
  const app = await createApp(config);
  const ds = app.get(DataSource);
  if (mode === 'prepare') {
    await ds.runMigrations({ transaction: 'each' });
    await seedDemo(ds, config);
    await app.close();
    return;
  }
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/wms-user/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const file = readFileSync(xlsx);

  // What the process holds before the import (Nest, TypeORM, the catalogue, the sign-in).
  const baseline = process.memoryUsage.rss();
  let peak = 0;
  const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
  const sampler = setInterval(sample, 10);
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  const tell = (what: string) => {
    const m = process.memoryUsage();
    if (process.env.BENCH_TRACE) console.error(`${what}: rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB, external ${mb(m.external)} MB`);
  };
  const trace = process.env.BENCH_TRACE ? setInterval(() => tell('during'), 2000) : undefined;
  tell('before');
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'addresses.xlsx');
  const answer = await fetch(`${base}/api/resources/address-book/import`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await answer.json()) as { data: { jobId: number } | null; message: string };
  tell('upload answered (the file read once to count its rows)');
  if (answer.status !== 202 || !body.data) throw new Error(`import answered ${answer.status}: ${body.message}`);
  const { jobId } = body.data;
  let job: { status: string; result: { imported: number; refused?: { message: string } } | null; error: string | null };
  for (;;) {
    // A kept-alive socket the busy server closed meanwhile fails once: ask again on a new one.
    const res = await fetch(`${base}/api/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    if (!res) continue;
    job = ((await res.json()) as { data: typeof job }).data;
    if (job.status === 'done' || job.status === 'dead') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  clearInterval(trace);
  sample();
  if (job.status !== 'done' || !job.result || job.result.refused) throw new Error(`import failed: ${job.error ?? job.result?.refused?.message}`);
  await app.close();
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(JSON.stringify({ seconds, cpuSeconds, peakRssMb: peak / 1048576, baselineRssMb: baseline / 1048576, rows: job.result.imported }));
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
