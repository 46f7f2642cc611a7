/**
 * A typed price against the platform's cards (02 §5 Pricing): the cost and publish rate of the
 * same zone at the row's end weight, from one shipping account's COST and PUBLISH cards for
 * the service and package type. Above publish reads 'No more than Publish Rate' (a level that
 * caps at publish is charged that instead), below cost 'No less than Cost Rate' (the engine
 * raises it to cost). Read as the engine reads a card: the row with from < w <= to, at least
 * the card's minimum charge. Pure.
 */
import { Decimal } from '@console/contracts';
import { NOTE_NO_LESS_THAN_COST, NOTE_NO_MORE_THAN_PUBLISH, pricingMessageKey, type PricingMessageKey } from '@console/pricing';

/** The fields of a rate card the comparison reads. */
export interface RateCardRecord {
  id: number;
  shippingAccountId: number;
  carrierServiceId: number;
  packageType: string;
  cardType: 'COST' | 'PUBLISH' | string;
  addressType: number;
  minimumCharge?: string | null;
  rows?: Array<{ from: unknown; to: unknown; zones?: Record<string, unknown> }>;
}

export interface CompareCards {
  cost?: RateCardRecord;
  publish?: RateCardRecord;
}

/**
 * The account's cost and publish cards for a package type and address type: a card for the
 * address type itself wins over one for any address (0), as in the engine.
 */
export function compareCards(cards: readonly RateCardRecord[], accountId: number | undefined, packageType: string, addressType: number): CompareCards {
  if (accountId === undefined) return {};
  const pick = (cardType: string) => {
    const mine = cards.filter((c) => Number(c.shippingAccountId) === accountId && c.packageType === packageType && c.cardType === cardType);
    return mine.find((c) => Number(c.addressType) === addressType) ?? mine.find((c) => Number(c.addressType) === 0);
  };
  return { cost: pick('COST'), publish: pick('PUBLISH') };
}

/** The accounts (in the given order) that have a cost or publish card for the package type; the first is the default. */
export function accountsWithCards(cards: readonly RateCardRecord[], accountIds: readonly number[], packageType: string): number[] {
  return accountIds.filter((id) => cards.some((c) => Number(c.shippingAccountId) === id && c.packageType === packageType));
}

function decimal(value: unknown): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return new Decimal(text);
}

/** The card's price for weight `w` (lb) in a zone, or undefined when it has none. */
export function cardPrice(card: RateCardRecord | undefined, w: string, zone: string): Decimal | undefined {
  const weight = decimal(w);
  if (!card || !weight || !Array.isArray(card.rows)) return undefined;
  for (const row of card.rows) {
    const from = decimal(row?.from);
    const to = decimal(row?.to);
    if (!from || !to || !(from.lt(weight) && weight.lte(to))) continue;
    const value = decimal(row.zones?.[zone]);
    if (!value) return undefined;
    const minimum = decimal(card.minimumCharge);
    return minimum && value.lt(minimum) ? minimum : value;
  }
  return undefined;
}

export interface CellComparison {
  cost?: Decimal;
  publish?: Decimal;
  /** The engine's note for this price, as a catalogue key of @console/pricing. */
  note?: PricingMessageKey;
}

/**
 * A typed price against cost and publish at the row's end weight. The floor is the engine's last
 * word, so a price below cost reads 'No less than Cost Rate' even where publish is lower still.
 */
export function compareCell(price: string, to: string, zone: string, cards: CompareCards): CellComparison {
  const cost = cardPrice(cards.cost, to, zone);
  const publish = cardPrice(cards.publish, to, zone);
  const value = decimal(price);
  let note: PricingMessageKey | undefined;
  if (value && cost && value.lt(cost)) note = pricingMessageKey(NOTE_NO_LESS_THAN_COST);
  else if (value && publish && value.gt(publish)) note = pricingMessageKey(NOTE_NO_MORE_THAN_PUBLISH);
  return { cost, publish, note };
}
