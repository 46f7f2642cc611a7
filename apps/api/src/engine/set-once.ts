import { Decimal } from '@console/contracts';
import { FieldDef, ResourceDef, isStored, kindOf, setOnceFields } from '@console/metadata';
import { badRequest } from '../core/envelope/app-exception';
import type { Row } from './row';
import { notEditableError } from './validation';

/**
 * Fields set once (`editable: false`: a warehouse's code, a payment's amount). The edit form
 * shows them read-only, and a client that sends the record back whole sends them too: the same
 * value passes and is dropped from the changes; another value is refused with '{field} cannot be
 * changed after it is created' on the field, in both languages. A write-only one (a password set
 * on create) has nothing stored to compare: only leaving it empty passes.
 *
 * `input` is the validated update body; the set-once keys are taken out of it either way, so
 * nothing after this (changes, hooks, related ids) sees them.
 */
export function settleSetOnce(def: ResourceDef, current: Row, input: Row): void {
  const errors = [];
  for (const [key, field] of setOnceFields(def)) {
    if (!Object.hasOwn(input, key)) continue;
    const sent = input[key];
    delete input[key];
    const same = isStored(field) ? comparable(field, toEntity(field, sent)) === comparable(field, current[key]) : sent === null;
    if (!same) errors.push(notEditableError(key, field.label));
  }
  if (errors.length) throw badRequest('invalidData', {}, { errors });
}

function toEntity(field: FieldDef, value: unknown): unknown {
  return value === null || value === undefined ? null : kindOf(field).fromApi(value, field);
}

/**
 * One text per value as the column would hold it, whatever form it came in: numbers by their
 * value ('1.5' and '1.5000'), times by their instant, files and id lists by their ids.
 */
function comparable(field: FieldDef, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `@${value.getTime()}`;
  if (Array.isArray(value)) return JSON.stringify(value.map((v) => (v !== null && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v)));
  if (typeof value === 'object') return JSON.stringify(value);
  if (field.kind === 'decimal' || field.kind === 'money') {
    try {
      return new Decimal(String(value)).toString();
    } catch {
      return String(value);
    }
  }
  return String(value);
}
