import type { ResourceDef } from '@console/metadata';

type Row = Record<string, unknown>;

/**
 * The child fields a child table leaves out: its foreign key, and every field the parent has
 * too whose value is the parent's on every row (an invoice's client on each of its lines, a
 * transaction's time on each of its items) — the page says it once, above.
 */
export function hiddenChildFields(childDef: ResourceDef, foreignKey: string, parentDef: ResourceDef, parent: Row, rows: readonly Row[]): Set<string> {
  const hidden = new Set([foreignKey]);
  if (!rows.length) return hidden;
  for (const key of Object.keys(childDef.fields)) {
    if (!(key in parentDef.fields) || parent[key] === undefined || parent[key] === null) continue;
    if (rows.every((row) => String(row[key]) === String(parent[key]))) hidden.add(key);
  }
  return hidden;
}
