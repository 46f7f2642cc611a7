/**
 * Rule 3: the base price of one package from its cost and publish prices under the client's level.
 */
import type { Arithmetic } from './arithmetic';
import { FEE_INVALID, NOTE_NO_LESS_THAN_COST, NOTE_NO_MORE_THAN_PUBLISH, PriceNote, refuse } from './messages';
import type { LevelTerms } from './shipment';

interface BasePrice<A> {
  price: A;
  note?: PriceNote;
}

/**
 * `listed` is the level's own price-card price (GENERAL_PRICING only). The price is rounded right
 * after the multiplication, so the cap and floor compare (and keep) a 4-decimal amount; cost and
 * publish are card values, already rounded when read.
 */
export function basePrice<A>(kit: Arithmetic<A>, level: LevelTerms, cost: A, publish: A, listed?: A): BasePrice<A> {
  let price: A;
  switch (level.mode) {
    case 'USE_COST': price = cost; break;
    case 'USE_PUBLISH': price = publish; break;
    case 'GENERAL_COST_RISE': price = kit.times4(cost, level.factor); break;
    case 'GENERAL_OFFRATE': price = kit.times4(publish, level.factor); break;
    default: price = listed!;
  }
  // Checked before the cap and floor could hide it: an off rate above 100% or a negative card value.
  if (kit.isNegative(price)) refuse(FEE_INVALID);
  let note: PriceNote | undefined;
  if (level.capAtPublish && kit.gt(price, publish)) {
    price = publish;
    note = NOTE_NO_MORE_THAN_PUBLISH;
  }
  // The floor comes last, so when a cost above publish is both capped and floored the price is the
  // cost and the note says why it is that (only one note per line: the rule that set the price).
  if (kit.lt(price, cost)) {
    price = cost;
    note = NOTE_NO_LESS_THAN_COST;
  }
  return note ? { price, note } : { price };
}
