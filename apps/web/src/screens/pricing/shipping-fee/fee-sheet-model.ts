import { Decimal, formatMoney } from '@console/contracts';
import type { FeeCell, FeeSheet } from './shipping-fee-api';

/**
 * The fee sheet as the grid shows it: a row per weight range ('0 – 1'), a cell per zone with the
 * price, and cost and publish beside it; money with 2 decimals and a `$`.
 */

export interface GridCell {
  price: string;
  cost: string;
  publish: string;
  note?: string;
}

export interface GridRow {
  key: string;
  range: string;
  cells: Record<string, GridCell | null>;
}

/** '1.0000' -> '1', '0.5000' -> '0.5'; anything else as it came. */
export function weightText(value: string): string {
  try {
    return new Decimal(value).toString();
  } catch {
    return value;
  }
}

function cellOf(cell: FeeCell | null | undefined): GridCell | null {
  if (!cell) return null;
  return { price: formatMoney(cell.price), cost: formatMoney(cell.cost), publish: formatMoney(cell.publish), ...(cell.note ? { note: cell.note } : {}) };
}

export function gridRows(sheet: FeeSheet): GridRow[] {
  return sheet.rows.map((row) => ({
    key: `${row.from}-${row.to}`,
    range: `${weightText(row.from)} – ${weightText(row.to)}`,
    cells: Object.fromEntries(sheet.zones.map((zone) => [zone, cellOf(row.cells[zone])])),
  }));
}

/** How many cells carry each engine note (the header counts them). */
export function noteCounts(sheet: FeeSheet): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of sheet.rows) {
    for (const cell of Object.values(row.cells)) if (cell?.note) counts[cell.note] = (counts[cell.note] ?? 0) + 1;
  }
  return counts;
}
