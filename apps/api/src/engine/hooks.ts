import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CurrentAdmin } from '../core/http/request-context';

export type Row = Record<string, unknown>;

/** What a hook gets: the transaction's manager (its writes commit or roll back with the record's). */
export interface HookContext {
  em: EntityManager;
  admin: CurrentAdmin;
  /** The validated request body, including write-only fields (absent for deletes and actions). */
  input?: Row;
}

/**
 * Domain logic of a generated resource, plugged in by name (`hooks: 'org-group'` in the
 * definition). Each runs inside the write's transaction; throwing an AppException refuses it.
 */
export interface ResourceHooks {
  /** May change `row` (e.g. hash `ctx.input.password` into a server-only column). */
  beforeCreate?(row: Row, ctx: HookContext): Promise<void> | void;
  beforeUpdate?(current: Row, changes: Row, ctx: HookContext): Promise<void> | void;
  beforeDelete?(current: Row, ctx: HookContext): Promise<void> | void;
  /** Fills computed fields of records about to be returned, all at once (one query, not one per row). */
  afterRead?(rows: Row[], ctx: Omit<HookContext, 'input'>): Promise<void> | void;
  /** Custom actions declared in `customActions`, by name; the result is the answer's data. */
  actions?: Record<string, (current: Row, ctx: HookContext) => Promise<unknown>>;
}

@Injectable()
export class HookRegistry {
  private readonly hooks = new Map<string, ResourceHooks>();

  register(name: string, hooks: ResourceHooks): void {
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
