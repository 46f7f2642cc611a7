/**
 * The rate engine (issue 12 §1): one synchronous, pure function that prices a shipment and
 * explains every cent in lines a person can add up by hand. The rules run in the contract's
 * order, each over every package or definition before the next begins, so when several things
 * are wrong the first rule that meets one decides the message.
 */
import { measurePackage } from './billable-weight';
import { basePrice } from './base-price';
import { CardReader } from './card-lookup';
import { Decimal, ZERO, format4, round4 } from './decimal';
import { INVALID_DATA, QuoteRefusal, refuse } from './messages';
import { AppliedPeak, applyPeak } from './peaks';
import { readShipment } from './shipment';
import { SurchargeTerms, countMatching, fixedAmount, isInForce, percentAmount, readSurcharge } from './surcharges';
import type { Line, QuoteInput, QuoteResult, QuoteSuccess } from './types';

/** A surcharge that applies, with the number of packages its condition holds for. */
interface Applied {
  terms: SurchargeTerms;
  matching: number;
  amount: Decimal;
}

/** Absent lists are empty (a carrier without surcharges or peaks); anything else must be a list. */
function list<T>(value: T[] | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : refuse(INVALID_DATA);
}

function price(input: QuoteInput): QuoteSuccess {
  const shipment = readShipment(input);
  const { level, zone } = shipment;

  // Rule 1.
  const measured = shipment.packages.map((pkg) => measurePackage(pkg, shipment.dimDivisor, shipment.dimMinCubicInches));

  // Rule 2, every card a package needs, before any price is worked out.
  const costCard = new CardReader(input.costCard, zone);
  const publishCard = new CardReader(input.publishCard, zone);
  const priceCard = level.mode === 'GENERAL_PRICING' ? new CardReader(level.priceCard, zone) : undefined;
  const found = measured.map(({ billableWeight: w }) => {
    const approx = w.toNumber();
    return { cost: costCard.price(w, approx), publish: publishCard.price(w, approx), listed: priceCard?.price(w, approx) };
  });

  // Rule 3.
  const lines: Line[] = [];
  let baseSum = ZERO;
  found.forEach(({ cost, publish, listed }, index) => {
    const base = basePrice(level, cost, publish, listed);
    baseSum = baseSum.plus(base.price);
    lines.push(base.note
      ? { kind: 'base', package: index + 1, cost: format4(cost), publish: format4(publish), price: format4(base.price), note: base.note }
      : { kind: 'base', package: index + 1, cost: format4(cost), publish: format4(publish), price: format4(base.price) });
  });

  // Rule 4: the definitions in force are read (and checked) in input order; those whose condition
  // holds for at least one package apply. The list keeps input order for the lines.
  const applied: Applied[] = [];
  for (const definition of list(input.surcharges)) {
    if (!isInForce(definition, shipment)) continue;
    const terms = readSurcharge(definition, shipment);
    const matching = countMatching(terms.condition, measured);
    if (matching > 0) applied.push({ terms, matching, amount: ZERO });
  }

  // Rule 5: every FIXED amount, then the peaks.
  let fixedSum = ZERO;
  for (const surcharge of applied) {
    if (surcharge.terms.calc !== 'FIXED') continue;
    surcharge.amount = fixedAmount(surcharge.terms, surcharge.matching);
    fixedSum = fixedSum.plus(surcharge.amount);
  }
  const peaks: AppliedPeak[] = [];
  let peakSum = ZERO;
  for (const definition of list(input.peaks)) {
    const peak = applyPeak(definition, shipment);
    if (!peak) continue;
    peaks.push(peak);
    peakSum = peakSum.plus(peak.amount);
  }

  // Rule 6: PERCENT surcharges on their rate base. The bases are not rounded (only amounts are),
  // and 'All' takes the FIXED amounts and peaks but never another PERCENT surcharge.
  const fuel = shipment.fuelPercent;
  for (const surcharge of applied) {
    if (surcharge.terms.calc !== 'PERCENT') continue;
    const base = surcharge.terms.rateBase === 'baseRateAndFuel' ? baseSum.times(fuel.onePlus)
      : surcharge.terms.rateBase === 'All' ? baseSum.plus(fixedSum).plus(peakSum) : baseSum;
    surcharge.amount = percentAmount(surcharge.terms, base);
  }

  // Rule 8: fuel on the base and on every surcharge and peak not excluded from it.
  let surchargeSum = ZERO;
  let fuelOn = baseSum;
  for (const surcharge of applied) {
    surchargeSum = surchargeSum.plus(surcharge.amount);
    if (!surcharge.terms.excludeFromFuel) fuelOn = fuelOn.plus(surcharge.amount);
    lines.push({ kind: 'surcharge', code: surcharge.terms.code, amount: format4(surcharge.amount) });
  }
  for (const peak of peaks) {
    if (!peak.excludeFromFuel) fuelOn = fuelOn.plus(peak.amount);
    lines.push({ kind: 'peak', name: peak.name, amount: format4(peak.amount) });
  }
  const fuelAmount = round4(fuel.fraction.times(fuelOn));
  lines.push({ kind: 'fuel', percent: format4(fuel.value), on: format4(fuelOn), amount: format4(fuelAmount) });

  // Rule 9: a sum of rounded amounts, exact.
  const total = baseSum.plus(surchargeSum).plus(peakSum).plus(fuelAmount);
  return { ok: true, billableWeights: measured.map((pkg) => format4(pkg.billableWeight)), lines, total: format4(total) };
}

/**
 * Prices a shipment. Never throws for bad input: a quote the contract refuses comes back as
 * `{ ok: false, message }` with the spec's English message (see PRICING_MESSAGES for the Chinese).
 */
export function quote(input: QuoteInput): QuoteResult {
  try {
    return price(input);
  } catch (error) {
    if (error instanceof QuoteRefusal) return { ok: false, message: error.reason };
    throw error;
  }
}
