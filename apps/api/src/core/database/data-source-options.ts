import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions, EntitySchema, MigrationInterface } from 'typeorm';
import { MIGRATIONS } from '@console/migrations';
import { AppConfig, sqlitePath } from '../config';

/**
 * One configuration for the app, the tests and the TypeORM CLI. `synchronize` stays off. The
 * tables come from the caller (the app's `database.ts` lists the engine's and the modules'),
 * so the core does not import what is built on it.
 */
export function dataSourceOptions(
  config: AppConfig, entities: EntitySchema<any>[], migrations: Array<new () => MigrationInterface> = MIGRATIONS,
): DataSourceOptions {
  const common = { entities, migrations, synchronize: false, logging: false as const };
  if (config.dbType === 'mysql') {
    return {
      ...common,
      type: config.mysqlFlavor,
      url: config.databaseUrl,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      supportBigNumbers: true,
      extra: { connectionLimit: 20 },
    };
  }
  const database = sqlitePath(config);
  mkdirSync(dirname(database), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database,
    // WAL lets readers run while a write commits; busy_timeout waits instead of failing.
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('synchronous = NORMAL');
    },
  };
}
