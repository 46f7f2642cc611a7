import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ChangesOf, InputOf, ResourceDef, RowOf } from '@console/metadata';
import type { CurrentAdmin } from '../core/http/request-context';
import type { BoundRecordWriter } from './record-writer';
import type { Row } from './row';

/** What a hook gets: the transaction's manager (its writes commit or roll back with the record's). */
export interface HookContext {
  em: EntityManager;
  admin: CurrentAdmin;
  /**
   * The validated request body, including write-only fields (absent for deletes); for a custom
   * action, the clean values of its declared `input` (a suspension's reason), else {}.
   */
  input?: Row;
  /**
   * Writes to any resource in this transaction, with audit, version bump and cache drop
   * (engine/record-writer.ts), plus `records.afterCommit(work)` for pushes after the commit.
   */
  records: BoundRecordWriter;
  /** The edit's `saveChoice` (one of the definition's `saveChoices` values), when it carried one. */
  choice?: string;
}

/** What `afterUpdate` gets beside the context: the inline child rows as stored before the write, by key. */
export interface AfterUpdateContext extends HookContext {
  childrenBefore: Record<string, Row[]>;
}

/** Something a saved edit tells its user (the envelope's message), in both languages. */
export type SaveNotice = { en: string; zh: string };

/**
 * Domain logic of a generated resource, plugged in by name (`hooks: 'role'` in the
 * definition). Each runs inside the write's transaction; throwing an AppException refuses it.
 */
export interface ResourceHooks {
  /** May change `row` (e.g. hash `ctx.input.password` into a server-only column). */
  beforeCreate?(row: Row, ctx: HookContext): Promise<void> | void;
  /**
   * After the record is inserted, in the same transaction: `row` as stored, with its id. What the
   * new record's id is needed for is written here (a batch's orders and pick list); throwing
   * refuses the create with everything it wrote.
   */
  afterCreate?(row: Row, ctx: HookContext): Promise<void> | void;
  beforeUpdate?(current: Row, changes: Row, ctx: HookContext): Promise<void> | void;
  beforeDelete?(current: Row, ctx: HookContext): Promise<void> | void;
  /**
   * After an update and its inline rows are written, in the same transaction: `before` is the
   * record as read, `after` as written (re-read), `ctx.childrenBefore` the inline rows as they
   * were. Throwing refuses the whole write; a notice returned is the answer's message.
   */
  afterUpdate?(before: Row, after: Row, ctx: AfterUpdateContext): Promise<SaveNotice | void> | SaveNotice | void;
  /** Fills computed fields of records about to be returned, all at once (one query, not one per row). */
  afterRead?(rows: Row[], ctx: Omit<HookContext, 'input' | 'records'>): Promise<void> | void;
  /** Custom actions declared in `customActions`, by name; the result is the answer's data. */
  actions?: Record<string, (current: Row, ctx: HookContext) => Promise<unknown>>;
  /** List actions (`on: 'list'`), by name; the result is the answer's data. */
  listActions?: Record<string, (ctx: ListActionContext) => Promise<unknown>>;
  /** The files a record is printed as (`documents` of the definition), by name. */
  documents?: Record<string, DocumentWriter>;
}

/** Writes one document of a record, as the caller may see it, in the language asked. */
type DocumentWriter = (record: Row, ctx: DocumentContext) => Promise<RecordDocument>;

export interface DocumentContext {
  em: EntityManager;
  admin: CurrentAdmin;
  lang: 'en' | 'zh';
}

export interface RecordDocument {
  /** Without the extension: the format's is added. */
  fileName: string;
  bytes: Uint8Array;
}

/**
 * What a list action's hook gets. No transaction is opened for it: it acts on no record of its
 * own, and the work it calls (a ledger posting) opens the one it needs.
 */
interface ListActionContext {
  admin: CurrentAdmin;
  /** The clean values of its declared `input`. */
  input: Row;
  /** The `Idempotency-Key` header: one per opening of the dialog; a random one when absent. */
  idempotencyKey: string;
}

/** A hook's context with the typed input of its resource. */
export interface TypedContext<D> extends Omit<HookContext, 'input'> {
  input?: InputOf<D>;
}

/**
 * Hooks of one resource with its typed rows (`RowOf` of the definition): the hook reads
 * `current.status` as the enum's codes and `current.amount` as a decimal string, never `unknown`.
 */
/** A custom action's context: its declared `input`, validated. */
interface ActionContext<D> extends Omit<TypedContext<D>, 'input'> {
  input: Row;
}

interface TypedHooks<D> {
  beforeCreate?(row: ChangesOf<D>, ctx: TypedContext<D>): Promise<void> | void;
  afterCreate?(row: RowOf<D>, ctx: TypedContext<D>): Promise<void> | void;
  beforeUpdate?(current: RowOf<D>, changes: ChangesOf<D>, ctx: TypedContext<D>): Promise<void> | void;
  beforeDelete?(current: RowOf<D>, ctx: Omit<TypedContext<D>, 'input'>): Promise<void> | void;
  afterUpdate?(before: RowOf<D>, after: RowOf<D>, ctx: Omit<TypedContext<D>, 'input'> & { childrenBefore: Record<string, Row[]> }): Promise<SaveNotice | void> | SaveNotice | void;
  afterRead?(rows: RowOf<D>[], ctx: Omit<TypedContext<D>, 'input' | 'records'>): Promise<void> | void;
  actions?: Record<string, (current: RowOf<D>, ctx: ActionContext<D>) => Promise<unknown>>;
  listActions?: Record<string, (ctx: ListActionContext) => Promise<unknown>>;
  documents?: Record<string, (record: RowOf<D>, ctx: DocumentContext) => Promise<RecordDocument>>;
}

export interface NamedHooks {
  name: string;
  hooks: ResourceHooks;
}

/** The hooks a definition names (`hooks: 'role'`), typed by that definition. */
export function defineHooks<D extends ResourceDef>(def: D, hooks: TypedHooks<D>): NamedHooks {
  if (!def.hooks) throw new Error(`resource ${def.name} names no hooks`);
  // The engine passes rows of this resource only: the typed view is the same object.
  return { name: def.hooks, hooks: hooks as unknown as ResourceHooks };
}

@Injectable()
export class HookRegistry {
  private readonly hooks = new Map<string, ResourceHooks>();

  /** `register(defineHooks(def, {...}))`: hooks are always typed by their definition. */
  register({ name, hooks }: NamedHooks): void {
    if (this.hooks.has(name)) throw new Error(`hooks "${name}" registered twice`);
    this.hooks.set(name, hooks);
  }

  get(name: string | undefined): ResourceHooks | undefined {
    return name ? this.hooks.get(name) : undefined;
  }

  has(name: string): boolean {
    return this.hooks.has(name);
  }
}
