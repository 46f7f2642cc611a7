import type { AutoValue, ResourceDef } from '@console/metadata';
import type { CurrentAdmin } from '../core/http/request-context';
import type { Row } from './row';

/** An `auto` field's value in a write made now by `admin`; none for a user field when the system writes. */
export function autoValue(kind: AutoValue, admin: CurrentAdmin | undefined, now: Date): unknown {
  if (kind === 'now') return now;
  if (!admin) return undefined;
  return kind === 'currentUserId' ? admin.id : admin.userName;
}

/**
 * The stamps of a write (createTime, updateTime and the `auto` fields) that `values` does not
 * hold yet. The generic service's row builder stamps its rows already (records/row-builder.ts),
 * so the RecordWriter computes here only what a hook's or a module's own write left out.
 */
export function missingStamps(def: ResourceDef, when: 'onCreate' | 'onUpdate', values: Row, admin: CurrentAdmin | undefined, now: Date): Row {
  const stamps: Row = {};
  if (when === 'onCreate' && !Object.hasOwn(values, 'createTime')) stamps.createTime = now;
  if (!Object.hasOwn(values, 'updateTime')) stamps.updateTime = now;
  for (const [key, field] of Object.entries(def.fields)) {
    const kind = field.auto?.[when];
    if (!kind || Object.hasOwn(values, key)) continue;
    const value = autoValue(kind, admin, now);
    if (value !== undefined) stamps[key] = value;
  }
  return stamps;
}
