import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createApp } from 'api/dist/app.factory';
import { loadConfig } from 'api/dist/core/config';
import { ExportJobs } from 'api/dist/engine/export/export-jobs.service';
import { UserMessageEntity } from 'api/dist/engine/export/user-message.entity';
import { DataSource } from 'typeorm';

/**
 * One measurement in its own process, so its peak RSS is its own:
 *  - `app`: the 1,000,000-lead export through the real job (keyset reads, formatting, XLSX);
 *  - `memory`: exceljs's streaming writer writing the same number of rows already in memory.
 * Prints one JSON line: {seconds, peakRssMb, exportPeakRssMb, rows}. `peakRssMb` is the process's
 * whole life, which includes the sign-in (Argon2id verifies with 64 MiB); `exportPeakRssMb` is
 * sampled every 10 ms from the export request until the job is done.
 */
async function main(): Promise<void> {
  const mode = process.argv[2];
  const dataDir = process.argv[3];
  const started = process.hrtime.bigint();
  let rows = 0;
  let exportPeak = 0;
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => (exportPeak = Math.max(exportPeak, process.memoryUsage.rss()));
  if (mode === 'memory') {
    sampler = setInterval(sample, 10);
    const data = Array.from({ length: 1_000_000 }, (_, i) => [`Lead ${i}`, `Company ${i % 5000}`, `lead${i}@example.com`, '3PL', i % 9, i % 2 ? 'Yes' : 'No', '01/02/2026 03:04:05']);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: join(tmpdir(), 'bench-memory.xlsx'), useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Leads');
    for (const row of data) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
    rows = data.length;
  } else {
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: `sqlite://${join(dataDir, 'bench.sqlite')}`, EXPORT_MAX_ROWS: '2000000', WEB_DIST: join(dataDir, 'no-web') });
    const app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    await app.get(DataSource).runMigrations({ transaction: 'each' });
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const login = await fetch(`${base}/api/wms-user/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    sampler = setInterval(sample, 10);
    const res = await fetch(`${base}/api/resources/landing-page/export?sortField=submitTime&sortOrder=desc`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en', columns: ['fullName', 'companyName', 'email', 'warehouseBusinessType', 'numberOfWarehouses', 'usingWms', 'submitTime'] }),
    });
    const job = ((await res.json()) as { data: { userMessageId: number } }).data;
    await app.get(ExportJobs).idle();
    const done = await app.get(DataSource).getRepository(UserMessageEntity).findOneByOrFail({ id: job.userMessageId });
    if (done.status !== 1) throw new Error(`export failed: ${done.error}`);
    rows = done.rowCount ?? 0;
    await app.close();
  }
  clearInterval(sampler);
  sample();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(JSON.stringify({ seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, exportPeakRssMb: exportPeak / 1048576, rows }));
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
