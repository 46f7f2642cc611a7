import type { RebillResult, RebillRow } from '@console/contracts';

/**
 * What a finished preview's job holds (libs/contracts billing-wire.ts): per client and per charge
 * item or storage rule, what was charged over the period (current), what the draft would have
 * charged (draft) and the difference; amounts are 4-decimal strings.
 */
export type { RebillResult, RebillRow };

/** A table line: the row with its client's and item's names. */
export interface RebillTableRow extends RebillRow {
  key: string;
  client: string;
  item: string;
}

const KIND_ORDER: Record<RebillRow['kind'], number> = { charge: 0, storage: 1 };

/**
 * The result's rows as the table lists them: named (a record deleted since reads '#id'), by
 * client, then the charge items before the storage rules, each by name.
 */
export function rebillTableRows(result: RebillResult): RebillTableRow[] {
  return result.rows
    .map((row) => ({
      ...row,
      key: `${row.clientId}|${row.kind}|${row.itemId}`,
      client: result.names.clients[String(row.clientId)] ?? `#${row.clientId}`,
      item: result.names[row.kind][String(row.itemId)] ?? `#${row.itemId}`,
    }))
    .sort((a, b) =>
      a.client.localeCompare(b.client) || a.clientId - b.clientId
      || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.item.localeCompare(b.item) || a.itemId - b.itemId);
}

/** How many order events the draft priced (those read, less those it could not price). */
export function pricedEvents(result: Pick<RebillResult, 'events' | 'unpriced'>): number {
  return Math.max(0, result.events - result.unpriced);
}
