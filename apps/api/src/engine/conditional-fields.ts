import { FieldError } from '@console/contracts';
import { ResourceDef, conditionHolds, isBlank } from '@console/metadata';
import { badRequest } from '../core/envelope/app-exception';
import type { Row } from './row';
import { fieldError, requiredRule } from './validation';

/**
 * Conditional fields (`visibleWhen`) are judged on the record a write produces — the new row on
 * create, the current record merged with the changes on update — because the condition may
 * change in the same request or stay as stored. Where the condition holds, a required field must
 * be filled (400 '{field} is required'); where it does not, the field is stored as null, so a
 * record never keeps a target of a strategy it no longer uses.
 *
 * A write-only field (a secret typed in) has no column: where its condition does not hold, its
 * typed value is dropped from `input`, so no hook stores it.
 *
 * `resulting` is read; `write` (the row to insert, or the changes to apply) receives the nulls.
 */
export function settleConditionalFields(def: ResourceDef, resulting: Row, write: Row, input?: Row): void {
  const errors: FieldError[] = [];
  for (const [key, field] of Object.entries(def.fields)) {
    if (!field.visibleWhen) continue;
    if (field.storage === 'writeOnly') {
      if (input && !conditionHolds(field.visibleWhen, resulting)) delete input[key];
      continue;
    }
    if (!conditionHolds(field.visibleWhen, resulting)) {
      if (resulting[key] !== null && resulting[key] !== undefined) write[key] = null;
    } else if (field.required && isBlank(resulting[key])) {
      errors.push(fieldError(key, field.label, requiredRule));
    }
  }
  if (errors.length) throw badRequest('invalidData', {}, { errors });
}
