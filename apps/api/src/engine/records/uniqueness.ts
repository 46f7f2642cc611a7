import type { EntityManager } from 'typeorm';
import { FieldDef, ResourceDef, columnName } from '@console/metadata';
import { FieldError, bilingual } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';
import type { UniqueViolation } from '../../core/database/driver-errors';
import { indexName } from '../entity-schema';
import type { Row } from '../row';
import type { RecordScope } from './record-scope';

/**
 * A unique field's value taken: '{field} already exists' (or the field's `uniqueMessage`), on the
 * field. The one wording of the write's 409 and of an import preview's row error.
 */
export function notUnique(key: string, field: FieldDef): FieldError {
  const { message, params } = notUniqueMessage(field);
  return { field: key, ...bilingual(message, params) };
}

function notUniqueMessage(field: FieldDef) {
  return { message: field.uniqueMessage ?? 'notUnique', params: { en: { field: field.label.en }, zh: { field: field.label.zh } } };
}

/** Unique fields and fields unique together: checked before a write, and told after the index refused one. */
export class Uniqueness {
  private readonly uniqueFields: Array<[string, FieldDef]>;

  constructor(private readonly def: ResourceDef, private readonly scope: RecordScope) {
    this.uniqueFields = Object.entries(def.fields).filter(([, field]) => field.unique);
  }

  /** Whether a create has anything of this kind to check. */
  get checksAny(): boolean {
    return !!this.def.uniqueTogether || this.uniqueFields.length > 0;
  }

  /** A friendly 409 naming the field; the unique index remains the real guarantee. */
  async assertUnique(em: EntityManager, row: Row, exceptId?: number, current?: Row): Promise<void> {
    if (await this.togetherTaken(em, row, exceptId, current)) throw this.duplicateTogether();
    for (const [key] of this.uniqueFields) {
      if (await this.fieldTaken(em, row, key, exceptId)) throw this.duplicate(key);
    }
  }

  /** Every unique field a create of `row` would repeat, one error each (an import's preview). */
  async fieldProblems(em: EntityManager, row: Row): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const [key, field] of this.uniqueFields) if (await this.fieldTaken(em, row, key)) errors.push(notUnique(key, field));
    return errors;
  }

  /** The fields unique together repeating a record: told on the first of them, in its message (an import's preview). */
  async togetherProblem(em: EntityManager, row: Row): Promise<FieldError | null> {
    return (await this.togetherTaken(em, row)) ? this.togetherError() : null;
  }

  /** The 409 naming the unique field (or fields together) the database refused, or the generic one. */
  duplicateOf(violation: UniqueViolation): AppException {
    const { def } = this;
    const hit = this.uniqueFields.find(([key, field]) => (
      violation.index === indexName(def.table, [columnName(key, field)], true) || violation.columns?.includes(columnName(key, field))
    ));
    if (hit) return this.duplicate(hit[0]);
    const together = def.uniqueTogether;
    if (together && violation.index === indexName(def.table, together.fields.map((key) => columnName(key, def.fields[key])), true)) return this.duplicateTogether();
    return new AppException(409, 'duplicateRecord');
  }

  private async fieldTaken(em: EntityManager, row: Row, key: string, exceptId?: number): Promise<boolean> {
    if (row[key] === undefined || row[key] === null) return false;
    const qb = this.scope.qb(em).where(`r.${key} = :v`, { v: row[key] });
    if (exceptId !== undefined) qb.andWhere('r.id <> :id', { id: exceptId });
    return qb.getExists();
  }

  /** Whether the write sets a field unique together with others, and the record it makes repeats one stored. */
  private async togetherTaken(em: EntityManager, row: Row, exceptId?: number, current?: Row): Promise<boolean> {
    const together = this.def.uniqueTogether;
    if (!together || !together.fields.some((key) => row[key] !== undefined)) return false;
    const values = { ...current, ...row };
    const qb = this.scope.qb(em).where('1 = 1');
    together.fields.forEach((key, i) => (values[key] === null || values[key] === undefined
      ? qb.andWhere(`r.${key} IS NULL`) : qb.andWhere(`r.${key} = :t${i}`, { [`t${i}`]: values[key] })));
    if (exceptId !== undefined) qb.andWhere('r.id <> :id', { id: exceptId });
    return qb.getExists();
  }

  /** 409 with the field's error in `data.errors`, so a form shows it under its input. */
  private duplicate(key: string): AppException {
    const field = this.def.fields[key];
    const { message, params } = notUniqueMessage(field);
    return new AppException(409, message, params, { errors: [notUnique(key, field)] });
  }

  /** Fields unique together repeating a record: 409 with their message, told on the first of them (as an import's preview tells it). */
  private duplicateTogether(): AppException {
    return new AppException(409, this.def.uniqueTogether!.message, {}, { errors: [this.togetherError()] });
  }

  private togetherError(): FieldError {
    const together = this.def.uniqueTogether!;
    return { field: together.fields[0], ...bilingual(together.message) };
  }
}
