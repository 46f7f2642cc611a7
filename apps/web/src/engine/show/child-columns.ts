import { fieldApplies, type ResourceDef } from '@console/metadata';

type Row = Record<string, unknown>;

const NUMBERS = new Set(['integer', 'decimal', 'money']);

/**
 * The child fields a child table leaves out: its foreign key, every field the parent has too
 * whose value is the parent's on every row (an invoice's client on each of its lines, a
 * transaction's time on each of its items) — the page says it once, above — and every
 * conditional field (visibleWhen) that applies to no row (an order's charges, all the client's:
 * no Supplier column), and every relation no row holds (a freight order's charges name no parcel
 * order). Quantities and amounts are never left out that way: a row's 12 units
 * equal to the parent's total of 12 is its one line, not a shared value.
 */
export function hiddenChildFields(childDef: ResourceDef, foreignKey: string, parentDef: ResourceDef, parent: Row, rows: readonly Row[]): Set<string> {
  const hidden = new Set([foreignKey]);
  if (!rows.length) return hidden;
  for (const [key, field] of Object.entries(childDef.fields)) {
    if (field.visibleWhen && !rows.some((row) => fieldApplies(field, row))) hidden.add(key);
    if (field.kind === 'relation' && rows.every((row) => key in row && row[key] === null)) hidden.add(key);
    if (!(key in parentDef.fields) || parent[key] === undefined || parent[key] === null || NUMBERS.has(field.kind)) continue;
    if (rows.every((row) => String(row[key]) === String(parent[key]))) hidden.add(key);
  }
  return hidden;
}

/**
 * A child table's columns with its amounts kept in view: money columns move to the right edge and
 * are pinned there (beside Actions), so a table wider than the page (an invoice's lines at
 * 1280 px) scrolls its other columns under them instead of hiding the amounts off screen.
 */
export function amountsPinned<C extends { key?: unknown; fixed?: unknown }>(columns: readonly C[], childDef: ResourceDef): C[] {
  const isMoney = (c: C) => typeof c.key === 'string' && childDef.fields[c.key]?.kind === 'money';
  const actions = columns.filter((c) => c.key === 'actions');
  const money = columns.filter(isMoney).map((c) => ({ ...c, fixed: 'right' as const }));
  return [...columns.filter((c) => !isMoney(c) && c.key !== 'actions'), ...money, ...actions];
}
