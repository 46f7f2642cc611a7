import type { DataSource, EntityManager, EntitySchema } from 'typeorm';
import { inlineParentsOf, type DocumentDef, type LookupEntry, type ResourceDef } from '@console/metadata';
import type { ActionName, FieldError, Page } from '@console/contracts';
import type { WriteLock } from '../core/database/write-lock';
import type { CurrentAdmin } from '../core/http/request-context';
import type { AuditRow } from './audit';
import type { CountCache } from './count-cache';
import type { FindResource } from './find-resource';
import type { HistoryPage } from './history-query';
import type { HookRegistry, RecordDocument } from './hooks';
import type { LookupOf, LookupQuery } from './lookup';
import type { ListQuery } from './query';
import type { RecordWriter } from './record-writer';
import type { ChildService, ResourceServices } from './resource-services';
import type { Row } from './row';
import type { RecordVersionRow } from './versions/record-version.entity';
import { BulkCreates } from './records/bulk-creates';
import { ListReads } from './records/list-reads';
import { RecordActions } from './records/record-actions';
import { RecordGuards } from './records/record-guards';
import { RecordPresenter } from './records/record-presenter';
import { RecordReads, type SearchHit } from './records/record-reads';
import { RecordScope } from './records/record-scope';
import { RecordWrites } from './records/record-writes';
import type { ResourceContext } from './records/resource-context';
import { RowBuilder } from './records/row-builder';
import { Uniqueness } from './records/uniqueness';
import { WriteTransaction } from './records/write-transaction';

/**
 * The generic service behind every generated resource, one per resource: the names its callers
 * use (the generated controller, exports, imports, child collections, search, domain modules),
 * each handed to the part of engine/records/ that does that job. Domain logic never lives here;
 * it plugs in through named hooks.
 */
export class ResourceService implements ChildService {
  private readonly lists: ListReads;
  private readonly reads: RecordReads;
  private readonly presenter: RecordPresenter;
  private readonly writes: RecordWrites;
  private readonly guards: RecordGuards;
  private readonly actions: RecordActions;
  private readonly bulk: BulkCreates;
  /** The foreign keys whose parents limit this resource's rows (an inline child's). */
  readonly rowLimitedKeys: string[];

  constructor(
    readonly def: ResourceDef,
    schema: EntitySchema<Row>,
    ds: DataSource,
    lock: WriteLock,
    hookRegistry: HookRegistry,
    counts: CountCache,
    writer: RecordWriter,
    /** The resources this app serves, for the targets of relations. */
    readonly findResource: FindResource,
    /** The sibling services (the registry that builds this one), for child collections. */
    services: ResourceServices,
  ) {
    const inlineParents = inlineParentsOf(def.name, services.definitions());
    const ctx: ResourceContext = {
      def, schema, ds, lock, counts, writer, findResource, inlineParents,
      hooks: () => hookRegistry.get(def.hooks) ?? {},
      serviceOf: (resource) => {
        const service = services.find(resource);
        if (!service) throw new Error(`resource ${def.name}: child resource ${resource} is not served`);
        return service;
      },
    };
    const scope = new RecordScope(ctx);
    const uniqueness = new Uniqueness(def, scope);
    const rows = new RowBuilder(def, scope);
    const tx = new WriteTransaction(ctx, uniqueness);
    this.presenter = new RecordPresenter(ctx);
    this.lists = new ListReads(ctx, scope, this.presenter);
    this.reads = new RecordReads(ctx, scope, this.presenter);
    this.guards = new RecordGuards(ctx, scope, uniqueness, rows);
    this.writes = new RecordWrites(ctx, scope, this.presenter, rows, this.guards, tx);
    this.actions = new RecordActions(ctx, scope, this.reads, tx);
    this.bulk = new BulkCreates(ctx, rows, this.guards, this.writes, tx);
    this.rowLimitedKeys = inlineParents.map(({ child }) => child.foreignKey);
  }

  // Reads (records/list-reads.ts, records/record-reads.ts)

  list(query: ListQuery, admin: CurrentAdmin): Promise<Page<Row>> {
    return this.lists.list(query, admin);
  }

  countMatching(query: ListQuery, admin: CurrentAdmin): Promise<number> {
    return this.lists.countMatching(query, admin);
  }

  iterate(query: ListQuery, admin: CurrentAdmin, batch?: number): AsyncGenerator<Row[]> {
    return this.lists.iterate(query, admin, batch);
  }

  get(id: number, admin: CurrentAdmin): Promise<Row> {
    return this.reads.get(id, admin);
  }

  /** What leaves the API: server-only columns removed, computed fields filled by the hook. */
  presentRows(rows: Row[], admin: CurrentAdmin, em?: EntityManager): Promise<Row[]> {
    return this.presenter.present(rows, admin, em);
  }

  reachableIds(ids: number[], admin: CurrentAdmin, action?: ActionName): Promise<Set<number>> {
    return this.reads.reachableIds(ids, admin, action);
  }

  count(admin: CurrentAdmin): Promise<number> {
    return this.reads.count(admin);
  }

  lookup(fieldKey: string, query: LookupQuery, admin: CurrentAdmin): Promise<LookupEntry[]> {
    return this.reads.lookup(fieldKey, query, admin);
  }

  lookupTargetOf(fieldKey: string): LookupOf {
    return this.reads.lookupTargetOf(fieldKey);
  }

  history(id: number, admin: CurrentAdmin, page: HistoryPage): Promise<AuditRow[]> {
    return this.reads.history(id, admin, page);
  }

  versions(id: number, admin: CurrentAdmin): Promise<RecordVersionRow[]> {
    return this.reads.versions(id, admin);
  }

  search(text: string, admin: CurrentAdmin, limit: number): Promise<SearchHit[]> {
    return this.reads.search(text, admin, limit);
  }

  rowsOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<Row[]> {
    return this.reads.rowsOfParent(em, foreignKey, parentId);
  }

  countOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<number> {
    return this.reads.countOfParent(em, foreignKey, parentId);
  }

  // Writes (records/record-writes.ts)

  create(body: unknown, admin: CurrentAdmin): Promise<Row> {
    return this.writes.create(body, admin);
  }

  update(id: number, body: unknown, admin: CurrentAdmin): Promise<Row> {
    return this.writes.update(id, body, admin);
  }

  /** An update and the notice its hooks answered (the route's message). */
  updateSaying(id: number, body: unknown, admin: CurrentAdmin): Promise<{ record: Row; notice?: { en: string; zh: string } }> {
    return this.writes.updateSaying(id, body, admin);
  }

  remove(id: number, versionRaw: unknown, admin: CurrentAdmin): Promise<void> {
    return this.writes.remove(id, versionRaw, admin);
  }

  rollback(id: number, toVersion: number, body: unknown, admin: CurrentAdmin): Promise<Row> {
    return this.writes.rollback(id, toVersion, body, admin);
  }

  insertInTx(em: EntityManager, input: Row, admin: CurrentAdmin, preset?: Row): Promise<Row> {
    return this.writes.insertInTx(em, input, admin, preset);
  }

  updateInTx(em: EntityManager, current: Row, input: Row, admin: CurrentAdmin, version?: number): Promise<Row> {
    return this.writes.updateInTx(em, current, input, admin, version);
  }

  removeInTx(em: EntityManager, current: Row, admin: CurrentAdmin, version?: number): Promise<void> {
    return this.writes.removeInTx(em, current, admin, version);
  }

  validateInline(body: Row, mode: 'create' | 'update', foreignKey: string): Row {
    return this.writes.validateInline(body, mode, foreignKey);
  }

  // Actions and documents (records/record-actions.ts)

  runAction(id: number, action: string, admin: CurrentAdmin, version?: number, body?: unknown): Promise<unknown> {
    return this.actions.runAction(id, action, admin, version, body);
  }

  runActionSaying(id: number, action: string, admin: CurrentAdmin, body?: unknown): Promise<unknown> {
    return this.actions.runActionSaying(id, action, admin, body);
  }

  runListAction(action: string, admin: CurrentAdmin, body: unknown, idempotencyKey?: string): Promise<unknown> {
    return this.actions.runListAction(action, admin, body, idempotencyKey);
  }

  document(id: number, name: string, lang: 'en' | 'zh', admin: CurrentAdmin): Promise<RecordDocument & { format: DocumentDef['format'] }> {
    return this.actions.document(id, name, lang, admin);
  }

  // Imports (records/bulk-creates.ts, records/record-guards.ts)

  validateCreate(body: unknown): Row {
    return this.bulk.validateCreate(body);
  }

  writeProblems(input: Row, admin: CurrentAdmin, placedBefore?: (foreignKey: string, parentId: number) => number): Promise<FieldError[]> {
    return this.guards.writeProblems(input, admin, placedBefore);
  }

  createAll(inputs: Row[], admin: CurrentAdmin, onRow?: (done: number) => void | Promise<void>): Promise<number[]> {
    return this.bulk.createAll(inputs, admin, onRow);
  }

  createEach<T>(admin: CurrentAdmin, produce: (insert: (input: Row) => Promise<number>) => Promise<T>): Promise<T> {
    return this.bulk.createEach(admin, produce);
  }

  createMany<T>(admin: CurrentAdmin, produce: (create: (body: unknown) => Promise<number>) => Promise<T>): Promise<T> {
    return this.writes.createMany(admin, produce);
  }
}
