import type { ActionName, PermissionRef } from '@console/contracts';
import type { FieldDef, ResourceDef } from './types';
import { resourceRefs } from './partition';

/**
 * The lookup right: a relation field's picker and its labels in lists need
 * the id and label of the target's records, and nothing more. Whoever may create or edit the
 * resource that holds the field may look them up, even without view on the target (Finance picks
 * a warehouse for a bill); the target's data scope still applies. Read by the API (the route
 * `GET /resources/{name}/lookup/{field}`, its guard, and the check of stored relation ids) and by
 * the web (pickers and relation labels).
 */

/** The target of a field that names records of another resource: a relation, or a json id list. */
interface LookupTarget {
  resource: string;
  /** The target's field read as each record's label. */
  labelField: string;
  /** Several ids (a json id-list field) or one (a relation). */
  multiple: boolean;
  /** The target's field -> the holder's field whose value it must hold (FieldDef.relation.match). */
  match?: Record<string, string>;
  /** The target's field -> the fixed value it must hold (FieldDef.relation.where). */
  where?: Record<string, string | number | boolean>;
}

/** One record as a lookup answers it. */
export interface LookupEntry {
  id: number;
  label: string;
  /** Fields of the record a dependent field reads (`fieldsFrom`: a ticket category's extra fields). */
  values?: Record<string, unknown>;
}

/** The target's fields a relation's lookup answers besides the label: those a `fieldsFrom` of the holder reads through it. */
export function carriedFields(def: ResourceDef, relationKey: string): string[] {
  return Object.values(def.fields).flatMap((f) => (f.fieldsFrom?.relation === relationKey ? [f.fieldsFrom.field] : []));
}

/** Most entries one lookup call answers; the default when `limit` is absent. */
export const LOOKUP_MAX_LIMIT = 100;
export const LOOKUP_DEFAULT_LIMIT = 20;

export function lookupTarget(field: FieldDef): LookupTarget | null {
  // Computed relations (an admin user's roles) are looked up for their labels; server-only ones never leave.
  if (!field.relation || field.storage === 'serverOnly') return null;
  const { resource, labelField, match, where } = field.relation;
  const narrowed = { ...(match ? { match } : {}), ...(where ? { where } : {}) };
  if (field.kind === 'relation') return { resource, labelField, multiple: false, ...narrowed };
  if (field.kind === 'json') return { resource, labelField, multiple: true, ...narrowed };
  return null;
}

/**
 * The equalities a relation's `match` puts on its target's records for a holder whose values are
 * `record`: target field -> value. A holder field without a value narrows nothing (a form not
 * filled yet; the server's required check refuses a record without it). A relation's `where`
 * is the server's to add (the picker never sends it).
 */
export function matchOf(target: Pick<LookupTarget, 'match'>, record: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [targetField, holderField] of Object.entries(target.match ?? {})) {
    const value = record[holderField];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[targetField] = value;
  }
  return out;
}

/** Fields of a definition whose targets may be looked up, in declared order. */
export function lookupFields(def: ResourceDef): Array<[string, FieldDef, LookupTarget]> {
  return Object.entries(def.fields).flatMap(([key, field]) => {
    const target = lookupTarget(field);
    return target ? [[key, field, target] as [string, FieldDef, LookupTarget]] : [];
  });
}

/** A permission and the action on it that grants something. */
export interface Grant {
  ref: PermissionRef;
  action: ActionName;
}

/**
 * Who may look up a field's target: any of these grants. Create or edit of the holding resource
 * (where the resource offers them), the level of a list action whose dialog asks for the field
 * (every list action when no field is named), or view of the target (who may list it anyway).
 */
export function lookupGrants(def: ResourceDef, target: ResourceDef | undefined, field?: string): Grant[] {
  // A partitioned resource is reached through any of its values' sub-roles (partition.ts).
  const grants: Grant[] = [];
  for (const ref of resourceRefs(def)) {
    if (def.actions.includes('create')) grants.push({ ref, action: 'create' });
    if (def.actions.includes('edit')) grants.push({ ref, action: 'edit' });
    // a list action's dialog that asks for the field picks records too (the client of a Create Transaction)
    for (const action of def.customActions ?? []) {
      if (action.on === 'list' && !action.sub && (field === undefined || Object.hasOwn(action.input ?? {}, field))) grants.push({ ref, action: action.action });
    }
  }
  for (const ref of target ? resourceRefs(target) : []) grants.push({ ref, action: 'view' });
  return grants;
}

/** The path of a field's lookup under the API root (`/api` is the caller's). */
export function lookupPath(resource: string, field: string): string {
  return `/resources/${encodeURIComponent(resource)}/lookup/${encodeURIComponent(field)}`;
}

/** A record's label as a lookup shows it: its label field, or its id when that is empty. */
export function lookupLabel(row: Record<string, unknown>, labelField: string): string {
  const value = row[labelField];
  return value === undefined || value === null || value === '' ? String(row.id) : String(value);
}
