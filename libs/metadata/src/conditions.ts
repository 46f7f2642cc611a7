import type { FieldDef, RecordCondition } from './types';

/**
 * Conditions on a record's values (`visibleWhen` of a field, `when` of an action, `deleteWhen`),
 * evaluated the same way by the API (on the record a write produces) and the web (on the form's
 * values or the record shown).
 */
export function conditionHolds(condition: RecordCondition, record: Record<string, unknown>): boolean {
  return condition.in.includes(record[condition.field] as string | number | boolean);
}

/** A field applies to this record: it has no condition, or its condition holds. */
export function fieldApplies(field: FieldDef, record: Record<string, unknown>): boolean {
  return !field.visibleWhen || conditionHolds(field.visibleWhen, record);
}
