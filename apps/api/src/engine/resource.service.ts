import { Brackets, DataSource, EntityManager, EntitySchema, LessThan, SelectQueryBuilder } from 'typeorm';
import { AutoValue, CustomAction, carriedFields, inlineParentsOf, DocumentDef, FieldDef, GuardCondition, IDEMPOTENCY_KEY_PATTERN, LookupEntry, ResourceDef, columnName, conditionHolds, hitTitleField, isFormField, isReturned, isStored, kindOf, lookupFields, lookupTarget, searchFields, writableFields } from '@console/metadata';
import { ActionName, FieldError, MessageKey, Page, bilingual, can, todayIn } from '@console/contracts';
import { AppException, badRequest } from '../core/envelope/app-exception';
import { InlineParent, assertRowLimit, rowLimitProblem } from './row-limits';
import { settleSetOnce } from './set-once';
import { WriteLock } from '../core/database/write-lock';
import type { CurrentAdmin } from '../core/http/request-context';
import { ListQuery, likePattern } from './query';
import { UniqueViolation, retryingDeadlocks, uniqueViolationOf } from '../core/database/driver-errors';
import { indexName } from './entity-schema';
import { columnValue } from './columns';
import { BodyRules, bodyRules, validateActionBody, validateBody, validateInput } from './validation';
import { HookContext, HookRegistry, RecordDocument, ResourceHooks, Row } from './hooks';
import { randomUUID } from 'node:crypto';
import { CountCache } from './count-cache';
import { applyOwnerScope, ownerScope, partitionScope } from './data-scope';
import { AuditLogEntity, AuditRow, auditChanges, recordAudit } from './audit';
import { RecordVersionEntity, RecordVersionRow } from './versions/record-version.entity';
import { versionsInForce, versionsOf } from './versions/record-versions';
import { RecordWriter } from './record-writer';
import { LeanInsert } from './lean-insert';
import { afterCommit } from './after-commit';
import { settleConditionalFields } from './conditional-fields';
import { FindResource, assertRelatedReachable } from './related-ids';
import { LookupQuery, lookupEntries } from './lookup';
import { assertMoveAllowed, assertRecordRules } from './record-checks';
import { InlineRows, ServiceOf, attachInlineRows, cascadeDelete, refuseWhileChildren, splitInlineBody, writeInlineRows } from './child-collections';
import type { ResourceRegistry } from './resource-registry';
import { resolveFileFields } from './files/attachments';
import type { HistoryPage } from './history-query';
import { actionMessage } from './action-message';
import { WithMessage } from '../core/envelope/with-message';

const isRow = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A record the global search found. */
export interface SearchHit {
  id: number;
  title: string;
  partition?: string;
}

/**
 * The generic service behind every generated resource: list, get, create, update with a
 * version check, delete. Domain logic never lives here; it plugs in through named hooks.
 */
export class ResourceService {
  private readonly createRules: BodyRules;
  private readonly updateRules: BodyRules;
  private readonly inlineRules = new Map<string, BodyRules>();
  private registry?: ResourceRegistry;
  /** Parents that edit this resource as an inline child: its rows per parent are limited (row-limits.ts). */
  private inlineParents: InlineParent[] = [];
  /** The definition's fields, listed once: the per-record paths of an import walk them for every row. */
  private readonly fields: Array<[string, FieldDef]>;
  private readonly uniqueFields: Array<[string, FieldDef]>;
  /** Whether any field names records to look up (related-ids.ts); none: nothing to check. */
  private readonly hasLookups: boolean;

  constructor(
    readonly def: ResourceDef,
    private readonly schema: EntitySchema<Row>,
    private readonly ds: DataSource,
    private readonly lock: WriteLock,
    private readonly hookRegistry: HookRegistry,
    private readonly counts: CountCache,
    private readonly writer: RecordWriter,
    /** The catalogue, for the targets of relations. */
    readonly findResource: FindResource,
  ) {
    this.createRules = bodyRules(def, 'create');
    this.updateRules = bodyRules(def, 'update');
    this.fields = Object.entries(def.fields);
    this.uniqueFields = this.fields.filter(([, field]) => field.unique);
    this.hasLookups = lookupFields(def).length > 0;
  }

  /** The catalogue's services, for child collections (set once by the registry). */
  attach(registry: ResourceRegistry): void {
    this.registry = registry;
    this.inlineParents = inlineParentsOf(this.def.name, registry.definitions());
  }

  /** The foreign keys whose parents limit this resource's rows (an inline child's). */
  get rowLimitedKeys(): string[] {
    return this.inlineParents.map(({ child }) => child.foreignKey);
  }

  /** Rows of this resource under one parent (row-limits.ts `CountRows`). */
  private readonly countRows = (em: EntityManager, foreignKey: string, parentId: number, exceptId?: number): Promise<number> => {
    const qb = this.qb(em).where(`r.${foreignKey} = :parentId`, { parentId });
    if (exceptId !== undefined) qb.andWhere('r.id <> :exceptId', { exceptId });
    return qb.getCount();
  };

  private readonly serviceOf: ServiceOf = (resource) => {
    const service = this.registry?.find(resource);
    if (!service) throw new Error(`resource ${this.def.name}: child resource ${resource} is not served`);
    return service;
  };


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

  private ownerScopeOf(admin: CurrentAdmin | undefined) {
    return ownerScope(this.def, admin, this.findResource);
  }

  /** A query builder already limited to what this user may reach for the action (owner, partition). */
  private scopedQb(admin: CurrentAdmin | undefined, em?: EntityManager, action: ActionName = 'view'): SelectQueryBuilder<Row> {
    const qb = this.qb(em);
    applyOwnerScope(qb, 'r', this.ownerScopeOf(admin));
    const partition = partitionScope(this.def, admin, action);
    if (partition) {
      if (partition.values.length) qb.andWhere(`r.${partition.field} IN (:...scopeValues)`, { scopeValues: partition.values });
      else qb.andWhere('1 = 0');
    }
    return qb;
  }

  private async findReachable(em: EntityManager, id: number, admin: CurrentAdmin | undefined, action: ActionName = 'view'): Promise<Row | null> {
    return this.scopedQb(admin, em, action).andWhere('r.id = :id', { id }).getOne();
  }

  /** Another owner's (or partition's) record answers exactly like a missing one: 404, nothing to learn. */
  private async reachableOr404(em: EntityManager, id: number, admin: CurrentAdmin, action: ActionName = 'view'): Promise<Row> {
    const row = await this.findReachable(em, id, admin, action);
    if (!row) throw new AppException(404, 'notFound');
    return row;
  }

  /**
   * The rows a list query selects for this user: data scope plus the declared filters. Filter
   * values are the entity's values (query.ts); each is bound as its column holds it (money in
   * ten-thousandths), the conversion the kind registry gives and the transformers apply on write.
   */
  private filtered(query: ListQuery, admin: CurrentAdmin): SelectQueryBuilder<Row> {
    // a list of a partition the user cannot reach (the EZEESHIP tickets for a WMS-only team) is refused, not answered empty
    const partition = partitionScope(this.def, admin, 'view');
    if (partition && query.filters.some((f) => f.field === partition.field && f.op === 'eq' && !partition.values.includes(String(f.value)))) {
      throw new AppException(403, 'forbidden');
    }
    const base = this.scopedQb(admin);
    query.filters.forEach((f, i) => {
      const p = `f${i}`;
      if (f.op === 'member') {
        const m = this.def.memberFilters![f.field];
        const link = this.findResource(m.resource)!;
        const fk = columnName(m.foreignKey, link.fields[m.foreignKey]);
        const member = columnName(m.member, link.fields[m.member]);
        base.andWhere(`r.id IN (SELECT ${p}.${fk} FROM ${link.table} ${p} WHERE ${p}.${member} = :${p})`, { [p]: admin.id });
        return;
      }
      const c = this.col(f.field);
      const field = this.def.fields[f.field];
      const bind = (v: unknown) => (field ? columnValue(field, v) : v);
      switch (f.op) {
        case 'eq': base.andWhere(`${c} = :${p}`, { [p]: bind(f.value) }); break;
        case 'empty': base.andWhere(`${c} IS NULL`); break;
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
    if (query.asOf) {
      // Only records with a version in force that day: created later, they did not exist then.
      base.andWhere(`r.id IN (SELECT v.record_id FROM record_version v WHERE v.resource = :asOfResource AND v.effective_from <= :asOf)`, { asOfResource: this.def.name, asOf: query.asOf });
    }
    return base;
  }

  /** Each presented record with the values of its version in force on `asOf` (ListQuery.asOf). */
  private async asOfValues(rows: Row[], asOf: string | undefined): Promise<Row[]> {
    if (!asOf || !rows.length) return rows;
    const inForce = await versionsInForce(this.ds.manager, this.def, asOf, rows.map((r) => Number(r.id)));
    return rows.map((row) => {
      const v = inForce.get(Number(row.id));
      return v ? { ...row, ...v.snapshot, versionInForce: v.version } : row;
    });
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
    return { records: await this.asOfValues(await this.present(records, admin), query.asOf), total, curPageNo: query.page, pageSize: query.pageSize };
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
        yield await this.asOfValues(await this.present(rows, admin), query.asOf);
        if (rows.length < batch) break;
      }
    }
  }

  private async total(base: SelectQueryBuilder<Row>, query: ListQuery, admin: CurrentAdmin): Promise<number> {
    const scope = this.ownerScopeOf(admin);
    // getCount() would emit COUNT(DISTINCT id); a plain COUNT is what the index can answer fast.
    const count = async () => Number((await base.clone().select('COUNT(1)', 'total').getRawOne<{ total: number | string }>())?.total ?? 0);
    // a membership (the tickets I follow) changes with writes to another resource: counted each time, by its index
    if (query.filters.some((f) => f.op === 'member')) return count();
    const filterKey = JSON.stringify([query.filters, query.asOf ?? null, scope?.ownerId ?? null, partitionScope(this.def, admin, 'view')?.values ?? null]);
    const cached = this.counts.get(this.def.name, filterKey);
    if (cached !== undefined) return cached;
    const total = await count();
    this.counts.set(this.def.name, filterKey, total);
    return total;
  }

  /**
   * Every write goes through here: serialized on SQLite, one transaction (the RecordWriter inside
   * it records the audit, bumps the version and drops cached totals). A
   * duplicate that raced past `assertUnique` (two creates at once on MySQL) hits the unique
   * index; it answers the same 409 as the check would have. A transaction MariaDB rolled back as
   * a deadlock's victim is run again, a bounded number of times (driver-errors.ts).
   */
  private write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryingDeadlocks(() => this.lock.run(() => this.ds.transaction(work)))
      .catch((error: unknown) => {
        const violation = uniqueViolationOf(error);
        throw violation ? this.duplicateOf(violation) : error;
      });
  }

  /** The 409 naming the unique field (or fields together) the database refused, or the generic one. */
  private duplicateOf(violation: UniqueViolation): AppException {
    const hit = Object.entries(this.def.fields).find(([key, field]) => field.unique && (
      violation.index === indexName(this.def.table, [columnName(key, field)], true) || violation.columns?.includes(columnName(key, field))
    ));
    if (hit) return this.duplicate(hit[0]);
    const together = this.def.uniqueTogether;
    if (together && violation.index === indexName(this.def.table, together.fields.map((key) => columnName(key, this.def.fields[key])), true)) return this.duplicateTogether();
    return new AppException(409, 'duplicateRecord');
  }

  /**
   * A unique field's value taken: 409 '{field} already exists' (or the field's `uniqueMessage`),
   * with the message on the field in `data.errors`, so a form shows it under its input.
   */
  private duplicate(key: string): AppException {
    const field = this.def.fields[key];
    const params = { en: { field: field.label.en }, zh: { field: field.label.zh } };
    const message = field.uniqueMessage ?? 'notUnique';
    return new AppException(409, message, params, { errors: [{ field: key, ...bilingual(message, params) }] });
  }

  /** Fields unique together repeating a record: 409 with their message, told on the first of them (as an import's preview tells it). */
  private duplicateTogether(): AppException {
    const together = this.def.uniqueTogether!;
    return new AppException(409, together.message, {}, { errors: [{ field: together.fields[0], ...bilingual(together.message) }] });
  }

  async get(id: number, admin: CurrentAdmin): Promise<Row> {
    const row = await this.findReachable(this.ds.manager, id, admin);
    if (!row) throw new AppException(404, 'notFound');
    return this.presentWithChildren(row, admin, this.ds.manager);
  }

  /** What leaves the API: server-only columns removed, computed fields filled by the hook. */
  async presentRows(rows: Row[], admin: CurrentAdmin, em: EntityManager = this.ds.manager): Promise<Row[]> {
    return this.present(rows, admin, em);
  }

  private async present(rows: Row[], admin: CurrentAdmin, em: EntityManager = this.ds.manager): Promise<Row[]> {
    const hidden = Object.entries(this.def.fields).filter(([, f]) => !isReturned(f)).map(([k]) => k);
    for (const row of rows) for (const key of hidden) delete row[key];
    if (rows.length) await this.hooks.afterRead?.(rows, { em, admin });
    return rows;
  }

  /** One record as a read answers it: presented, with its inline child rows. */
  private async presentWithChildren(row: Row, admin: CurrentAdmin, em: EntityManager): Promise<Row> {
    const [presented] = await this.present([row], admin, em);
    await attachInlineRows(em, this.def, [presented], this.serviceOf, admin);
    return presented;
  }

  /**
   * Which of these records the user may reach for the action now (its permission, partition and
   * data scope): for readers outside the generic routes that hold record ids of their own (the
   * desk's notices), so a record the user lost answers nothing about itself.
   */
  async reachableIds(ids: number[], admin: CurrentAdmin, action: ActionName = 'view'): Promise<Set<number>> {
    if (!ids.length || (!this.def.partition && !can(admin, this.def.permission, action, admin.productCode))) return new Set();
    const rows = await this.scopedQb(admin, undefined, action).select('r.id', 'id').andWhere('r.id IN (:...reachIds)', { reachIds: [...new Set(ids)] }).getRawMany<{ id: number | string }>();
    return new Set(rows.map((r) => Number(r.id)));
  }

  async count(admin: CurrentAdmin): Promise<number> {
    return this.scopedQb(admin).getCount();
  }

  /**
   * Validates the parent's body and its inline child rows together, so one answer lists every
   * problem (`states.1.name` for a child row's field).
   */
  private validateWithChildren(body: unknown, rules: BodyRules): { input: Row; inline: InlineRows[] } {
    const { parentBody, inline, errors } = splitInlineBody(this.def, body, this.serviceOf);
    let input: Row = {};
    try {
      input = validateBody(this.def, rules, parentBody);
    } catch (error) {
      const parentErrors = (error instanceof AppException ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined);
      if (!parentErrors) throw error;
      errors.unshift(...parentErrors);
    }
    if (errors.length) throw badRequest('invalidData', {}, { errors });
    return { input, inline };
  }

  async create(body: unknown, admin: CurrentAdmin): Promise<Row> {
    const { input, inline } = this.validateWithChildren(body, this.createRules);
    return this.write(async (em) => {
      const created = await this.insertInTx(em, input, admin);
      await writeInlineRows(em, Number(created.id), inline, this.serviceOf, admin);
      return this.presentWithChildren(created, admin, em);
    });
  }

  /** The create rules' verdict on a body: its clean values, or the 400 with every field's problem. */
  validateCreate(body: unknown): Row {
    return validateBody(this.def, this.createRules, body);
  }

  /**
   * Creates every record or none, in one transaction (an import): each runs exactly as a single
   * create does (uniqueness, related ids, files, hooks, audit). `onRow` hears each one done.
   */
  async createAll(inputs: Row[], admin: CurrentAdmin, onRow?: (done: number) => void | Promise<void>): Promise<number[]> {
    return this.createEach(admin, async (insert) => {
      const ids: number[] = [];
      for (const input of inputs) {
        ids.push(await insert(input));
        await onRow?.(ids.length);
      }
      return ids;
    });
  }

  /**
   * Many creates in one transaction, the records handed over by `produce` as it finds them (an
   * import streaming its file): each `insert(input)` writes one validated record and answers its
   * id. Whatever `produce` throws rolls every record back.
   */
  async createEach<T>(admin: CurrentAdmin, produce: (insert: (input: Row) => Promise<number>) => Promise<T>): Promise<T> {
    return this.write(async (em) => {
      const lean = this.leanInsertOf(em, admin);
      const result = await produce(lean ?? (async (input) => Number((await this.insertInTx(em, input, admin)).id)));
      if (lean) {
        // Once for all the rows, now and after the commit (as the RecordWriter does per row).
        this.counts.invalidate(this.def.name);
        afterCommit(em, () => this.counts.invalidate(this.def.name));
      }
      return result;
    });
  }

  /**
   * The lean way to insert many validated records, when a record is only its row: no create
   * hook, no file fields, no inline children, not an inline child (its rows per parent are
   * counted), no dated versions. Each row is still built, held to its partition,
   * record rules, uniqueness and related ids, and gets its audit entry, as a single create
   * does; the row and the entry are written by prepared statements (lean-insert.ts) instead of
   * the query builder and a read-back, which made a 50,000-row import slow. Null: the full way.
   */
  private leanInsertOf(em: EntityManager, admin: CurrentAdmin): ((input: Row) => Promise<number>) | null {
    const plainRow = !this.hooks.beforeCreate && !this.def.versions && !Object.values(this.def.fields).some((f) => f.kind === 'file')
      && !(this.def.children ?? []).some((c) => c.inline) && !this.inlineParents.length;
    if (!plainRow) return null;
    const rows = new LeanInsert(em, this.schema);
    const audits = new LeanInsert(em, AuditLogEntity);
    const checksUnique = !!this.def.uniqueTogether || Object.values(this.def.fields).some((f) => f.unique);
    const checksRelated = this.hasLookups;
    return async (input) => {
      const row = this.rowForCreate(input, admin);
      this.assertPartitionWritable(row, admin, 'create');
      assertRecordRules(this.def, row);
      if (checksUnique) await this.assertUnique(em, row);
      if (checksRelated) await assertRelatedReachable(em, this.def, withStored(input, row), admin, this.findResource);
      const id = await rows.insert(row);
      await audits.insert({
        resource: this.def.name, recordId: id, action: 'create', actorId: admin.id, actorName: admin.userName,
        changes: auditChanges(this.def, row), createTime: row.createTime,
      });
      return id;
    };
  }

  /**
   * What a create of these (validated) values would be refused for besides its rules: a unique
   * field's value taken, a related id missing. Per field, for an import's preview.
   */
  async writeProblems(input: Row, admin: CurrentAdmin, placedBefore?: (foreignKey: string, parentId: number) => number): Promise<FieldError[]> {
    const row = this.rowForCreate(input, admin);
    const errors: FieldError[] = [];
    for (const [key, field] of this.uniqueFields) {
      if (row[key] === undefined || row[key] === null) continue;
      if (await this.qb().where(`r.${key} = :v`, { v: row[key] }).getExists()) {
        errors.push({ field: key, ...bilingual(field.uniqueMessage ?? 'notUnique', { en: { field: field.label.en }, zh: { field: field.label.zh } }) });
      }
    }
    // an inline child's rows per parent: those stored and those of the file before this one
    const limit = this.inlineParents.length ? await rowLimitProblem(this.ds.manager, this.def, this.inlineParents, this.countRows, row, undefined, placedBefore) : null;
    if (limit) errors.push(limit);
    if (this.def.uniqueTogether) {
      try {
        // the unique fields left out: told above, field by field
        await this.assertUnique(this.ds.manager, Object.fromEntries(Object.entries(row).filter(([key]) => !this.def.fields[key]?.unique)));
      } catch (error) {
        // the fields named together repeat a record: told on the first of them, in its message
        if (!(error instanceof AppException)) throw error;
        errors.push(...((error.data as { errors?: FieldError[] } | null)?.errors ?? []));
      }
    }
    if (this.hasLookups) {
      try {
        await assertRelatedReachable(this.ds.manager, this.def, withStored(input, row), admin, this.findResource);
      } catch (error) {
        const related = error instanceof AppException ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined;
        if (!related) throw error;
        errors.push(...related);
      }
    }
    return errors;
  }

  /**
   * The row a create of validated values stores: defaults, auto values, `preset` (fields the
   * client did not send, like an inline child's foreign key), the data scope's owner, and the
   * conditional fields settled.
   */
  private rowForCreate(input: Row, admin: CurrentAdmin, preset: Row = {}): Row {
    const now = new Date();
    const row: Row = { version: 1, createTime: now, updateTime: now };
    for (const [key, field] of this.fields) {
      if (!isStored(field)) continue;
      if (isFormField(field) && input[key] !== undefined && input[key] !== null) row[key] = toStored(field, input[key]);
      else if (field.auto?.onCreate) row[key] = autoValue(field.auto.onCreate, admin, now);
      else if (field.default !== undefined) row[key] = field.default;
    }
    Object.assign(row, preset);
    const scope = this.ownerScopeOf(admin);
    if (scope?.field) row[scope.field] = scope.ownerId;
    settleConditionalFields(this.def, row, row, input);
    return row;
  }

  /**
   * Inserts a validated record in the caller's transaction: the row (rowForCreate), its
   * partition, record rules, uniqueness, related ids, files, the create hook, the audit entry.
   */
  async insertInTx(em: EntityManager, input: Row, admin: CurrentAdmin, preset: Row = {}): Promise<Row> {
    const row = this.rowForCreate(input, admin, preset);
    this.assertPartitionWritable(row, admin, 'create');
    if (this.inlineParents.length) await assertRowLimit(em, this.def, this.inlineParents, this.countRows, row);
    assertRecordRules(this.def, row);
    await this.assertUnique(em, row);
    // The stored ids (a data scope may have set its owner) and the write-only ones of the input.
    await assertRelatedReachable(em, this.def, withStored(input, row), admin, this.findResource);
    await resolveFileFields(em, this.def, row, admin);
    const records = this.writer.in(em, admin);
    await this.hooks.beforeCreate?.(row, { em, admin, input, records });
    return records.insert(this.def, row);
  }

  async update(id: number, body: unknown, admin: CurrentAdmin): Promise<Row> {
    const { input, inline } = this.validateWithChildren(body, this.updateRules);
    return this.write(async (em) => {
      const current = await this.reachableOr404(em, id, admin, 'edit');
      const updated = await this.updateInTx(em, current, input, admin, input.version as number);
      // Changing only the children still bumps the parent's version (updateInTx always does).
      await writeInlineRows(em, id, inline, this.serviceOf, admin);
      return this.presentWithChildren(updated, admin, em);
    });
  }

  /**
   * Applies validated changes to a record read in the caller's transaction. With `version`, the
   * write happens only if the record still has it (409 otherwise); an inline child row has none
   * (its parent's version guards it). The version is bumped either way.
   */
  async updateInTx(em: EntityManager, current: Row, input: Row, admin: CurrentAdmin, version?: number, rolledBackFrom?: number): Promise<Row> {
    const id = Number(current.id);
    settleSetOnce(this.def, current, input);
    const now = new Date();
    const changes: Row = { updateTime: now };
    for (const [key, field] of writableFields(this.def, 'update')) {
      if (isStored(field) && input[key] !== undefined) changes[key] = toStored(field, input[key]);
    }
    for (const [key, field] of Object.entries(this.def.fields)) {
      if (field.auto?.onUpdate) changes[key] = autoValue(field.auto.onUpdate, admin, now);
    }
    const scope = this.ownerScopeOf(admin);
    if (scope?.field) delete changes[scope.field]; // an assigned-only user cannot hand a record to someone else
    this.assertPartitionWritable(changes, admin, 'edit');
    // A row moved to another parent takes a place there (a child with its own routes).
    const moved = this.inlineParents.filter(({ child }) => changes[child.foreignKey] !== undefined && String(changes[child.foreignKey]) !== String(current[child.foreignKey]));
    if (moved.length) await assertRowLimit(em, this.def, moved, this.countRows, { ...current, ...changes }, id);
    await this.assertUnique(em, changes, id, current);
    settleConditionalFields(this.def, { ...current, ...changes }, changes, input);
    assertMoveAllowed(this.def, current, changes);
    assertRecordRules(this.def, { ...current, ...changes });
    // The ids the request sets (a condition may have nulled some: those are not checked).
    await assertRelatedReachable(em, this.def, { ...input, ...changes }, admin, this.findResource);
    await resolveFileFields(em, this.def, changes, admin, id);
    const records = this.writer.in(em, admin);
    await this.hooks.beforeUpdate?.(current, changes, { em, admin, input, records });
    return records.update(this.def, id, changes, { expectedVersion: version, before: current, rolledBackFrom });
  }

  /** A versioned record's dated versions, newest first (ResourceDef.versions). */
  async versions(id: number, admin: CurrentAdmin): Promise<RecordVersionRow[]> {
    await this.reachableOr404(this.ds.manager, id, admin);
    return versionsOf(this.ds.manager, this.def, id);
  }

  /**
   * Makes an earlier version current again, as a new version: its values saved over the record
   * (through the same checks and hooks as an edit, with the version the caller read), in force
   * from `effectiveFrom` (default: today in the user's time zone). The versions in between stay as they were.
   */
  async rollback(id: number, toVersion: number, body: unknown, admin: CurrentAdmin): Promise<Row> {
    const effectiveField = this.def.versions!.effectiveField;
    const { version, effectiveFrom } = (body ?? {}) as { version?: unknown; effectiveFrom?: unknown };
    return this.write(async (em) => {
      const current = await this.reachableOr404(em, id, admin, 'edit');
      const target = await em.getRepository(RecordVersionEntity).findOneBy({ resource: this.def.name, recordId: id, version: toVersion });
      if (!target) throw new AppException(404, 'versionNotFound', { en: { version: toVersion }, zh: { version: toVersion } });
      const values = Object.fromEntries(writableFields(this.def, 'update').filter(([key]) => key in target.snapshot).map(([key]) => [key, target.snapshot[key]]));
      const { input } = this.validateWithChildren({ ...values, [effectiveField]: effectiveFrom ?? todayIn(admin.timeZone), version }, this.updateRules);
      const updated = await this.updateInTx(em, current, input, admin, input.version as number, toVersion);
      return this.presentWithChildren(updated, admin, em);
    });
  }

  async remove(id: number, versionRaw: unknown, admin: CurrentAdmin): Promise<void> {
    const version = { en: { field: 'Version' }, zh: { field: '版本' } };
    if (versionRaw === undefined || versionRaw === '') throw badRequest('required', version);
    // A version is a count of edits: anything else is a mistake, not a missing value.
    if (typeof versionRaw !== 'string' || !/^[0-9]{1,9}$/.test(versionRaw)) throw badRequest('integerOnly', version);
    await this.write(async (em) => {
      const current = await this.reachableOr404(em, id, admin, 'delete');
      assertHolds(this.def.deleteWhen, current, 'cannotDelete');
      await this.removeInTx(em, current, admin, Number(versionRaw));
    });
  }

  /**
   * Deletes a record read in the caller's transaction: refused while `refuse` children exist,
   * the delete hook, `cascade` children deleted with it (each through its service), then the
   * record. With `version`, only if the record still has it.
   */
  async removeInTx(em: EntityManager, current: Row, admin: CurrentAdmin, version?: number): Promise<void> {
    const id = Number(current.id);
    await refuseWhileChildren(em, this.def, id, this.serviceOf);
    const records = this.writer.in(em, admin);
    await this.hooks.beforeDelete?.(current, { em, admin, records });
    await cascadeDelete(em, this.def, id, this.serviceOf, admin);
    await records.remove(this.def, id, { expectedVersion: version, before: current });
  }

  /**
   * The row an action's `when` is judged on: as stored, with the computed fields filled when the
   * condition reads one (a ticket's `followed`, which depends on who asks).
   */
  private async judgedRow(em: EntityManager, current: Row, admin: CurrentAdmin, field: string | undefined): Promise<Row> {
    if (!field || this.def.fields[field]?.storage !== 'computed' || !this.hooks.afterRead) return current;
    const seen = { ...current };
    await this.hooks.afterRead([seen], { em, admin });
    return seen;
  }

  /**
   * A custom action of `customActions`, run by its hook inside a transaction, only on records
   * its `when` offers it for. A bulk call passes the version the list read: a record changed
   * since is refused (409) like a stale edit. A status move it makes must be allowed.
   */
  async runAction(id: number, action: string, admin: CurrentAdmin, version?: number, body?: unknown): Promise<unknown> {
    const declared = this.def.customActions?.find((a) => a.name === action);
    const run = this.hooks.actions?.[action] ?? (declared?.set ? this.setterOf(declared.set) : undefined);
    if (!run || !declared) throw new AppException(404, 'routeNotFound');
    const asked = validateActionBody(declared, body);
    version ??= asked.version;
    return this.write(async (em) => {
      // An action with a sub-role of its own acts on the records the user may view.
      const current = await this.reachableOr404(em, id, admin, declared.sub ? 'view' : declared.action);
      const before = { ...current };
      if (version !== undefined && current.version !== version) throw new AppException(409, 'versionConflict');
      assertHolds(declared.when, await this.judgedRow(em, current, admin, declared.when?.field), 'actionNotAllowed');
      // the action's own writes through ctx.records are audited under its name; else one entry here
      const records = this.writer.in(em, admin, { action });
      const result = await run(current, { em, admin, records, input: asked.input });
      const moved = await em.getRepository(this.schema).findOneBy({ id });
      if (moved) assertMoveAllowed(this.def, before, moved);
      if (records.hasWritten(this.def, id)) return result;
      this.counts.invalidate(this.def.name); // the hook wrote without the writer (or not at all)
      await recordAudit(em, { resource: this.def.name, recordId: id, action, admin, changes: moved ? auditChanges(this.def, moved, before) : null });
      return result;
    });
  }

  /**
   * A single call of an action: its answer, with the action's `done` message (action-message.ts)
   * filled from the record as it now is, its input and the answer, when it declares one.
   */
  async runActionSaying(id: number, action: string, admin: CurrentAdmin, body?: unknown): Promise<unknown> {
    const result = await this.runAction(id, action, admin, undefined, body);
    const declared = this.def.customActions!.find((a) => a.name === action)!;
    if (!declared.done) return result;
    const record = await this.get(id, admin).catch(() => null);
    const said = await actionMessage(this.ds.manager, this.def, declared, record, validateActionBody(declared, body).input, result);
    return said ? new WithMessage(result, said) : result;
  }

  /**
   * A list action (`on: 'list'`): its input checked by the engine's rules, then its hook. The
   * Idempotency-Key header, when sent, must be a plain token (what the dialog generates).
   */
  async runListAction(action: string, admin: CurrentAdmin, body: unknown, idempotencyKey?: string): Promise<unknown> {
    const declared = this.def.customActions?.find((a) => a.name === action && a.on === 'list');
    const run = this.hooks.listActions?.[action];
    if (!run || !declared) throw new AppException(404, 'routeNotFound');
    if (idempotencyKey !== undefined && !new RegExp(IDEMPOTENCY_KEY_PATTERN).test(idempotencyKey)) throw badRequest('invalidData');
    const input = validateInput(declared.input ?? {}, body, declared.inputRules);
    const result = await run({ admin, input, idempotencyKey: idempotencyKey ?? randomUUID() });
    this.counts.invalidate(this.def.name);
    // A list action's answer is a record of this resource when it says anything (a posted entry).
    const said = await actionMessage(this.ds.manager, this.def, declared, isRow(result) ? result : null, input, result);
    return said ? new WithMessage(result, said) : result;
  }

  /**
   * One declared document of a record (an invoice's PDF): the record read as this user may see
   * it (404 outside its scope), then written by the resource's hook in the language asked.
   */
  async document(id: number, name: string, lang: 'en' | 'zh', admin: CurrentAdmin): Promise<RecordDocument & { format: DocumentDef['format'] }> {
    const declared = this.def.documents?.find((d) => d.name === name);
    const write = this.hooks.documents?.[name];
    if (!declared || !write) throw new AppException(404, 'routeNotFound');
    const record = await this.get(id, admin);
    return { ...(await write(record, { em: this.ds.manager, admin, lang })), format: declared.format };
  }

  /** The work of an action that only writes its `set`: the values resolved, one audited update. */
  private setterOf(set: NonNullable<CustomAction['set']>) {
    return (current: Row, ctx: HookContext) => {
      const changes = Object.fromEntries(Object.entries(set).map(([key, value]) => [key,
        value !== null && typeof value === 'object'
          ? ('input' in value ? ctx.input?.[value.input] ?? null : ctx.admin.userName)
          : value,
      ]));
      return ctx.records.update(this.def, current.id as number, changes, { before: current });
    };
  }

  /** Clean input of an inline child row (foreign key left out, no version), or 400 with its errors. */
  validateInline(body: Row, mode: 'create' | 'update', foreignKey: string): Row {
    const key = `${mode}:${foreignKey}`;
    let rules = this.inlineRules.get(key);
    if (!rules) this.inlineRules.set(key, (rules = bodyRules(this.def, mode, foreignKey)));
    return validateBody(this.def, rules, body);
  }

  /** The rows whose foreign key names the parent, oldest first. */
  rowsOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<Row[]> {
    return this.qb(em).where(`r.${foreignKey} = :parentId`, { parentId }).orderBy('r.id', 'ASC').getMany();
  }

  async countOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<number> {
    return this.qb(em).where(`r.${foreignKey} = :parentId`, { parentId }).getCount();
  }

  /**
   * Id and label of the records a relation field may point at (GET lookup/{field}): its target's
   * records in the target's data scope. Who may ask is the route guard's affair (lookupGrants).
   */
  async lookup(fieldKey: string, query: LookupQuery, admin: CurrentAdmin): Promise<LookupEntry[]> {
    const { target, labelField } = this.lookupTargetOf(fieldKey);
    return lookupEntries(this.ds.manager, target, labelField, query, admin, this.findResource, carriedFields(this.def, fieldKey));
  }

  lookupTargetOf(fieldKey: string): { target: ResourceDef; labelField: string } {
    const field = Object.hasOwn(this.def.fields, fieldKey) ? this.def.fields[fieldKey] : undefined;
    const lookup = field && lookupTarget(field);
    const target = lookup && this.findResource(lookup.resource);
    if (!lookup || !target) throw new AppException(404, 'routeNotFound');
    return { target, labelField: lookup.labelField };
  }

  /**
   * Who changed the record and how, newest first, a page at a time by audit id (the record
   * must be reachable: another owner's record answers 404 like its read).
   */
  async history(id: number, admin: CurrentAdmin, page: HistoryPage): Promise<AuditRow[]> {
    await this.reachableOr404(this.ds.manager, id, admin);
    return this.ds.getRepository(AuditLogEntity).find({
      where: { resource: this.def.name, recordId: id, ...(page.before !== undefined ? { id: LessThan(page.before) } : {}) },
      order: { id: 'DESC' }, take: page.limit,
    });
  }

  /**
   * A few records of this resource whose searched fields (title-search.ts) hold the text, in
   * this user's data scope and partitions, newest first: `{id, title}` each (and the partition
   * value of a partitioned resource). None when nothing is searched.
   */
  async search(text: string, admin: CurrentAdmin, limit: number): Promise<SearchHit[]> {
    const fields = searchFields(this.def);
    const titleKey = hitTitleField(this.def);
    if (!fields.length || !titleKey) return [];
    const pattern = likePattern(text);
    const rows = await this.scopedQb(admin)
      .andWhere(new Brackets((qb) => {
        for (const key of fields) qb.orWhere(`${this.col(key)} LIKE :q ESCAPE '!'`, { q: pattern });
      }))
      .orderBy('r.id', 'DESC').limit(limit).getMany();
    const partition = this.def.partition?.field;
    return rows.map((row) => ({
      id: row.id as number, title: String(row[titleKey] ?? row.id),
      // A partitioned record opens on its value's screen (support-case/detail/WMS/7).
      ...(partition ? { partition: String(row[partition]) } : {}),
    }));
  }

  /** A row may be put only into a partition value the user may act on at that level (403 otherwise). */
  private assertPartitionWritable(row: Row, admin: CurrentAdmin, action: ActionName): void {
    const partition = partitionScope(this.def, admin, action);
    if (!partition || row[partition.field] === undefined) return;
    if (!partition.values.includes(String(row[partition.field]))) throw new AppException(403, 'forbidden');
  }

  /** A friendly 409 naming the field; the unique index remains the real guarantee. */
  private async assertUnique(em: EntityManager, row: Row, exceptId?: number, current?: Row): Promise<void> {
    const together = this.def.uniqueTogether;
    if (together && together.fields.some((key) => row[key] !== undefined)) {
      const values = { ...current, ...row };
      const qb = this.qb(em).where('1 = 1');
      together.fields.forEach((key, i) => (values[key] === null || values[key] === undefined
        ? qb.andWhere(`r.${key} IS NULL`) : qb.andWhere(`r.${key} = :t${i}`, { [`t${i}`]: values[key] })));
      if (exceptId !== undefined) qb.andWhere('r.id <> :id', { id: exceptId });
      if (await qb.getExists()) throw this.duplicateTogether();
    }
    for (const [key, field] of this.uniqueFields) {
      if (row[key] === undefined || row[key] === null) continue;
      const qb = this.qb(em).where(`r.${key} = :v`, { v: row[key] });
      if (exceptId !== undefined) qb.andWhere('r.id <> :id', { id: exceptId });
      if (await qb.getExists()) throw this.duplicate(key);
    }
  }
}

/**
 * A definition's condition on the stored record (deleteWhen, an action's when), enforced here
 * rather than restated by each hook: 409 with the definition's message, else the generic one.
 */
function assertHolds(condition: GuardCondition | undefined, current: Row, fallback: MessageKey): void {
  if (condition && !conditionHolds(condition, current)) throw new AppException(409, condition.message ?? fallback);
}

/**
 * The write's API values (write-only relations included) with the stored row over them, as the
 * related-id check reads them. Not `{ ...input, ...row }`: V8 gives a copy of one object that then
 * takes many keys of another a new hidden class on every call, and hidden classes live in the
 * old generation: an import of 50,000 rows left some 120 MB of them for a full collection.
 * Object.assign builds the same own properties (the keys are field names, never `__proto__`).
 */
function withStored(input: Row, row: Row): Row {
  return Object.assign({}, input, row);
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

