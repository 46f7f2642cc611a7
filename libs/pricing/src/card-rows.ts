/**
 * The weight ranges x zones of a rate card or a level's price list, checked before they are
 * saved (02 §5 Service detail setting): the first range starts at 0, each starts where the one
 * before ends and ends above its start, every price is a number of at least 0 with up to 4
 * decimals, and each zone is filled on every row or on none ('Weights and zones of a service
 * must be all filled or all empty'). Pure: the API and the zone grid screen judge alike.
 */
import { Decimal } from '@console/contracts';
import { ZONES } from './shipment';
import type { RateCard } from './types';

/** A problem with a card's rows: a catalogue key and its parameters (`row` counts from 1). */
export interface CardRowProblem {
  key: 'cardRowsEmpty' | 'cardRowsTooMany' | 'cardRowShape' | 'cardFirstFromZero' | 'cardRowRange' | 'cardRowGap' | 'cardZoneUnknown' | 'cardPriceInvalid' | 'cardZonesAllOrNone';
  params?: Record<string, string | number>;
}

/**
 * Carriers' cards run to 150 lb; a card of at most 200 ranges x 18 zones also keeps its row and each
 * dated version within a TEXT column on MySQL (64 KB).
 */
export const MAX_CARD_ROWS = 200;

const PRICE = /^[0-9]{1,11}(\.[0-9]{1,4})?$/;
const WEIGHT = /^[0-9]{1,5}(\.[0-9]{1,4})?$/;

/** Every problem of the rows, in row order (none: the rows are a card). */
export function cardRowProblems(rows: unknown): CardRowProblem[] {
  if (!Array.isArray(rows) || rows.length === 0) return [{ key: 'cardRowsEmpty' }];
  if (rows.length > MAX_CARD_ROWS) return [{ key: 'cardRowsTooMany', params: { max: MAX_CARD_ROWS } }];
  const problems: CardRowProblem[] = [];
  let previousTo: Decimal | null = null;
  const filled = new Map<string, number>(); // zone -> rows holding a price for it
  rows.forEach((raw, index) => {
    const row = index + 1;
    const r = raw as { from?: unknown; to?: unknown; zones?: unknown };
    if (typeof r !== 'object' || r === null || !WEIGHT.test(String(r.from ?? '')) || !WEIGHT.test(String(r.to ?? '')) || typeof r.zones !== 'object' || r.zones === null) {
      problems.push({ key: 'cardRowShape', params: { row } });
      previousTo = null;
      return;
    }
    const from = new Decimal(String(r.from));
    const to = new Decimal(String(r.to));
    if (index === 0 && !from.isZero()) problems.push({ key: 'cardFirstFromZero' });
    if (previousTo && !from.eq(previousTo)) problems.push({ key: 'cardRowGap', params: { row, weight: previousTo.toString() } });
    if (!to.gt(from)) problems.push({ key: 'cardRowRange', params: { row } });
    previousTo = to;
    for (const [zone, price] of Object.entries(r.zones as Record<string, unknown>)) {
      if (!ZONES.has(zone)) { problems.push({ key: 'cardZoneUnknown', params: { row, zone } }); continue; }
      if (price === null || price === '' || price === undefined) continue;
      if (!PRICE.test(String(price))) { problems.push({ key: 'cardPriceInvalid', params: { row, zone } }); continue; }
      filled.set(zone, (filled.get(zone) ?? 0) + 1);
    }
  });
  if ([...filled.values()].some((count) => count !== rows.length)) problems.push({ key: 'cardZonesAllOrNone' });
  return problems;
}

/** The rows as the engine reads them: weights and prices as decimal strings, empty zones left out. */
export function normalizeCardRows(rows: ReadonlyArray<{ from: unknown; to: unknown; zones: Record<string, unknown> }>): RateCard['rows'] {
  return rows.map((r) => ({
    from: new Decimal(String(r.from)).toString(),
    to: new Decimal(String(r.to)).toString(),
    zones: Object.fromEntries(Object.entries(r.zones).filter(([, v]) => v !== null && v !== '' && v !== undefined).map(([zone, v]) => [zone, new Decimal(String(v)).toFixed(4)])),
  }));
}
