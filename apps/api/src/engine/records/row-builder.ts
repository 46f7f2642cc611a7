import { FieldDef, ResourceDef, isFormField, isStored, kindOf, writableFields } from '@console/metadata';
import type { CurrentAdmin } from '../../core/http/request-context';
import { autoValue } from '../auto-values';
import { settleConditionalFields } from '../conditional-fields';
import type { Row } from '../row';
import { settleSetOnce } from '../set-once';
import type { RecordScope } from './record-scope';

/**
 * The values a write of validated input stores, stamped with its time and `auto` fields here,
 * once: the RecordWriter keeps the stamps it is given (auto-values.ts), and the checks, the hook
 * and an import's lean insert all see the row as it will be stored.
 */
export class RowBuilder {
  /** The definition's fields, listed once: an import builds a row per record of its file. */
  private readonly fields: Array<[string, FieldDef]>;
  private readonly updatable: Array<[string, FieldDef]>;
  private readonly autoOnUpdate: Array<[string, FieldDef]>;

  constructor(private readonly def: ResourceDef, private readonly scope: RecordScope) {
    this.fields = Object.entries(def.fields);
    this.updatable = writableFields(def, 'update').filter(([, field]) => isStored(field));
    this.autoOnUpdate = this.fields.filter(([, field]) => field.auto?.onUpdate);
  }

  /**
   * The row a create of validated values stores: defaults, auto values, `preset` (fields the
   * client did not send, like an inline child's foreign key), the data scope's owner, and the
   * conditional fields settled.
   */
  forCreate(input: Row, admin: CurrentAdmin, preset: Row = {}): Row {
    const now = new Date();
    const row: Row = { version: 1, createTime: now, updateTime: now };
    for (const [key, field] of this.fields) {
      if (!isStored(field)) continue;
      if (isFormField(field) && input[key] !== undefined && input[key] !== null) row[key] = toStored(field, input[key]);
      else if (field.auto?.onCreate) row[key] = autoValue(field.auto.onCreate, admin, now);
      else if (field.default !== undefined) row[key] = field.default;
    }
    Object.assign(row, preset);
    const scope = this.scope.ownerScopeOf(admin);
    if (scope?.field) row[scope.field] = scope.ownerId;
    settleConditionalFields(this.def, row, row, input);
    return row;
  }

  /**
   * The changes an update of validated values makes to `current`: set-once fields settled, the
   * stamps, and never the data scope's owner (an assigned-only user cannot hand a record to
   * someone else). The conditional fields are settled after the placement checks (settle).
   */
  changesForUpdate(current: Row, input: Row, admin: CurrentAdmin): Row {
    settleSetOnce(this.def, current, input);
    const now = new Date();
    const changes: Row = { updateTime: now };
    for (const [key, field] of this.updatable) if (input[key] !== undefined) changes[key] = toStored(field, input[key]);
    for (const [key, field] of this.autoOnUpdate) changes[key] = autoValue(field.auto!.onUpdate!, admin, now);
    const scope = this.scope.ownerScopeOf(admin);
    if (scope?.field) delete changes[scope.field];
    return changes;
  }

  /** The conditional fields of an update settled on the record it makes (conditional-fields.ts). */
  settle(current: Row, changes: Row, input: Row): void {
    settleConditionalFields(this.def, { ...current, ...changes }, changes, input);
  }
}

/** A validated API value as the entity holds it (the kind's conversion: a datetime text becomes a Date). */
function toStored(field: FieldDef, value: unknown): unknown {
  return value === null ? null : kindOf(field).fromApi(value, field);
}
