/**
 * The zone grid's rows as the screen edits them (texts, exactly as typed) and as a card stores
 * them (`[{from, to, zones}]`, empty zones left out). Pure: every edit returns new rows, and
 * only the rows it touched are new objects, so a row the edit did not touch is not drawn again.
 */
import { ZONE_LIST } from '@console/pricing';

export interface GridRow {
  /** A key for React that survives inserting and removing rows. */
  key: string;
  from: string;
  to: string;
  zones: Record<string, string>;
}

/** A card's rows as the API has them. */
export interface CardRow {
  from: string;
  to: string;
  zones: Record<string, string>;
}

/** The grid's columns: the two weights, then the zones shown. */
export type GridColumn = 'from' | 'to' | string;

export const WEIGHT_COLUMNS: readonly GridColumn[] = ['from', 'to'];

let nextKey = 0;
const newKey = () => `r${(nextKey += 1)}`;

export function emptyRow(from = ''): GridRow {
  return { key: newKey(), from, to: '', zones: {} };
}

/** A stored decimal without its trailing zeros: '1.5000' -> '1.5', '2.0000' -> '2' (weights). */
export function displayNumber(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const match = /^(-?\d+)\.(\d*?)0*$/.exec(text);
  if (!match) return text;
  const [, whole, fraction] = match;
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** A stored price as an amount reads: two decimals at least ('9' -> '9.00', '9.1250' -> '9.125'). */
export function displayPrice(value: unknown): string {
  const shown = displayNumber(value);
  if (!/^-?\d+(\.\d*)?$/.test(shown)) return shown;
  const [whole, fraction = ''] = shown.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** A stored card's rows, ready to edit; a new card starts with one row from 0. */
export function rowsFromCard(rows: unknown): GridRow[] {
  if (!Array.isArray(rows) || rows.length === 0) return [emptyRow('0')];
  return rows.map((raw) => {
    const r = (raw ?? {}) as Partial<CardRow>;
    const zones: Record<string, string> = {};
    for (const [zone, price] of Object.entries(r.zones ?? {})) {
      const shown = displayPrice(price);
      if (shown !== '') zones[zone] = shown;
    }
    return { key: newKey(), from: displayNumber(r.from), to: displayNumber(r.to), zones };
  });
}

/**
 * A row with no end weight and no price: at the bottom of the grid it is one not begun (Enter on
 * the last row adds one, its start already filled in), so it is not saved.
 */
export function isRowEmpty(row: GridRow): boolean {
  return row.to.trim() === '' && Object.values(row.zones).every((v) => v.trim() === '');
}

/**
 * The rows a save sends: rows not begun at the bottom are dropped, texts are trimmed and empty
 * zones left out. Rows in the middle are kept as they are, so an empty one is refused with its
 * row number rather than silently closed up.
 */
export function rowsToCard(rows: readonly GridRow[]): CardRow[] {
  let end = rows.length;
  while (end > 0 && isRowEmpty(rows[end - 1])) end -= 1;
  return rows.slice(0, end).map((r) => ({
    from: r.from.trim(),
    to: r.to.trim(),
    zones: Object.fromEntries(Object.entries(r.zones).map(([z, v]) => [z, v.trim()]).filter(([, v]) => v !== '')),
  }));
}

/** Whether two sets of rows would save the same card (numbers compared as numbers: '9.1' is '9.10'). */
export function sameCardRows(a: readonly GridRow[], b: readonly GridRow[]): boolean {
  return canonical(rowsToCard(a)) === canonical(rowsToCard(b));
}

function canonical(rows: CardRow[]): string {
  const n = (v: string) => (/^\d+(\.\d+)?$/.test(v) ? String(Number(v)) : v);
  return JSON.stringify(rows.map((r) => [n(r.from), n(r.to), Object.keys(r.zones).sort().map((z) => [z, n(r.zones[z])])]));
}

/** The value of one cell. */
export function cellValue(row: GridRow, column: GridColumn): string {
  if (column === 'from') return row.from;
  if (column === 'to') return row.to;
  return row.zones[column] ?? '';
}

function withCell(row: GridRow, column: GridColumn, value: string): GridRow {
  if (column === 'from') return { ...row, from: value };
  if (column === 'to') return { ...row, to: value };
  return { ...row, zones: { ...row.zones, [column]: value } };
}

/**
 * One cell typed. A row's end weight is the next row's start: when the next row started where
 * this one ended (or this one had no end yet and the next started with it), it follows along,
 * so ranges stay contiguous while an end is corrected.
 */
export function setCell(rows: readonly GridRow[], index: number, column: GridColumn, value: string): GridRow[] {
  const row = rows[index];
  if (!row || cellValue(row, column) === value) return rows as GridRow[];
  const out = [...rows];
  out[index] = withCell(row, column, value);
  const next = rows[index + 1];
  if (column === 'to' && next) {
    const linked = next.from === row.to || (row.to.trim() === '' && (next.from.trim() === '' || next.from === row.from));
    if (linked) out[index + 1] = { ...next, from: value };
  }
  return out;
}

/** A row inserted after `index` (-1: at the top), starting where the row before it ends. */
export function insertRow(rows: readonly GridRow[], index: number): GridRow[] {
  const before = rows[index];
  const out = [...rows];
  out.splice(index + 1, 0, emptyRow(before ? before.to : '0'));
  return out;
}

/**
 * A row removed; the row after it then starts where the row before ends, when it started where
 * the removed one ended. The grid keeps at least one row.
 */
export function removeRow(rows: readonly GridRow[], index: number): GridRow[] {
  if (!rows[index]) return rows as GridRow[];
  if (rows.length === 1) return [emptyRow('0')];
  const out = rows.filter((_, i) => i !== index);
  const removed = rows[index];
  const next = out[index];
  if (next && next.from === removed.to) {
    const before = out[index - 1];
    out[index] = { ...next, from: before ? before.to : '0' };
  }
  return out;
}

/**
 * The zones to show: those priced by any of the cards (the level's and the comparison cards)
 * or typed now, in the spec's order; all of them when asked or when none is priced anywhere.
 */
export function shownZones(cards: ReadonlyArray<ReadonlyArray<{ zones?: Record<string, unknown> }> | undefined>, showAll: boolean): string[] {
  if (showAll) return [...ZONE_LIST];
  const used = new Set<string>();
  for (const rows of cards) {
    for (const r of rows ?? []) {
      for (const [zone, v] of Object.entries(r?.zones ?? {})) if (v !== null && v !== undefined && String(v).trim() !== '') used.add(zone);
    }
  }
  const zones = ZONE_LIST.filter((z) => used.has(z));
  return zones.length ? zones : [...ZONE_LIST];
}
