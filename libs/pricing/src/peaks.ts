/**
 * Rule 5 for peaks: fixed amounts per package within a date window, with no discount.
 */
import type { Arithmetic } from './arithmetic';
import { FEE_INVALID, INVALID_DATA, refuse } from './messages';
import { Num, readNum } from './num';
import { Shipment, readDate } from './shipment';
import type { Peak } from './types';

export interface AppliedPeak<A> {
  name: string;
  amount: A;
  excludeFromFuel: boolean;
}

/**
 * The peak's amount when it applies to the shipment (same carrier, every service (0) or the
 * shipment's group, shipDate within from..to inclusive), else undefined. Dates of a peak of the
 * carrier and service must be real dates ('Invalid Data'): whether it applies depends on them.
 * Its amount is only read when it applies, like any amount the quote uses.
 */
export function applyPeak<A>(kit: Arithmetic<A>, peak: Peak, shipment: Shipment): AppliedPeak<A> | undefined {
  if (!peak || typeof peak !== 'object') return undefined;
  const service = Number(peak.effectiveService);
  if (Number(peak.carrier) !== shipment.carrier || (service !== 0 && service !== shipment.serviceGroup)) return undefined;
  const from = readDate(peak.from) ?? refuse(INVALID_DATA);
  const to = readDate(peak.to) ?? refuse(INVALID_DATA);
  // 'YYYY-MM-DD' texts sort like the dates they name.
  if (shipment.shipDate < from || shipment.shipDate > to) return undefined;
  const perPackage: Num = readNum(peak.amountPerPackage) ?? refuse(INVALID_DATA);
  const amount = kit.countTimes4(perPackage, shipment.packages.length);
  if (kit.isNegative(amount)) refuse(FEE_INVALID);
  return { name: peak.name, amount, excludeFromFuel: peak.excludeFromFuel === true };
}
