import type { EntityManager } from 'typeorm';
import { lookupFields } from '@console/metadata';
import type { ActionName, FieldError } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { partitionScope } from '../data-scope';
import { assertMoveAllowed, assertRecordRules } from '../record-checks';
import { assertRelatedReachable } from '../related-ids';
import type { Row } from '../row';
import { CountRows, assertRowLimit, rowLimitProblem } from '../row-limits';
import type { RecordScope } from './record-scope';
import type { ResourceContext } from './resource-context';
import type { RowBuilder } from './row-builder';
import type { Uniqueness } from './uniqueness';

/**
 * What a write must pass before it is stored: its partition, an inline child's rows per parent,
 * uniqueness, the status move, the record rules and the ids it points at. Each write path calls
 * them in the order it always has (a create, an update, an import's lean insert and its preview).
 */
export class RecordGuards {
  /** Whether any field names records to look up (related-ids.ts); none: nothing to check. */
  private readonly hasLookups: boolean;

  constructor(
    private readonly ctx: ResourceContext,
    private readonly scope: RecordScope,
    private readonly uniqueness: Uniqueness,
    private readonly rows: RowBuilder,
  ) {
    this.hasLookups = lookupFields(ctx.def).length > 0;
  }

  /** Rows of this resource under one parent (row-limits.ts `CountRows`). */
  private readonly countRows: CountRows = (em, foreignKey, parentId, exceptId) => {
    const qb = this.scope.qb(em).where(`r.${foreignKey} = :parentId`, { parentId });
    if (exceptId !== undefined) qb.andWhere('r.id <> :exceptId', { exceptId });
    return qb.getCount();
  };

  /** A new row (RowBuilder.forCreate) of the validated `input`, checked as every create checks it. */
  async assertCreatable(em: EntityManager, row: Row, input: Row, admin: CurrentAdmin): Promise<void> {
    const { def, inlineParents } = this.ctx;
    this.assertPartitionWritable(row, admin, 'create');
    if (inlineParents.length) await assertRowLimit(em, def, inlineParents, this.countRows, row);
    assertRecordRules(def, row);
    if (this.uniqueness.checksAny) await this.uniqueness.assertUnique(em, row);
    // The stored ids (a data scope may have set its owner) and the write-only ones of the input.
    if (this.hasLookups) await assertRelatedReachable(em, def, withStored(input, row), admin, this.ctx.findResource);
  }

  /** Where an update's changes put the record: a partition the user may edit, a place under its new parent, no duplicate. */
  async assertPlaceable(em: EntityManager, current: Row, changes: Row, admin: CurrentAdmin): Promise<void> {
    const { def, inlineParents } = this.ctx;
    const id = Number(current.id);
    this.assertPartitionWritable(changes, admin, 'edit');
    // A row moved to another parent takes a place there (a child with its own routes).
    const moved = inlineParents.filter(({ child }) => changes[child.foreignKey] !== undefined && String(changes[child.foreignKey]) !== String(current[child.foreignKey]));
    if (moved.length) await assertRowLimit(em, def, moved, this.countRows, { ...current, ...changes }, id);
    await this.uniqueness.assertUnique(em, changes, id, current);
  }

  /** The record an update makes (its conditional fields settled): an allowed status move, its rules, the ids it sets. */
  async assertChangeAllowed(em: EntityManager, current: Row, changes: Row, input: Row, admin: CurrentAdmin): Promise<void> {
    const { def } = this.ctx;
    assertMoveAllowed(def, current, changes);
    assertRecordRules(def, { ...current, ...changes });
    // The ids the request sets (a condition may have nulled some: those are not checked).
    await assertRelatedReachable(em, def, { ...input, ...changes }, admin, this.ctx.findResource, { ...current, ...changes });
  }

  /**
   * What a create of these (validated) values would be refused for besides its rules: a unique
   * field's value taken, a related id missing. Per field, for an import's preview.
   */
  async writeProblems(input: Row, admin: CurrentAdmin, placedBefore?: (foreignKey: string, parentId: number) => number): Promise<FieldError[]> {
    const { def, inlineParents, ds } = this.ctx;
    const row = this.rows.forCreate(input, admin);
    const errors = await this.uniqueness.fieldProblems(ds.manager, row);
    // an inline child's rows per parent: those stored and those of the file before this one
    const limit = inlineParents.length ? await rowLimitProblem(ds.manager, def, inlineParents, this.countRows, row, undefined, placedBefore) : null;
    if (limit) errors.push(limit);
    const together = await this.uniqueness.togetherProblem(ds.manager, row);
    if (together) errors.push(together);
    if (this.hasLookups) {
      try {
        await assertRelatedReachable(ds.manager, def, withStored(input, row), admin, this.ctx.findResource);
      } catch (error) {
        const related = error instanceof AppException ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined;
        if (!related) throw error;
        errors.push(...related);
      }
    }
    return errors;
  }

  /** A row may be put only into a partition value the user may act on at that level (403 otherwise). */
  private assertPartitionWritable(row: Row, admin: CurrentAdmin, action: ActionName): void {
    const partition = partitionScope(this.ctx.def, admin, action);
    if (!partition || row[partition.field] === undefined) return;
    if (!partition.values.includes(String(row[partition.field]))) throw new AppException(403, 'forbidden');
  }
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
