import type { Level, Peak, RateCard, Surcharge, SurchargeCondition } from '@console/pricing';

/**
 * How the stored pricing inputs (the values of their versions in force on a ship date, as
 * resources/pricing defines them) become the rate engine's inputs. Pure: the quote API, fee
 * detail and the replay map alike.
 */
type Values = Record<string, unknown>;

/** A surcharge's `appliesWhen` (+ zones or value) as the engine's `when`. */
function surchargeCondition(s: Values): SurchargeCondition {
  switch (s.appliesWhen) {
    case 'zones': return { zones: (s.whenZones as string[] | null) ?? [] };
    case 'weightOver': return { weightOver: String(s.whenOver) };
    case 'longestSideOver': return { longestSideOver: String(s.whenOver) };
    case 'lengthPlusGirthOver': return { lengthPlusGirthOver: String(s.whenOver) };
    default: return s.appliesWhen as 'always' | 'residential' | 'commercial';
  }
}

/**
 * A surcharge as the engine takes it: its level rule and limit (02 §3) go as they are; the
 * engine applies them with the level's surcharge rule (engineLevel). Versions saved before the
 * two fields existed have neither: the level's default rule, no limit.
 */
export function engineSurcharge(s: Values): Surcharge {
  const percent = s.calculation === 'PERCENT';
  return {
    code: String(s.billCode), carrier: Number(s.carrier) as Surcharge['carrier'], effectiveService: Number(s.effectiveService) as Surcharge['effectiveService'],
    status: Number(s.status) as 1 | 2, when: surchargeCondition(s), calc: percent ? 'PERCENT' : 'FIXED', value: String(s.value),
    ...(percent ? { rateBase: (s.rateBase as Surcharge['rateBase']) ?? 'baseRate' } : {}),
    perPackage: !percent && s.multiplyByPackageCount === true, excludeFromFuel: s.excludeFromFuel === true,
    offRatePercent: String(s.offRatePercent ?? '0'),
    ...(s.levelRule != null ? { levelRule: s.levelRule as Surcharge['levelRule'] } : {}),
    ...(s.limitAmount != null && s.limitAmount !== '' ? { limit: String(s.limitAmount) } : {}),
  };
}

export function enginePeak(p: Values): Peak {
  return {
    name: String(p.name), carrier: Number(p.carrier) as Peak['carrier'], effectiveService: Number(p.effectiveService) as Peak['effectiveService'],
    from: String(p.startDate), to: String(p.endDate), amountPerPackage: String(p.amountPerPackage), excludeFromFuel: p.excludeFromFuel === true,
  };
}

export function engineCard(c: Values): RateCard {
  return { minimumCharge: String(c.minimumCharge), rows: c.rows as RateCard['rows'] };
}

/** A level as the engine takes it (GENERAL_PRICING also needs its price card, when it has one). */
export function engineLevel(l: Values, priceCard?: RateCard): Level {
  return {
    mode: l.defaultRule as Level['mode'],
    ...(l.increaseRatio != null ? { increaseRatio: String(l.increaseRatio) } : {}),
    ...(l.offRate != null ? { offRate: String(l.offRate) } : {}),
    ...(priceCard ? { priceCard } : {}),
    capAtPublish: l.capAtPublish !== false,
    // A level whose surcharge default rule is FULL charges the surcharges that defer to it in full.
    surchargeRule: l.surchargeDefaultRule === 'FULL' ? 'FULL' : 'WITH_DISCOUNT',
  };
}

/**
 * The card for an address: one kept for its type (residential 1, commercial 2) wins over one
 * for any address (0).
 */
export function cardForAddress<T extends Values>(cards: T[], residential: boolean): T | undefined {
  const own = residential ? 1 : 2;
  return cards.find((c) => Number(c.addressType) === own) ?? cards.find((c) => Number(c.addressType) === 0);
}

/** The fuel percent on a day: of the carrier's rates in force, the one effective latest (none: 0). */
export function fuelPercentOn(rates: Values[], carrier: number): { percent: string; rate?: Values } {
  const mine = rates.filter((r) => Number(r.carrier) === carrier).sort((a, b) => String(b.effectiveFrom).localeCompare(String(a.effectiveFrom)));
  return mine.length ? { percent: String(mine[0].fuelPercent), rate: mine[0] } : { percent: '0' };
}

/** ZIP3 of a US ZIP code ('91761', '91761-1234'); undefined when it is not one. */
export function zip3Of(zip: unknown): string | undefined {
  const m = /^([0-9]{3})[0-9]{2}(-?[0-9]{4})?$/.exec(String(zip ?? '').trim());
  return m?.[1];
}
