import { EntityManager } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import { AppException } from '../core/envelope/app-exception';
import type { CurrentAdmin } from '../core/http/request-context';
import { entitySchemaOf } from './entity-schema';
import { auditChanges, recordAudit } from './audit';
import { linkFileFields, releaseRecordFiles } from './files/attachments';
import { CountCache } from './count-cache';
import { afterCommit } from './after-commit';
import { missingStamps } from './auto-values';
import { assertNotLockedByOther } from './work-locks/work-lock.entity';
import type { Row } from './row';
import { recordVersion } from './versions/record-versions';

interface WriteOptions {
  /** Who writes: the audit's actor, `auto` fields (updatedBy), and whose work lock is respected. None: the system. */
  admin?: CurrentAdmin;
  /** The version the caller read: a mismatch answers 409 versionConflict. Omitted: no check (the caller holds the row). */
  expectedVersion?: number;
  /** The record as it was, when the caller has it already (saves a read for the audit). */
  before?: object;
  /** The audit entry's action (default create / update / delete). */
  action?: string;
  /** On a versioned record: the earlier version this write restores (a rollback). */
  rolledBackFrom?: number;
}

/**
 * The one way rows of a resource are written — by the generic service, a hook or a domain
 * module — inside the caller's transaction (`em`), doing what every engine write does:
 *  - an audit entry in the same transaction (no change without its entry), and on a versioned
 *    resource a dated version (versions/record-versions.ts);
 *  - the optimistic `version` bumped, and checked against `expectedVersion` when given;
 *  - a user's write refused with 409 while another user holds the record's work lock;
 *  - cached list totals of the resource dropped now and again after commit (a read between
 *    the two could have cached the old total).
 * The caller owns the transaction and the SQLite write lock (WriteLock is re-entrant).
 */
export class RecordWriter {
  constructor(private readonly counts: CountCache) {}

  /** A writer bound to one transaction and actor, as hooks receive it (`ctx.records`). */
  in(em: EntityManager, admin?: CurrentAdmin, defaults: Pick<WriteOptions, 'action'> = {}): BoundRecordWriter {
    return new BoundRecordWriter(this, em, admin, defaults.action);
  }

  async insert(em: EntityManager, def: ResourceDef, values: Row, options: WriteOptions = {}): Promise<Row> {
    // the generic service's rows come stamped (records/row-builder.ts); a hook's own may not
    const row: Row = { ...values, ...missingStamps(def, 'onCreate', values, options.admin, new Date()), version: 1 };
    const repo = em.getRepository(entitySchemaOf(def));
    const result = await repo.insert(row);
    const id = result.identifiers[0]?.id as number;
    await linkFileFields(em, def, id, row);
    const created = (await repo.findOneBy({ id }))!;
    await recordAudit(em, { resource: def.name, recordId: id, action: options.action ?? 'create', admin: options.admin, changes: auditChanges(def, created) });
    await recordVersion(em, def, created, options.admin, options.rolledBackFrom);
    this.dropTotals(em, def);
    return created;
  }

  async update(em: EntityManager, def: ResourceDef, id: number, changes: Row, options: WriteOptions = {}): Promise<Row> {
    const schema = entitySchemaOf(def);
    if (options.admin) await assertNotLockedByOther(em, def.name, id, options.admin.id);
    const before = (options.before as Row | undefined) ?? (await em.getRepository(schema).findOneBy({ id }));
    if (!before) throw new AppException(404, 'notFound');
    const { version: _ignored, id: _id, ...values } = changes;
    const set = { ...values, ...missingStamps(def, 'onUpdate', values, options.admin, new Date()) };
    // TypeORM's version column adds no WHERE version = ?: this conditional update is the check.
    const qb = em.createQueryBuilder().update(schema).set({ ...set, version: () => 'version + 1' }).where('id = :id', { id });
    if (options.expectedVersion !== undefined) qb.andWhere('version = :version', { version: options.expectedVersion });
    const result = await qb.execute();
    if (!result.affected) await this.failStaleOrMissing(em, def, id);
    await linkFileFields(em, def, id, values);
    const updated = (await em.getRepository(schema).findOneBy({ id }))!;
    await recordAudit(em, { resource: def.name, recordId: id, action: options.action ?? 'update', admin: options.admin, changes: auditChanges(def, updated, before) });
    await recordVersion(em, def, updated, options.admin, options.rolledBackFrom);
    this.dropTotals(em, def);
    return updated;
  }

  async remove(em: EntityManager, def: ResourceDef, id: number, options: WriteOptions = {}): Promise<void> {
    const schema = entitySchemaOf(def);
    if (options.admin) await assertNotLockedByOther(em, def.name, id, options.admin.id);
    const before = (options.before as Row | undefined) ?? (await em.getRepository(schema).findOneBy({ id }));
    if (!before) throw new AppException(404, 'notFound');
    const qb = em.createQueryBuilder().delete().from(schema).where('id = :id', { id });
    if (options.expectedVersion !== undefined) qb.andWhere('version = :version', { version: options.expectedVersion });
    const result = await qb.execute();
    if (!result.affected) await this.failStaleOrMissing(em, def, id);
    await releaseRecordFiles(em, def, id);
    await recordAudit(em, { resource: def.name, recordId: id, action: options.action ?? 'delete', admin: options.admin, changes: auditChanges(def, before) });
    this.dropTotals(em, def);
  }

  private dropTotals(em: EntityManager, def: ResourceDef): void {
    this.counts.invalidate(def.name);
    afterCommit(em, () => this.counts.invalidate(def.name));
  }

  private async failStaleOrMissing(em: EntityManager, def: ResourceDef, id: number): Promise<never> {
    const exists = await em.getRepository(entitySchemaOf(def)).existsBy({ id });
    throw exists ? new AppException(409, 'versionConflict') : new AppException(404, 'notFound');
  }
}

/** RecordWriter with its transaction and actor filled in; remembers which records it wrote. */
export class BoundRecordWriter {
  private readonly written = new Set<string>();

  constructor(
    private readonly writer: RecordWriter,
    readonly em: EntityManager,
    private readonly admin: CurrentAdmin | undefined,
    private readonly action: string | undefined,
  ) {}

  async insert(def: ResourceDef, values: Row, options: Omit<WriteOptions, 'admin'> = {}): Promise<Row> {
    const row = await this.writer.insert(this.em, def, values, { admin: this.admin, ...options });
    this.written.add(`${def.name}:${row.id}`);
    return row;
  }

  /** On a custom action's record, the audit entry is named after the action (`activate`), not `update`. */
  update(def: ResourceDef, id: number, changes: Row, options: Omit<WriteOptions, 'admin'> = {}): Promise<Row> {
    this.written.add(`${def.name}:${id}`);
    return this.writer.update(this.em, def, id, changes, { admin: this.admin, action: this.action, ...options });
  }

  remove(def: ResourceDef, id: number, options: Omit<WriteOptions, 'admin'> = {}): Promise<void> {
    this.written.add(`${def.name}:${id}`);
    return this.writer.remove(this.em, def, id, { admin: this.admin, ...options });
  }

  /** Work for after the commit (a push, a cache to forget): dropped if the transaction rolls back. */
  afterCommit(work: () => unknown): void {
    afterCommit(this.em, work);
  }

  hasWritten(def: ResourceDef, id: number): boolean {
    return this.written.has(`${def.name}:${id}`);
  }
}
