import type { EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { CustomAction, DocumentDef, IDEMPOTENCY_KEY_PATTERN } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WithMessage } from '../../core/envelope/with-message';
import { actionMessage } from '../action-message';
import { auditChanges, recordAudit } from '../audit';
import type { HookContext, RecordDocument } from '../hooks';
import { assertHolds, assertMoveAllowed } from '../record-checks';
import type { Row } from '../row';
import { validateActionBody, validateInput } from '../validation';
import type { RecordReads } from './record-reads';
import type { RecordScope } from './record-scope';
import type { ResourceContext } from './resource-context';
import type { WriteTransaction } from './write-transaction';

const isRow = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The definition's custom actions (on a record or on the list) and documents, run by their hooks. */
export class RecordActions {
  constructor(
    private readonly ctx: ResourceContext,
    private readonly scope: RecordScope,
    private readonly reads: RecordReads,
    private readonly tx: WriteTransaction,
  ) {}

  /**
   * A custom action of `customActions`, run by its hook inside a transaction, only on records
   * its `when` offers it for. A bulk call passes the version the list read: a record changed
   * since is refused (409) like a stale edit. A status move it makes must be allowed.
   */
  async runAction(id: number, action: string, admin: CurrentAdmin, version?: number, body?: unknown): Promise<unknown> {
    const { def, schema } = this.ctx;
    const declared = def.customActions?.find((a) => a.name === action);
    const run = this.ctx.hooks().actions?.[action] ?? (declared?.set ? this.setterOf(declared.set) : undefined);
    if (!run || !declared) throw new AppException(404, 'routeNotFound');
    const asked = validateActionBody(declared, body);
    version ??= asked.version;
    return this.tx.run(async (em) => {
      // An action with a sub-role of its own acts on the records the user may view.
      const current = await this.scope.reachableOr404(em, id, admin, declared.sub ? 'view' : declared.action);
      const before = { ...current };
      if (version !== undefined && current.version !== version) throw new AppException(409, 'versionConflict');
      assertHolds(declared.when, await this.judgedRow(em, current, admin, declared.when?.field), 'actionNotAllowed');
      // the action's own writes through ctx.records are audited under its name; else one entry here
      const records = this.ctx.writer.in(em, admin, { action });
      const result = await run(current, { em, admin, records, input: asked.input });
      const moved = await em.getRepository(schema).findOneBy({ id });
      if (moved) assertMoveAllowed(def, before, moved);
      if (records.hasWritten(def, id)) return result;
      this.ctx.counts.invalidate(def.name); // the hook wrote without the writer (or not at all)
      await recordAudit(em, { resource: def.name, recordId: id, action, admin, changes: moved ? auditChanges(def, moved, before) : null });
      return result;
    });
  }

  /**
   * A single call of an action: its answer, with the action's `done` message (action-message.ts)
   * filled from the record as it now is, its input and the answer, when it declares one.
   */
  async runActionSaying(id: number, action: string, admin: CurrentAdmin, body?: unknown): Promise<unknown> {
    const result = await this.runAction(id, action, admin, undefined, body);
    const declared = this.ctx.def.customActions!.find((a) => a.name === action)!;
    if (!declared.done) return result;
    const record = await this.reads.get(id, admin).catch(() => null);
    const said = await actionMessage(this.ctx.ds.manager, this.ctx.def, declared, record, validateActionBody(declared, body).input, result, this.ctx.findResource);
    return said ? new WithMessage(result, said) : result;
  }

  /**
   * A list action (`on: 'list'`): its input checked by the engine's rules, then its hook. The
   * Idempotency-Key header, when sent, must be a plain token (what the dialog generates).
   */
  async runListAction(action: string, admin: CurrentAdmin, body: unknown, idempotencyKey?: string): Promise<unknown> {
    const { def } = this.ctx;
    const declared = def.customActions?.find((a) => a.name === action && a.on === 'list');
    const run = this.ctx.hooks().listActions?.[action];
    if (!run || !declared) throw new AppException(404, 'routeNotFound');
    if (idempotencyKey !== undefined && !new RegExp(IDEMPOTENCY_KEY_PATTERN).test(idempotencyKey)) throw badRequest('invalidData');
    const input = validateInput(declared.input ?? {}, body, declared.inputRules);
    const result = await run({ admin, input, idempotencyKey: idempotencyKey ?? randomUUID() });
    this.ctx.counts.invalidate(def.name);
    // A list action's answer is a record of this resource when it says anything (a posted entry).
    const said = await actionMessage(this.ctx.ds.manager, def, declared, isRow(result) ? result : null, input, result, this.ctx.findResource);
    return said ? new WithMessage(result, said) : result;
  }

  /**
   * One declared document of a record (an invoice's PDF): the record read as this user may see
   * it (404 outside its scope), then written by the resource's hook in the language asked.
   */
  async document(id: number, name: string, lang: 'en' | 'zh', admin: CurrentAdmin): Promise<RecordDocument & { format: DocumentDef['format'] }> {
    const declared = this.ctx.def.documents?.find((d) => d.name === name);
    const write = this.ctx.hooks().documents?.[name];
    if (!declared || !write) throw new AppException(404, 'routeNotFound');
    const record = await this.reads.get(id, admin);
    return { ...(await write(record, { em: this.ctx.ds.manager, admin, lang })), format: declared.format };
  }

  /**
   * The row an action's `when` is judged on: as stored, with the computed fields filled when the
   * condition reads one (a ticket's `followed`, which depends on who asks).
   */
  private async judgedRow(em: EntityManager, current: Row, admin: CurrentAdmin, field: string | undefined): Promise<Row> {
    const hooks = this.ctx.hooks();
    if (!field || this.ctx.def.fields[field]?.storage !== 'computed' || !hooks.afterRead) return current;
    const seen = { ...current };
    await hooks.afterRead([seen], { em, admin });
    return seen;
  }

  /** The work of an action that only writes its `set`: the values resolved, one audited update. */
  private setterOf(set: NonNullable<CustomAction['set']>) {
    return (current: Row, ctx: HookContext) => {
      const changes = Object.fromEntries(Object.entries(set).map(([key, value]) => [key,
        value !== null && typeof value === 'object'
          ? ('input' in value ? ctx.input?.[value.input] ?? null : ctx.admin.userName)
          : value,
      ]));
      return ctx.records.update(this.ctx.def, current.id as number, changes, { before: current });
    };
  }
}
