import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/**
 * A fresh, empty database for one bench and its URL: on MySQL (when `databaseUrl` is given) a
 * database of that name dropped and made again; else a SQLite file in `dataDir`, removed with its
 * journal files first.
 */
export async function freshDatabase(dataDir: string, name: string, databaseUrl?: string): Promise<string> {
  if (!databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${name}.sqlite${suffix}`), { force: true });
    return `sqlite://${join(dataDir, `${name}.sqlite`)}`;
  }
  const server = new URL(databaseUrl);
  const conn = await createConnection({ host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password) });
  await conn.query(`DROP DATABASE IF EXISTS ${name}`);
  await conn.query(`CREATE DATABASE ${name}`);
  await conn.end();
  server.pathname = `/${name}`;
  return server.toString();
}
