/**
 * Billing automation's answers as they travel, written once here for the API that builds them
 * and the screens that read them. Amounts are 4-decimal strings.
 */

/** One client's figure for one charge item or storage rule: what it was charged, what the draft would charge. */
export interface RebillRow {
  clientId: number;
  kind: 'charge' | 'storage';
  itemId: number;
  current: string;
  draft: string;
  delta: string;
}

/** The result of a re-bill preview's job (`POST /api/billing/client-billing-automation/rebill-preview`, 02 §2). */
export interface RebillResult {
  from: string;
  to: string;
  clients: number;
  /** Order events priced again; those the engine could not price (a draft order without packages) apart. */
  events: number;
  unpriced: number;
  rows: RebillRow[];
  totals: { current: string; draft: string; delta: string };
  names: { clients: Record<string, string>; charge: Record<string, string>; storage: Record<string, string> };
}
