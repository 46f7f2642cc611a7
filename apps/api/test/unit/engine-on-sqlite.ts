import { DataSource, type EntitySchema } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import type { CurrentAdmin } from '../../src/core/http/request-context';
import { WriteLock } from '../../src/core/database/write-lock';
import { allEntities } from '../../src/database';
import { installAfterCommit } from '../../src/engine/after-commit';
import { AuditLogEntity } from '../../src/engine/audit';
import { CountCache } from '../../src/engine/count-cache';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { FileEntity } from '../../src/engine/files/file.entity';
import { HookRegistry } from '../../src/engine/hooks';
import { RecordWriter } from '../../src/engine/record-writer';
import { ResourceRegistry } from '../../src/engine/resource-registry';
import { ResourceService } from '../../src/engine/resource.service';
import { RecordVersionEntity } from '../../src/engine/versions/record-version.entity';
import { WorkLockEntity } from '../../src/engine/work-locks/work-lock.entity';

/**
 * The engine of unit specs: the services of `resources` built as EngineModule builds them, on an
 * in-memory SQLite database whose tables come from the same entity schemas (no Nest, no HTTP).
 */
export interface EngineOnSqlite {
  ds: DataSource;
  lock: WriteLock;
  counts: CountCache;
  writer: RecordWriter;
  hooks: HookRegistry;
  registry: ResourceRegistry;
  service(name: string): ResourceService;
  close(): Promise<void>;
}

/** `entities`: the tables beside the resources' (default: the engine's own; `allEntities` for a domain). */
export async function engineOnSqlite(resources: ResourceDef[], entities: EntitySchema<any>[] = [AuditLogEntity, RecordVersionEntity, WorkLockEntity, FileEntity, ...resources.map(entitySchemaOf)]): Promise<EngineOnSqlite> {
  const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities, synchronize: true });
  await ds.initialize();
  installAfterCommit(ds);
  const lock = new WriteLock(true);
  const counts = new CountCache(0, 0);
  const writer = new RecordWriter(counts);
  const hooks = new HookRegistry();
  const find = (name: string) => resources.find((def) => def.name === name);
  const registry = new ResourceRegistry(resources, (def, siblings) => new ResourceService(def, entitySchemaOf(def), ds, lock, hooks, counts, writer, find, siblings));
  return {
    ds, lock, counts, writer, hooks, registry,
    service: (name) => registry.find(name)!,
    close: () => ds.destroy(),
  };
}

/** Every table of the app (allEntities of database.ts), for specs of domain hooks. */
export const appEntities = (resources: ResourceDef[]) => allEntities(resources, 'sqlite');

export const admin = (over: Partial<CurrentAdmin> = {}): CurrentAdmin => ({
  id: 1, userName: 'ada', firstName: 'Ada', lastName: 'Lovelace', timeZone: 'UTC',
  allPermission: true, permissionMap: {}, assignedOnly: false, productCode: 'ezeeship', ...over,
});

/** The status and message key of what `work` throws (an AppException), for specs of refusals. */
export async function refusal(work: Promise<unknown>): Promise<{ status: number; key: unknown; errors?: unknown }> {
  try {
    await work;
  } catch (error) {
    const e = error as { getStatus?: () => number; key?: unknown; data?: { errors?: unknown } };
    if (e.getStatus) return { status: e.getStatus(), key: e.key, ...(e.data?.errors ? { errors: e.data.errors } : {}) };
    throw error;
  }
  throw new Error('not refused');
}
