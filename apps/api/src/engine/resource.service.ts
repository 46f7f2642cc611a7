import { DataSource, EntityManager, EntitySchema, SelectQueryBuilder } from 'typeorm';
import { AutoValue, FieldDef, ResourceDef, columnName, isFormField, isReturned, isStored, kindOf, writableFields } from '@console/metadata';
import { Page } from '@console/contracts';
import { AppException, badRequest } from '../core/envelope/app-exception';
import { WriteLock } from '../core/database/write-lock';
import type { CurrentAdmin } from '../core/http/request-context';
import { ListQuery, likePattern } from './query';
import { UniqueViolation, uniqueViolationOf } from '../core/database/driver-errors';
import { indexName } from './entity-schema';
import { columnValue } from './columns';
import { BodyRules, bodyRules, validateBody } from './validation';
import { HookRegistry, ResourceHooks, Row } from './hooks';
import { CountCache } from './count-cache';
import { ownerScope } from './data-scope';
import { AuditLogEntity, AuditRow, auditChanges, recordAudit } from './audit';
import { settleConditionalFields } from './conditional-fields';
import { assertRelatedExist } from './related-ids';

/**
 * The generic service behind every generated resource: list, get, create, update with a
 * version check, delete. Domain logic never lives here; it plugs in through named hooks.
 */
export class ResourceService {
  private readonly createRules: BodyRules;
  private readonly updateRules: BodyRules;

  constructor(
    readonly def: ResourceDef,
    private readonly schema: EntitySchema<Row>,
    private readonly ds: DataSource,
    private readonly lock: WriteLock,
    private readonly hookRegistry: HookRegistry,
    private readonly counts: CountCache,
  ) {
    this.createRules = bodyRules(def, 'create');
    this.updateRules = bodyRules(def, 'update');
  }

  /** Looked up per call, so modules may register their hooks in any order. */
  private get hooks(): ResourceHooks {
    return this.hookRegistry.get(this.def.hooks) ?? {};
  }

  private qb(em: EntityManager = this.ds.manager): SelectQueryBuilder<Row> {
    return em.getRepository(this.schema).createQueryBuilder('r');
  }

  /** Property path in the query builder; TypeORM maps it to the column and quotes it. */
  private col(key: string): string {
    return `r.${key}`;
  }

  /** A query builder already limited to what this user may reach. */
  private scopedQb(admin: CurrentAdmin | undefined, em?: EntityManager): SelectQueryBuilder<Row> {
    const qb = this.qb(em);
    const scope = ownerScope(this.def, admin);
    if (scope) qb.andWhere(`r.${scope.field} = :scopeOwner`, { scopeOwner: scope.ownerId });
    return qb;
  }

  private async findReachable(em: EntityManager, id: number, admin: CurrentAdmin | undefined): Promise<Row | null> {
    return this.scopedQb(admin, em).andWhere('r.id = :id', { id }).getOne();
  }

  /** Another owner's record answers exactly like a missing one: 404, nothing to learn. */
  private async reachableOr404(em: EntityManager, id: number, admin: CurrentAdmin): Promise<Row> {
    const row = await this.findReachable(em, id, admin);
    if (!row) throw new AppException(404, 'notFound');
    return row;
  }

  /**
   * The rows a list query selects for this user: data scope plus the declared filters. Filter
   * values are the entity's values (query.ts); each is bound as its column holds it (money in
   * ten-thousandths), the conversion the kind registry gives and the transformers apply on write.
   */
  private filtered(query: ListQuery, admin: CurrentAdmin): SelectQueryBuilder<Row> {
    const base = this.scopedQb(admin);
    query.filters.forEach((f, i) => {
      const p = `f${i}`;
      const c = this.col(f.field);
      const field = this.def.fields[f.field];
      const bind = (v: unknown) => (field ? columnValue(field, v) : v);
      switch (f.op) {
        case 'eq': base.andWhere(`${c} = :${p}`, { [p]: bind(f.value) }); break;
        case 'contains': base.andWhere(`${c} LIKE :${p} ESCAPE '!'`, { [p]: likePattern(String(f.value)) }); break;
        case 'in': base.andWhere(`${c} IN (:...${p})`, { [p]: (f.value as unknown[]).map(bind) }); break;
        case 'gte': base.andWhere(`${c} >= :${p}`, { [p]: bind(f.value) }); break;
        case 'lte': base.andWhere(`${c} <= :${p}`, { [p]: bind(f.value) }); break;
        case 'between':
          if (f.value !== undefined) base.andWhere(`${c} >= :${p}a`, { [`${p}a`]: bind(f.value) });
          if (f.to !== undefined) base.andWhere(`${c} <= :${p}b`, { [`${p}b`]: bind(f.to) });
          break;
      }
    });
    return base;
  }

  async list(query: ListQuery, admin: CurrentAdmin): Promise<Page<Row>> {
    const base = this.filtered(query, admin);
    const total = await this.total(base, query, admin);
    const records = await base
      .orderBy(this.col(query.sortField), query.sortOrder)
      .addOrderBy('r.id', query.sortOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .getMany();
    return { records: await this.present(records, admin), total, curPageNo: query.page, pageSize: query.pageSize };
  }

  async countMatching(query: ListQuery, admin: CurrentAdmin): Promise<number> {
    return this.total(this.filtered(query, admin), query, admin);
  }

  /**
   * Every row of a list query, in its sort order, in batches fetched by keyset on (sort field,
   * id) — no OFFSET, so the millionth row costs what the first did. The range condition
   * `c <= :v AND (c < :v OR id < :id)` lets the index do the work (a plain OR would not).
   * NULLs sort first ascending and last descending on SQLite and MySQL alike, so they are read
   * as a phase of their own, by id.
   */
  async *iterate(query: ListQuery, admin: CurrentAdmin, batch = 2000): AsyncGenerator<Row[]> {
    const c = this.col(query.sortField);
    const asc = query.sortOrder === 'ASC';
    const byId = query.sortField === 'id';
    const transformer = this.ds.getMetadata(this.schema).findColumnWithPropertyName(query.sortField)?.transformer;
    const toDb = (v: unknown) => (transformer && !Array.isArray(transformer) ? transformer.to(v) : v);
    const phases: Array<'null' | 'value'> = byId ? ['value'] : asc ? ['null', 'value'] : ['value', 'null'];
    for (const phase of phases) {
      let key: { v: unknown; id: unknown } | null = null;
      for (;;) {
        const qb = this.filtered(query, admin);
        if (phase === 'null') {
          qb.andWhere(`${c} IS NULL`);
          if (key) qb.andWhere(asc ? 'r.id > :kid' : 'r.id < :kid', { kid: key.id });
        } else {
          if (!byId) qb.andWhere(`${c} IS NOT NULL`);
          if (key && byId) qb.andWhere(asc ? 'r.id > :kid' : 'r.id < :kid', { kid: key.id });
          else if (key) {
            qb.andWhere(asc ? `${c} >= :kv AND (${c} > :kv OR r.id > :kid)` : `${c} <= :kv AND (${c} < :kv OR r.id < :kid)`, { kv: toDb(key.v), kid: key.id });
          }
        }
        const rows = await qb.orderBy(c, query.sortOrder).addOrderBy('r.id', query.sortOrder).limit(batch).getMany();
        if (!rows.length) break;
        const last = rows[rows.length - 1];
        key = { v: last[query.sortField], id: last.id };
        yield await this.present(rows, admin);
        if (rows.length < batch) break;
      }
    }
  }

  private async total(base: SelectQueryBuilder<Row>, query: ListQuery, admin: CurrentAdmin): Promise<number> {
    const scope = ownerScope(this.def, admin);
    const filterKey = JSON.stringify([query.filters, scope?.ownerId ?? null]);
    const cached = this.counts.get(this.def.name, filterKey);
    if (cached !== undefined) return cached;
    // getCount() would emit COUNT(DISTINCT id); a plain COUNT is what the index can answer fast.
    const counted = await base.clone().select('COUNT(1)', 'total').getRawOne<{ total: number | string }>();
    const total = Number(counted?.total ?? 0);
    this.counts.set(this.def.name, filterKey, total);
    return total;
  }

  /**
   * Every write goes through here: serialized on SQLite, and cached totals dropped after it. A
   * duplicate that raced past `assertUnique` (two creates at once on MySQL) hits the unique
   * index; it answers the same 409 as the check would have.
   */
  private write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.lock.run(() => this.ds.transaction(work))
      .catch((error: unknown) => {
        const violation = uniqueViolationOf(error);
        throw violation ? this.duplicateOf(violation) : error;
      })
      .finally(() => this.counts.invalidate(this.def.name));
  }

  /** The 409 naming the unique field the database refused, or the generic one. */
  private duplicateOf(violation: UniqueViolation): AppException {
    const hit = Object.entries(this.def.fields).find(([key, field]) => field.unique && (
      violation.index === indexName(this.def.table, [columnName(key, field)], true) || violation.columns?.includes(columnName(key, field))
    ));
    if (!hit) return new AppException(409, 'duplicateRecord');
    const [, field] = hit;
    return new AppException(409, field.uniqueMessage ?? 'notUnique', { en: { field: field.label.en }, zh: { field: field.label.zh } });
  }

  async get(id: number, admin: CurrentAdmin): Promise<Row> {
    const row = await this.findReachable(this.ds.manager, id, admin);
    if (!row) throw new AppException(404, 'notFound');
    return (await this.present([row], admin))[0];
  }

  /** What leaves the API: server-only columns removed, computed fields filled by the hook. */
  private async present(rows: Row[], admin: CurrentAdmin, em: EntityManager = this.ds.manager): Promise<Row[]> {
    const hidden = Object.entries(this.def.fields).filter(([, f]) => !isReturned(f)).map(([k]) => k);
    for (const row of rows) for (const key of hidden) delete row[key];
    if (rows.length) await this.hooks.afterRead?.(rows, { em, admin });
    return rows;
  }

  async count(admin: CurrentAdmin): Promise<number> {
    return this.scopedQb(admin).getCount();
  }

  async create(body: unknown, admin: CurrentAdmin): Promise<Row> {
    const input = validateBody(this.def, this.createRules, body);
    const now = new Date();
    const row: Row = { version: 1, createTime: now, updateTime: now };
    for (const [key, field] of Object.entries(this.def.fields)) {
      if (!isStored(field)) continue;
      if (isFormField(field) && input[key] !== undefined && input[key] !== null) row[key] = toStored(field, input[key]);
      else if (field.auto?.onCreate) row[key] = autoValue(field.auto.onCreate, admin, now);
      else if (field.default !== undefined) row[key] = field.default;
    }
    const scope = ownerScope(this.def, admin);
    if (scope) row[scope.field] = scope.ownerId;
    settleConditionalFields(this.def, row, row);
    return this.write(async (em) => {
      await this.assertUnique(em, row);
      await assertRelatedExist(em, this.def, row);
      await this.hooks.beforeCreate?.(row, { em, admin, input });
      const result = await em.getRepository(this.schema).insert(row);
      const id = result.identifiers[0]?.id as number;
      const created = (await em.getRepository(this.schema).findOneBy({ id }))!;
      await recordAudit(em, { resource: this.def.name, recordId: id, action: 'create', admin, changes: auditChanges(this.def, created) });
      return (await this.present([created], admin, em))[0];
    });
  }

  async update(id: number, body: unknown, admin: CurrentAdmin): Promise<Row> {
    const input = validateBody(this.def, this.updateRules, body);
    const version = input.version as number;
    const now = new Date();
    const changes: Row = { updateTime: now };
    for (const [key, field] of writableFields(this.def, 'update')) {
      if (isStored(field) && input[key] !== undefined) changes[key] = toStored(field, input[key]);
    }
    for (const [key, field] of Object.entries(this.def.fields)) {
      if (field.auto?.onUpdate) changes[key] = autoValue(field.auto.onUpdate, admin, now);
    }
    const scope = ownerScope(this.def, admin);
    if (scope) delete changes[scope.field]; // an assigned-only user cannot hand a record to someone else
    return this.write(async (em) => {
      await this.assertUnique(em, changes, id);
      const current = await this.reachableOr404(em, id, admin);
      settleConditionalFields(this.def, { ...current, ...changes }, changes);
      await assertRelatedExist(em, this.def, changes);
      await this.hooks.beforeUpdate?.(current, changes, { em, admin, input });
      // TypeORM's version column adds no WHERE version = ?: this conditional update is the check.
      const result = await em
        .createQueryBuilder()
        .update(this.schema)
        .set({ ...changes, version: () => 'version + 1' })
        .where('id = :id AND version = :version', { id, version })
        .execute();
      if (!result.affected) await this.failStaleOrMissing(em, id);
      const updated = (await em.getRepository(this.schema).findOneBy({ id }))!;
      await recordAudit(em, { resource: this.def.name, recordId: id, action: 'update', admin, changes: auditChanges(this.def, updated, current) });
      return (await this.present([updated], admin, em))[0];
    });
  }

  async remove(id: number, versionRaw: unknown, admin: CurrentAdmin): Promise<void> {
    const version = { en: { field: 'Version' }, zh: { field: '版本' } };
    if (versionRaw === undefined || versionRaw === '') throw badRequest('required', version);
    // A version is a count of edits: anything else is a mistake, not a missing value.
    if (typeof versionRaw !== 'string' || !/^[0-9]{1,9}$/.test(versionRaw)) throw badRequest('integerOnly', version);
    await this.write(async (em) => {
      const current = await this.reachableOr404(em, id, admin);
      await this.hooks.beforeDelete?.(current, { em, admin });
      const result = await em
        .createQueryBuilder()
        .delete()
        .from(this.schema)
        .where('id = :id AND version = :version', { id, version: Number(versionRaw) })
        .execute();
      if (!result.affected) await this.failStaleOrMissing(em, id);
      await recordAudit(em, { resource: this.def.name, recordId: id, action: 'delete', admin, changes: auditChanges(this.def, current) });
    });
  }

  /** A custom action of `customActions`, run by its hook inside a transaction. */
  async runAction(id: number, action: string, admin: CurrentAdmin): Promise<unknown> {
    const run = this.hooks.actions?.[action];
    if (!run) throw new AppException(404, 'routeNotFound');
    return this.write(async (em) => {
      const current = await this.reachableOr404(em, id, admin);
      const result = await run(current, { em, admin });
      const after = await em.getRepository(this.schema).findOneBy({ id });
      await recordAudit(em, { resource: this.def.name, recordId: id, action, admin, changes: after ? auditChanges(this.def, after, current) : null });
      return result;
    });
  }

  /** Who changed the record and how, newest first (the record must be reachable). */
  async history(id: number, admin: CurrentAdmin): Promise<AuditRow[]> {
    await this.reachableOr404(this.ds.manager, id, admin);
    return this.ds.getRepository(AuditLogEntity).find({
      where: { resource: this.def.name, recordId: id }, order: { id: 'DESC' }, take: 100,
    });
  }

  private async failStaleOrMissing(em: EntityManager, id: number): Promise<never> {
    const exists = await em.getRepository(this.schema).existsBy({ id });
    throw exists ? new AppException(409, 'versionConflict') : new AppException(404, 'notFound');
  }

  /** A friendly 409 naming the field; the unique index remains the real guarantee. */
  private async assertUnique(em: EntityManager, row: Row, exceptId?: number): Promise<void> {
    for (const [key, field] of Object.entries(this.def.fields)) {
      if (!field.unique || row[key] === undefined || row[key] === null) continue;
      const qb = this.qb(em).where(`r.${key} = :v`, { v: row[key] });
      if (exceptId !== undefined) qb.andWhere('r.id <> :id', { id: exceptId });
      if (await qb.getExists()) {
        throw new AppException(409, field.uniqueMessage ?? 'notUnique', { en: { field: field.label.en }, zh: { field: field.label.zh } });
      }
    }
  }
}

/** A validated API value as the entity holds it (the kind's conversion: a datetime text becomes a Date). */
function toStored(field: FieldDef, value: unknown): unknown {
  return value === null ? null : kindOf(field).fromApi(value, field);
}

function autoValue(kind: AutoValue, admin: CurrentAdmin, now: Date): unknown {
  if (kind === 'now') return now;
  if (kind === 'currentUserId') return admin.id;
  return admin.userName;
}

