/**
 * The rate engine (02 §3, §9 Pricing): one synchronous, pure function that prices a shipment and
 * explains every cent in lines a person can add up by hand. The rules run in the contract's
 * order, each over every package or definition before the next begins, so when several things
 * are wrong the first rule that meets one decides the message.
 */
import { Arithmetic, DECIMAL, UNITS } from './arithmetic';
import { measurePackage } from './billable-weight';
import { basePrice } from './base-price';
import { CardReader } from './card-lookup';
import { INVALID_DATA, QuoteRefusal, refuse } from './messages';
import { AppliedPeak, applyPeak } from './peaks';
import { readShipment } from './shipment';
import { SurchargeTerms, countMatching, fixedAmount, isInForce, percentAmount, readSurcharge } from './surcharges';
import type { Line, QuoteInput, QuoteResult, QuoteSuccess } from './types';
import { NotExact } from './units';

/** A surcharge that applies, with the number of packages its condition holds for. */
interface Applied<A> {
  terms: SurchargeTerms;
  matching: number;
  amount: A;
}

/** Absent lists are empty (a carrier without surcharges or peaks); anything else must be a list. */
function list<T>(value: T[] | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : refuse(INVALID_DATA);
}

/** The rules, in order, with the arithmetic `kit` (see arithmetic.ts). */
export function priceWith<A>(input: QuoteInput, kit: Arithmetic<A>): QuoteSuccess {
  const shipment = readShipment(input);
  const { level, zone } = shipment;

  // Rule 1.
  const measured = shipment.packages.map((pkg) => measurePackage(pkg, shipment.dimDivisor, shipment.dimMinCubicInches));

  // Rule 2, every card a package needs, before any price is worked out.
  const costCard = new CardReader(input.costCard, zone);
  const publishCard = new CardReader(input.publishCard, zone);
  const priceCard = level.mode === 'GENERAL_PRICING' ? new CardReader(level.priceCard, zone) : undefined;
  const found = measured.map(({ weight }) => ({
    cost: costCard.lookup(weight), publish: publishCard.lookup(weight), listed: priceCard?.lookup(weight),
  }));

  // Rule 3.
  const lines: Line[] = [];
  let baseSum = kit.zero;
  found.forEach((prices, index) => {
    const cost = kit.card(prices.cost);
    const publish = kit.card(prices.publish);
    const base = basePrice(kit, level, cost, publish, prices.listed && kit.card(prices.listed));
    baseSum = kit.plus(baseSum, base.price);
    lines.push(base.note
      ? { kind: 'base', package: index + 1, cost: kit.format(cost), publish: kit.format(publish), price: kit.format(base.price), note: base.note }
      : { kind: 'base', package: index + 1, cost: kit.format(cost), publish: kit.format(publish), price: kit.format(base.price) });
  });

  // Rule 4: the definitions in force are read (and checked) in input order; those whose condition
  // holds for at least one package apply. The list keeps input order for the lines.
  const applied: Applied<A>[] = [];
  for (const definition of list(input.surcharges)) {
    if (!isInForce(definition, shipment)) continue;
    const terms = readSurcharge(definition, shipment);
    const matching = countMatching(terms.condition, measured);
    if (matching > 0) applied.push({ terms, matching, amount: kit.zero });
  }

  // Rule 5: every FIXED amount, then the peaks.
  let fixedSum = kit.zero;
  for (const surcharge of applied) {
    if (surcharge.terms.calc !== 'FIXED') continue;
    surcharge.amount = fixedAmount(kit, surcharge.terms, surcharge.matching);
    fixedSum = kit.plus(fixedSum, surcharge.amount);
  }
  const peaks: AppliedPeak<A>[] = [];
  let peakSum = kit.zero;
  for (const definition of list(input.peaks)) {
    const peak = applyPeak(kit, definition, shipment);
    if (!peak) continue;
    peaks.push(peak);
    peakSum = kit.plus(peakSum, peak.amount);
  }

  // Rule 6: PERCENT surcharges on their rate base. The bases are not rounded (only amounts are),
  // and 'All' takes the FIXED amounts and peaks but never another PERCENT surcharge.
  const fuel = shipment.fuelPercent;
  const sums = { base: baseSum, fixed: fixedSum, peaks: peakSum };
  for (const surcharge of applied) {
    if (surcharge.terms.calc !== 'PERCENT') continue;
    surcharge.amount = percentAmount(kit, surcharge.terms, sums, fuel.onePlus);
  }

  // Rule 8: fuel on the base and on every surcharge and peak not excluded from it.
  let surchargeSum = kit.zero;
  let fuelOn = baseSum;
  for (const surcharge of applied) {
    surchargeSum = kit.plus(surchargeSum, surcharge.amount);
    if (!surcharge.terms.excludeFromFuel) fuelOn = kit.plus(fuelOn, surcharge.amount);
    lines.push({ kind: 'surcharge', code: surcharge.terms.code, amount: kit.format(surcharge.amount) });
  }
  for (const peak of peaks) {
    if (!peak.excludeFromFuel) fuelOn = kit.plus(fuelOn, peak.amount);
    lines.push({ kind: 'peak', name: peak.name, amount: kit.format(peak.amount) });
  }
  const fuelAmount = kit.times4(fuelOn, fuel.fraction);
  lines.push({ kind: 'fuel', percent: fuel.text, on: kit.format(fuelOn), amount: kit.format(fuelAmount) });

  // Rule 9: a sum of rounded amounts, exact.
  const total = kit.plus(kit.plus(kit.plus(baseSum, surchargeSum), peakSum), fuelAmount);
  return { ok: true, billableWeights: measured.map((pkg) => pkg.weight.text), lines, total: kit.format(total) };
}

/**
 * Prices a shipment. Never throws for bad input: a quote the contract refuses comes back as
 * `{ ok: false, message }` with the spec's English message (see PRICING_MESSAGES for the Chinese).
 *
 * Priced with safe integers first; when an amount is beyond what they hold exactly (NotExact),
 * priced again in Decimal. Up to that point both computed the same values, so a refusal met on
 * the way is the refusal Decimal would meet too.
 */
export function quote(input: QuoteInput): QuoteResult {
  try {
    try {
      return priceWith(input, UNITS);
    } catch (error) {
      if (error instanceof NotExact) return priceWith(input, DECIMAL);
      throw error;
    }
  } catch (error) {
    if (error instanceof QuoteRefusal) return { ok: false, message: error.reason };
    throw error;
  }
}
