import type { FieldDef, ResourceDef } from '@console/metadata';

/** One audit entry as GET /resources/{name}/{id}/history answers it. */
export interface HistoryEntry {
  id: number;
  action: string;
  actorId: number | null;
  actorName: string | null;
  /** `{field: value}` on create and delete, `{field: [before, after]}` on update and actions. */
  changes: Record<string, unknown> | null;
  createTime: string;
}

/** One line of an entry: the field, and its value before (absent on create) and after. */
export interface ChangeLine {
  key: string;
  field: FieldDef | undefined;
  before?: unknown;
  after: unknown;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Entries that state every value of the record rather than a change. */
const SNAPSHOT_ACTIONS = new Set(['create', 'delete']);

/**
 * The lines of an entry in the definition's field order, then anything the definition no
 * longer has (a field since removed still reads, under its key). A create or delete lists the
 * values it had, without the empty ones.
 */
export function changeLines(def: ResourceDef, entry: HistoryEntry): ChangeLine[] {
  const changes = entry.changes ?? {};
  const known = Object.keys(def.fields).filter((k) => k in changes);
  const rest = Object.keys(changes).filter((k) => !Object.hasOwn(def.fields, k));
  const snapshot = SNAPSHOT_ACTIONS.has(entry.action);
  return [...known, ...rest].flatMap((key): ChangeLine[] => {
    const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
    const value = changes[key];
    // A created or deleted record's empty fields say nothing.
    if (snapshot) return isEmpty(value) ? [] : [{ key, field, after: value }];
    if (!Array.isArray(value) || value.length !== 2) return [{ key, field, after: value }];
    return [{ key, field, before: value[0], after: value[1] }];
  });
}

/**
 * The entries' values as records keyed by field, for useRelationLabels: every id a relation
 * line mentions, before or after, gets its label with one request per target.
 */
export function valuesAsRecords(def: ResourceDef, entries: HistoryEntry[]): Array<Record<string, unknown>> {
  return entries.flatMap((entry) => changeLines(def, entry).flatMap((line) => {
    const out: Array<Record<string, unknown>> = [];
    if (line.before !== undefined) out.push({ [line.key]: line.before });
    out.push({ [line.key]: line.after });
    return out;
  }));
}
