import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from 'api/dist/app.factory';
import { loadConfig } from 'api/dist/core/config';
import { seedDemo } from 'api/dist/seed/demo-seed';
import { measure, ms } from './stats';

const RUNS = 500;

/**
 * The location reference calls every address form makes (01 §7): the country list (about 250
 * countries), the states of a country (the United States: 50 and DC; China: 34) and the cities
 * of the largest state of those the spec names (New South Wales, about 1,250), through
 * HTTP with a token, on a fresh SQLite installation.
 */
export async function referenceBench(dataDir: string): Promise<void> {
  const config = loadConfig({
    ...process.env, LOG_LEVEL: 'silent', DATA_DIR: join(dataDir, 'reference'),
    DATABASE_URL: `sqlite://${join(dataDir, 'reference', 'reference.sqlite')}`, WEB_DIST: join(dataDir, 'no-web'),
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  try {
    const ds = app.get(DataSource);
    await ds.runMigrations({ transaction: 'each' });
    await seedDemo(ds, config);
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const login = await fetch(`${base}/api/wms-user/admin/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
    const call = (path: string, least: number) => async () => {
      const body = (await (await fetch(`${base}/api/${config.productCode}-shipment/address/${path}`, { headers })).json()) as { data: unknown[] };
      if (!Array.isArray(body.data) || body.data.length < least) throw new Error(`unexpected answer of ${path}`);
    };
    const countries = await measure(RUNS, 50, call('queryCountry', 200));
    const us = await measure(RUNS, 50, call('queryState?countryCode=US', 51));
    const cn = await measure(RUNS, 50, call('queryState?countryCode=CN', 30));
    const nsw = await measure(RUNS, 50, call('queryCity?countryCode=AU&stateCode=NSW', 1000));
    console.log(`  queryCountry                 p50 ${ms(countries.p50)}  p95 ${ms(countries.p95)}`);
    console.log(`  queryState?countryCode=US    p50 ${ms(us.p50)}  p95 ${ms(us.p95)}`);
    console.log(`  queryState?countryCode=CN    p50 ${ms(cn.p50)}  p95 ${ms(cn.p95)}`);
    console.log(`  queryCity?AU/NSW (1,257)     p50 ${ms(nsw.p50)}  p95 ${ms(nsw.p95)}`);
  } finally {
    await app.close();
  }
}
