import type { ListColumnPreferences } from '@console/contracts';

/**
 * A user's column choices laid over a list's declared columns: their order first (keys no
 * longer declared are skipped, new ones keep their declared place after), hidden ones out,
 * widths replaced. The Actions column is not the user's to move: it stays last.
 */
export interface ArrangeableColumn {
  key?: unknown;
  width?: unknown;
}

export const FIXED_COLUMNS = new Set(['actions']);

/**
 * The columns hidden now: the user's hidden ones and those the definition starts hidden
 * (`listHidden`, so the first screen fits a laptop) unless the user chose to show them.
 */
export function hiddenColumns(prefs: ListColumnPreferences, startHidden: readonly string[] = []): string[] {
  const shown = new Set(prefs.shown ?? []);
  return [...new Set([...startHidden.filter((k) => !shown.has(k)), ...prefs.hidden])];
}

export function arrangeColumns<C extends ArrangeableColumn>(columns: C[], prefs: ListColumnPreferences, startHidden: readonly string[] = []): C[] {
  const keyOf = (c: C) => String(c.key);
  const movable = columns.filter((c) => !FIXED_COLUMNS.has(keyOf(c)));
  const fixed = columns.filter((c) => FIXED_COLUMNS.has(keyOf(c)));
  const rank = new Map(prefs.order.map((key, i) => [key, i]));
  const ordered = movable
    .map((c, i) => ({ c, i, r: rank.get(keyOf(c)) }))
    .sort((a, b) => (a.r ?? Infinity) - (b.r ?? Infinity) || a.i - b.i)
    .map(({ c }) => c);
  const hidden = new Set(hiddenColumns(prefs, startHidden));
  return [...ordered.filter((c) => !hidden.has(keyOf(c))), ...fixed].map((c) => {
    const width = prefs.widths[keyOf(c)];
    return width ? { ...c, width } : c;
  });
}

/** The full order of the movable keys as the user sees them now (for the chooser). */
export function currentOrder(keys: string[], prefs: ListColumnPreferences): string[] {
  const rank = new Map(prefs.order.map((key, i) => [key, i]));
  return keys.map((k, i) => ({ k, i, r: rank.get(k) })).sort((a, b) => (a.r ?? Infinity) - (b.r ?? Infinity) || a.i - b.i).map(({ k }) => k);
}

/** `key` moved one place up (-1) or down (+1) in the full order. */
export function moveColumn(keys: string[], prefs: ListColumnPreferences, key: string, delta: -1 | 1): ListColumnPreferences {
  const order = currentOrder(keys, prefs);
  const from = order.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return prefs;
  [order[from], order[to]] = [order[to], order[from]];
  return { ...prefs, order };
}

/** Shows or hides a column; showing one the definition starts hidden is kept as `shown`. */
export function toggleColumn(prefs: ListColumnPreferences, key: string, visible: boolean, startHidden: readonly string[] = []): ListColumnPreferences {
  const hidden = prefs.hidden.filter((k) => k !== key);
  const shown = (prefs.shown ?? []).filter((k) => k !== key);
  const next = { ...prefs, hidden: visible ? hidden : [...hidden, key] };
  if (visible && startHidden.includes(key)) shown.push(key);
  if (shown.length) return { ...next, shown };
  const { shown: _none, ...rest } = next;
  return rest;
}

/** Widths the API accepts (LIST_PREFERENCE_LIMITS): a drag beyond them stops at the edge. */
export function clampWidth(width: number, min = 40, max = 1200): number {
  return Math.round(Math.min(max, Math.max(min, width)));
}
