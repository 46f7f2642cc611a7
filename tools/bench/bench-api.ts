import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createApp } from 'api/dist/app.factory';
import { AppConfig, loadConfig } from 'api/dist/core/config';
import { seedDemo } from 'api/dist/seed/demo-seed';

export type Row = Record<string, unknown>;

/** The seeded super-administrator as a service called directly (not over HTTP) takes its caller. */
export const benchAdmin = (config: AppConfig) => ({
  id: 1, userName: 'admin', firstName: '', lastName: '', timeZone: 'UTC', allPermission: true, permissionMap: {}, assignedOnly: false, productCode: config.productCode,
});

/** The built API listening on a fresh database of its own, the demo seeded, the admin signed in. */
export interface BenchApi {
  app: Awaited<ReturnType<typeof createApp>>;
  ds: DataSource;
  config: AppConfig;
  base: string;
  token: string;
  /** A JSON call with the admin's token; a non-2xx answer throws with its body. */
  call(method: string, path: string, body?: object): Promise<Row>;
  /** The answer's bytes (a label PDF). */
  bytes(path: string): Promise<Buffer>;
  /** Closes the app and drops its database (the MariaDB schema or the SQLite file). */
  close(): Promise<void>;
}

/**
 * A fresh database named `name`: on MariaDB/MySQL (databaseUrl given) a schema created here and
 * dropped by close(); else a SQLite file in benchDir/name, removed first and by close().
 */
export async function startBenchApi(name: string, benchDir: string, databaseUrl?: string): Promise<BenchApi> {
  // A data folder of its own (the SQLite file, the stored files), emptied first and removed after:
  // a folder shared with an earlier run holds its files, which the files' sweep (at start) would
  // delete next to the run, or take for this database's new files of the same ids.
  const dataDir = join(benchDir, name);
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  removeDir();
  mkdirSync(dataDir, { recursive: true });
  let url = `sqlite://${join(dataDir, `${name}.sqlite`)}`;
  let drop = async () => removeDir();
  if (databaseUrl) {
    const server = new URL(databaseUrl);
    const admin = () => createConnection({ host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password) });
    const conn = await admin();
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
    server.pathname = `/${name}`;
    url = server.toString();
    drop = async () => {
      const c = await admin();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
      removeDir();
    };
  }
  // the demo's users, clients, warehouses, shipping accounts and services; no rated shipments (not needed)
  const config = loadConfig({
    ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), DATABASE_URL: url, SEED_DEMO_ON_MYSQL: '1', DEMO_RATED_SHIPMENTS: '0',
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const ds = app.get(DataSource);
  await ds.runMigrations({ transaction: 'each' });
  await seedDemo(ds, config);
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/wms-user/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin12345' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    app, ds, config, base, token,
    async call(method, path, body) {
      const res = await fetch(`${base}/api/${path}`, { method, headers, body: body && JSON.stringify(body) });
      const json = (await res.json()) as { data: Row };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    },
    async bytes(path) {
      const res = await fetch(`${base}/api/${path}`, { headers });
      if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

