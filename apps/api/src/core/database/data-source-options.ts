import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions, EntitySchema } from 'typeorm';
import { RESOURCES } from '@console/resources';
import { MIGRATIONS } from '@console/migrations';
import { AppConfig, sqlitePath } from '../config';
import { entitySchemaOf } from '../../engine/entity-schema';
import { ACCESS_ENTITIES } from '../../modules/access/access.entities';
import { AuditLogEntity } from '../../engine/audit';
import { UserMessageEntity } from '../../engine/export/user-message.entity';
import { AdminSessionEntity } from '../auth/session.entity';

/** Every table the API knows: the generated resources plus the handwritten domain entities. */
export function allEntities(): EntitySchema<any>[] {
  return [...ACCESS_ENTITIES, AdminSessionEntity, AuditLogEntity, UserMessageEntity, ...RESOURCES.map(entitySchemaOf)];
}

/** One configuration for the app, the tests and the TypeORM CLI. `synchronize` stays off. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = { entities: allEntities(), migrations: MIGRATIONS, synchronize: false, logging: false as const };
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
