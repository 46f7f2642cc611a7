import type { EntityManager } from 'typeorm';
import type { CurrentAdmin } from '../../core/http/request-context';
import { afterCommit } from '../after-commit';
import { AuditLogEntity, auditChanges } from '../audit';
import { LeanInsert } from '../lean-insert';
import type { Row } from '../row';
import { BodyRules, bodyRules, validateBody } from '../validation';
import type { RecordGuards } from './record-guards';
import type { RecordWrites } from './record-writes';
import type { ResourceContext } from './resource-context';
import type { RowBuilder } from './row-builder';
import type { WriteTransaction } from './write-transaction';

/** An import's writes: its rows validated one by one, then created all in one transaction or none. */
export class BulkCreates {
  private readonly createRules: BodyRules;

  constructor(
    private readonly ctx: ResourceContext,
    private readonly rows: RowBuilder,
    private readonly guards: RecordGuards,
    private readonly writes: RecordWrites,
    private readonly tx: WriteTransaction,
  ) {
    this.createRules = bodyRules(ctx.def, 'create');
  }

  /** The create rules' verdict on a body: its clean values, or the 400 with every field's problem. */
  validateCreate(body: unknown): Row {
    return validateBody(this.ctx.def, this.createRules, body);
  }

  /**
   * Creates every record or none, in one transaction (an import): each runs exactly as a single
   * create does (uniqueness, related ids, files, hooks, audit). `onRow` hears each one done.
   */
  createAll(inputs: Row[], admin: CurrentAdmin, onRow?: (done: number) => void | Promise<void>): Promise<number[]> {
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
  createEach<T>(admin: CurrentAdmin, produce: (insert: (input: Row) => Promise<number>) => Promise<T>): Promise<T> {
    const { def, counts } = this.ctx;
    return this.tx.run(async (em) => {
      const lean = this.leanInsertOf(em, admin);
      const result = await produce(lean ?? (async (input) => Number((await this.writes.insertInTx(em, input, admin)).id)));
      if (lean) {
        // Once for all the rows, now and after the commit (as the RecordWriter does per row).
        counts.invalidate(def.name);
        afterCommit(em, () => counts.invalidate(def.name));
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
    const { def } = this.ctx;
    const hooks = this.ctx.hooks();
    const plainRow = !hooks.beforeCreate && !hooks.afterCreate && !def.versions && !Object.values(def.fields).some((f) => f.kind === 'file')
      && !(def.children ?? []).some((c) => c.inline) && !this.ctx.inlineParents.length;
    if (!plainRow) return null;
    const rows = new LeanInsert(em, this.ctx.schema);
    const audits = new LeanInsert(em, AuditLogEntity);
    return async (input) => {
      const row = this.rows.forCreate(input, admin);
      await this.guards.assertCreatable(em, row, input, admin);
      const id = await rows.insert(row);
      await audits.insert({
        resource: def.name, recordId: id, action: 'create', actorId: admin.id, actorName: admin.userName,
        changes: auditChanges(def, row), createTime: row.createTime,
      });
      return id;
    };
  }
}
