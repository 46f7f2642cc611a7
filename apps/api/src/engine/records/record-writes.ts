import type { EntityManager } from 'typeorm';
import { childKey, inlineChildren, writableFields } from '@console/metadata';
import { FieldError, todayIn } from '@console/contracts';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { SaveNotice } from '../hooks';
import { takeSaveChoice } from '../save-choice';
import { InlineRows, cascadeDelete, refuseWhileChildren, splitInlineBody, writeInlineRows } from '../child-collections';
import { resolveFileFields } from '../files/attachments';
import { assertHolds } from '../record-checks';
import type { Row } from '../row';
import { BodyRules, bodyRules, validateBody } from '../validation';
import { RecordVersionEntity } from '../versions/record-version.entity';
import type { RecordGuards } from './record-guards';
import type { RecordPresenter } from './record-presenter';
import type { RecordScope } from './record-scope';
import type { ResourceContext } from './resource-context';
import type { RowBuilder } from './row-builder';
import type { WriteTransaction } from './write-transaction';

/**
 * Create, update, delete and rollback of one record with its inline child rows, each in one
 * transaction; and the same writes inside a caller's transaction (`*InTx`: a parent writing its
 * children, an import), each with the guards and hooks a single write has.
 */
export class RecordWrites {
  private readonly createRules: BodyRules;
  private readonly updateRules: BodyRules;
  private readonly inlineRules = new Map<string, BodyRules>();

  constructor(
    private readonly ctx: ResourceContext,
    private readonly scope: RecordScope,
    private readonly presenter: RecordPresenter,
    private readonly rows: RowBuilder,
    private readonly guards: RecordGuards,
    private readonly tx: WriteTransaction,
  ) {
    this.createRules = bodyRules(ctx.def, 'create');
    this.updateRules = bodyRules(ctx.def, 'update');
  }

  async create(body: unknown, admin: CurrentAdmin): Promise<Row> {
    const { input, inline } = this.validateWithChildren(body, this.createRules);
    return this.tx.run(async (em) => {
      const created = await this.insertInTx(em, input, admin);
      await writeInlineRows(em, Number(created.id), inline, this.ctx.serviceOf, admin);
      return this.presenter.presentWithChildren(created, admin, em);
    });
  }

  /**
   * Many create bodies (each with its inline rows) in one transaction, each validated and written
   * as create() writes it (a grouped import). Whatever `produce` throws rolls every record back.
   */
  createMany<T>(admin: CurrentAdmin, produce: (create: (body: unknown) => Promise<number>) => Promise<T>): Promise<T> {
    return this.tx.run((em) => produce(async (body) => {
      const { input, inline } = this.validateWithChildren(body, this.createRules);
      const created = await this.insertInTx(em, input, admin);
      await writeInlineRows(em, Number(created.id), inline, this.ctx.serviceOf, admin);
      return Number(created.id);
    }));
  }

  async update(id: number, body: unknown, admin: CurrentAdmin): Promise<Row> {
    return (await this.updateSaying(id, body, admin)).record;
  }

  /**
   * An update with what it tells its user: the body's `saveChoice` (where the definition declares
   * `saveChoices`) reaches the hooks as `ctx.choice`, and `afterUpdate` runs once the inline rows
   * are written, in the same transaction, its notice returned beside the record.
   */
  async updateSaying(id: number, body: unknown, admin: CurrentAdmin): Promise<{ record: Row; notice?: SaveNotice }> {
    const { rest, choice } = takeSaveChoice(this.ctx.def, body);
    const { input, inline } = this.validateWithChildren(rest, this.updateRules);
    return this.tx.run(async (em) => {
      const current = await this.scope.reachableOr404(em, id, admin, 'edit');
      assertHolds(this.ctx.def.editWhen, current, 'cannotEdit');
      const afterUpdate = this.ctx.hooks().afterUpdate;
      const childrenBefore: Record<string, Row[]> = {};
      if (afterUpdate) {
        for (const child of inlineChildren(this.ctx.def)) childrenBefore[childKey(child)] = await this.ctx.serviceOf(child.resource).rowsOfParent(em, child.foreignKey, id);
      }
      let updated = await this.updateInTx(em, current, input, admin, input.version as number, undefined, choice);
      // Changing only the children still bumps the parent's version (updateInTx always does).
      await writeInlineRows(em, id, inline, this.ctx.serviceOf, admin);
      let notice: SaveNotice | undefined;
      if (afterUpdate) {
        const after = await this.scope.reachableOr404(em, id, admin, 'edit');
        notice = (await afterUpdate(current, after, { em, admin, input, records: this.ctx.writer.in(em, admin), choice, childrenBefore })) ?? undefined;
        // the hook may have written the record again (a label replaced): answer it as it now is
        updated = await this.scope.reachableOr404(em, id, admin, 'edit');
      }
      return { record: await this.presenter.presentWithChildren(updated, admin, em), ...(notice ? { notice } : {}) };
    });
  }

  async remove(id: number, versionRaw: unknown, admin: CurrentAdmin): Promise<void> {
    const version = { en: { field: 'Version' }, zh: { field: '版本' } };
    if (versionRaw === undefined || versionRaw === '') throw badRequest('required', version);
    // A version is a count of edits: anything else is a mistake, not a missing value.
    if (typeof versionRaw !== 'string' || !/^[0-9]{1,9}$/.test(versionRaw)) throw badRequest('integerOnly', version);
    await this.tx.run(async (em) => {
      const current = await this.scope.reachableOr404(em, id, admin, 'delete');
      assertHolds(this.ctx.def.deleteWhen, current, 'cannotDelete');
      await this.removeInTx(em, current, admin, Number(versionRaw));
    });
  }

  /**
   * Makes an earlier version current again, as a new version: its values saved over the record
   * (through the same checks and hooks as an edit, with the version the caller read), in force
   * from `effectiveFrom` (default: today in the user's time zone). The versions in between stay as they were.
   */
  async rollback(id: number, toVersion: number, body: unknown, admin: CurrentAdmin): Promise<Row> {
    const { def } = this.ctx;
    const effectiveField = def.versions!.effectiveField;
    const { version, effectiveFrom } = (body ?? {}) as { version?: unknown; effectiveFrom?: unknown };
    return this.tx.run(async (em) => {
      const current = await this.scope.reachableOr404(em, id, admin, 'edit');
      assertHolds(this.ctx.def.editWhen, current, 'cannotEdit');
      const target = await em.getRepository(RecordVersionEntity).findOneBy({ resource: def.name, recordId: id, version: toVersion });
      if (!target) throw new AppException(404, 'versionNotFound', { en: { version: toVersion }, zh: { version: toVersion } });
      const values = Object.fromEntries(writableFields(def, 'update').filter(([key]) => key in target.snapshot).map(([key]) => [key, target.snapshot[key]]));
      const { input } = this.validateWithChildren({ ...values, [effectiveField]: effectiveFrom ?? todayIn(admin.timeZone), version }, this.updateRules);
      const updated = await this.updateInTx(em, current, input, admin, input.version as number, toVersion);
      return this.presenter.presentWithChildren(updated, admin, em);
    });
  }

  /**
   * Inserts a validated record in the caller's transaction: the row (RowBuilder), its guards,
   * files, the create hooks (before and after the insert), the audit entry.
   */
  async insertInTx(em: EntityManager, input: Row, admin: CurrentAdmin, preset: Row = {}): Promise<Row> {
    const row = this.rows.forCreate(input, admin, preset);
    await this.guards.assertCreatable(em, row, input, admin);
    await resolveFileFields(em, this.ctx.def, row, admin);
    const records = this.ctx.writer.in(em, admin);
    const hooks = this.ctx.hooks();
    await hooks.beforeCreate?.(row, { em, admin, input, records });
    const inserted = await records.insert(this.ctx.def, row);
    await hooks.afterCreate?.(inserted, { em, admin, input, records });
    return inserted;
  }

  /**
   * Applies validated changes to a record read in the caller's transaction. With `version`, the
   * write happens only if the record still has it (409 otherwise); an inline child row has none
   * (its parent's version guards it). The version is bumped either way.
   */
  async updateInTx(em: EntityManager, current: Row, input: Row, admin: CurrentAdmin, version?: number, rolledBackFrom?: number, choice?: string): Promise<Row> {
    const id = Number(current.id);
    const changes = this.rows.changesForUpdate(current, input, admin);
    await this.guards.assertPlaceable(em, current, changes, admin);
    this.rows.settle(current, changes, input);
    await this.guards.assertChangeAllowed(em, current, changes, input, admin);
    await resolveFileFields(em, this.ctx.def, changes, admin, id);
    const records = this.ctx.writer.in(em, admin);
    await this.ctx.hooks().beforeUpdate?.(current, changes, { em, admin, input, records, ...(choice ? { choice } : {}) });
    return records.update(this.ctx.def, id, changes, { expectedVersion: version, before: current, rolledBackFrom });
  }

  /**
   * Deletes a record read in the caller's transaction: refused while `refuse` children exist,
   * the delete hook, `cascade` children deleted with it (each through its service), then the
   * record. With `version`, only if the record still has it.
   */
  async removeInTx(em: EntityManager, current: Row, admin: CurrentAdmin, version?: number): Promise<void> {
    const { def, serviceOf } = this.ctx;
    const id = Number(current.id);
    await refuseWhileChildren(em, def, id, serviceOf);
    const records = this.ctx.writer.in(em, admin);
    await this.ctx.hooks().beforeDelete?.(current, { em, admin, records });
    await cascadeDelete(em, def, id, serviceOf, admin);
    await records.remove(def, id, { expectedVersion: version, before: current });
  }

  /** Clean input of an inline child row (foreign key left out, no version), or 400 with its errors. */
  validateInline(body: Row, mode: 'create' | 'update', foreignKey: string): Row {
    const key = `${mode}:${foreignKey}`;
    let rules = this.inlineRules.get(key);
    if (!rules) this.inlineRules.set(key, (rules = bodyRules(this.ctx.def, mode, foreignKey)));
    return validateBody(this.ctx.def, rules, body);
  }

  /**
   * Validates the parent's body and its inline child rows together, so one answer lists every
   * problem (`states.1.name` for a child row's field).
   */
  private validateWithChildren(body: unknown, rules: BodyRules): { input: Row; inline: InlineRows[] } {
    const { parentBody, inline, errors } = splitInlineBody(this.ctx.def, body, this.ctx.serviceOf);
    let input: Row = {};
    try {
      input = validateBody(this.ctx.def, rules, parentBody);
    } catch (error) {
      const parentErrors = (error instanceof AppException ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined);
      if (!parentErrors) throw error;
      errors.unshift(...parentErrors);
    }
    if (errors.length) throw badRequest('invalidData', {}, { errors });
    return { input, inline };
  }
}
