/**
 * Random quote inputs, valid and broken, for differential checks of the engine (never built into
 * dist). Plain seeded generator rather than fast-check arbitraries: the differential script draws
 * hundreds of thousands of inputs and must be able to replay one from its seed.
 *
 * It leans on the edges that decide exactness: values right on a rounding half (5 decimals ending
 * in 5), sides on .5 inch or cm boundaries, weights on whole pounds and sixteenths, bounds equal to
 * the billable weight, percents with many digits, amounts too large for safe integers, and every
 * refusal of the contract. Cards come from a small pool so the same card objects are met again,
 * as in a replay, and `mutateCard` changes pooled cards in place between quotes.
 */
import type { Level, PackageInput, Peak, QuoteInput, RateCard, RateCardRow, Surcharge } from '../types';

type Random = () => number;

/** mulberry32: small, fast and good enough to spread inputs; the same seed gives the same inputs. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B', 'C', 'F', 'N', 'K'];

const int = (rnd: Random, min: number, max: number): number => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
const chance = (rnd: Random, p: number): boolean => rnd() < p;

/**
 * How broken the input being drawn may be: 0 draws only well-formed values (so most such inputs
 * price and the arithmetic is exercised), 1 lets every field go wrong with a small probability.
 */
let dirt = 1;
/**
 * For a well-formed input, the chance that a value is a very wide one (many digits, or near the
 * limit of safe integers): such inputs stress where the fast arithmetic must give up.
 */
let wideness = 0;
/** A chance that only exists for a dirty input. */
const flaw = (rnd: Random, p: number): boolean => rnd() < p * dirt;

/** A decimal text with up to `scale` decimals between 0 and max, built from integers (no float noise). */
function decimalText(rnd: Random, max: number, scale: number): string {
  const whole = int(rnd, 0, max);
  if (scale === 0 || chance(rnd, 0.2)) return String(whole);
  const places = int(rnd, 1, scale);
  let digits = '';
  for (let i = 0; i < places; i++) digits += String(int(rnd, 0, 9));
  return `${whole}.${digits}`;
}

/** Texts and numbers that are odd but valid for decimal.js, or not numbers at all. */
const ODD_NUMBERS: ReadonlyArray<string | number> = [
  '0', '-0', '0.0', '1e1', '1E-2', '+3', ' 2', '.5', '5.', '0x10', '0b101', '1e400', '1e-400', '-5', '-0.00001',
  'abc', '', 'NaN', 'Infinity', '12,5', 0, -0, 0.1, 1e21, 1e-7, 5e-324, Number.MAX_SAFE_INTEGER,
];
/** Values that break the fast safe-integer arithmetic: too many digits or too large. */
const WIDE_NUMBERS: ReadonlyArray<string> = [
  '123456789012345678901234567890.123456789', '0.00000000000000000000000000123456789012345', '99999999999999.99995',
  '900719925474.0991', '900719925475', '12.345678901234567890123456789012345678901234567', '1234567890123.45678',
  '1.23456789012345678', '0.123456789012345678901', '45.678901234567890123', '450359962737.0496', '0.00005',
  '0.00004999999999999999999999', '0.000049999999999999999999999999999999999999999999', '7.00005', '3.14159265358979323846264338327950288',
];

/** Mostly ordinary values of the given shape; sometimes an odd one or a very wide one. */
function amount(rnd: Random, max: number, scale: number, odd = 0.04, wide = 0.01): string | number {
  const roll = rnd();
  if (roll < odd * dirt) return pick(rnd, ODD_NUMBERS);
  if (roll < (odd + wide) * dirt || chance(rnd, wideness)) return pick(rnd, WIDE_NUMBERS);
  const text = decimalText(rnd, max, scale);
  // Halfway values: the fifth decimal is a 5, so rounding to 4 decimals has to go up.
  if (chance(rnd, 0.1)) return `${int(rnd, 0, max)}.${String(int(rnd, 0, 9999)).padStart(4, '0')}5`;
  return chance(rnd, 0.15) && !text.includes('.') ? Number(text) : text;
}

function percentValue(rnd: Random): string | number | undefined | null {
  const roll = rnd() * (dirt ? 1 : 0.93) + (dirt ? 0 : 0.07);
  if (roll < 0.04) return pick(rnd, [undefined, null, 'x', '', '-1', '1000', '1000.0001', '1001', 1000, '-0', '100', '99.99995']);
  if (roll < 0.07 || chance(rnd, wideness)) return pick(rnd, ['12.3456789012345678901234567890123', '0.0000000000123456789', '99.99999999999999999', '12.34567890123456789', '0.000000000000000000000000001', '33.333333333333333333333333333333333333333333', '1e-30', '1e-70', '7.0000000000000000000001']);
  if (roll < 0.2) return pick(rnd, ['0', '10', '12.5', '15.75', '2.75', '1.5', '100', 12.5, 0]);
  return decimalText(rnd, chance(rnd, 0.8) ? 40 : 1000, chance(rnd, 0.5) ? 2 : 6);
}

// ---------------------------------------------------------------- cards

function rowsUpTo(rnd: Random, count: number, step: () => string): Array<[string, string]> {
  const bounds: Array<[string, string]> = [];
  let from = '0';
  for (let i = 0; i < count; i++) {
    const to = step();
    bounds.push([from, to]);
    from = to;
  }
  return bounds;
}

/** Row bounds: one-pound rows, sixteenths then pounds, random widths, or broken (unsorted, gaps, odd texts). */
function rowBounds(rnd: Random): Array<[unknown, unknown]> {
  const kind = rnd() * (dirt ? 1 : 0.85);
  if (kind < 0.45) {
    const rows = dirt ? int(rnd, 1, 90) : int(rnd, 150, 500);
    return Array.from({ length: rows }, (_, i) => [String(i), String(i + 1)]);
  }
  if (kind < 0.65) {
    let n = 0;
    const sixteenths = rowsUpTo(rnd, 15, () => String(++n / 16));
    let lb = 0;
    const pounds = rowsUpTo(rnd, dirt ? int(rnd, 5, 80) : 500, () => String(++lb)).slice(1);
    return [...sixteenths, ['0.9375', '1'], ...pounds.map(([from, to]) => [from, to] as [string, string])];
  }
  if (kind < 0.85) {
    let at = 0;
    return rowsUpTo(rnd, dirt ? int(rnd, 1, 40) : 60, () => {
      at += Number(pick(rnd, ['0.5', '1', '2', '0.25', '3.3333', '10', ...(dirt ? [] : ['20', '50'])]));
      return String(Math.round(at * 10000) / 10000);
    });
  }
  // Broken or odd cards: the engine must judge them exactly as before.
  const odd: unknown[] = ['0', '1', '2', '5', '10', '0.5', '1e1', '+1', ' 2', '.5', '5.', '0x10', 'abc', '', 3, 7, 2.5, -1, null, '1.00000000000000000000000000000000000000000001', '4.9999999999999999999999999999999999999999999'];
  return Array.from({ length: int(rnd, 0, 25) }, () => [pick(rnd, odd), pick(rnd, odd)]);
}

/** Cards drawn clean: a clean input only uses those (a dirty input uses any). */
const cleanCards = new WeakSet<RateCard>();

function randomCard(rnd: Random, clean = false): RateCard {
  dirt = clean ? 0 : 1;
  const bounds = rowBounds(rnd);
  const zonesOfCard = !flaw(rnd, 0.3) ? ZONES : ZONES.filter(() => chance(rnd, 0.6));
  const base = rnd() * 20;
  const perLb = rnd() * 2;
  const rows = bounds.map(([from, to], i) => {
    const zones: Record<string, unknown> = {};
    for (const zone of zonesOfCard) {
      if (flaw(rnd, 0.01)) continue; // a hole: this zone cannot be priced by this row
      // 5 decimals, so rounding when read is exercised; a text or a number
      const price = ((base + (i + 1) * perLb + ZONES.indexOf(zone) * 0.37) * 100000 | 0) / 100000;
      zones[zone] = !flaw(rnd, 0.1) ? (chance(rnd, 0.5) ? String(price) : price) : amount(rnd, 500, 6, 0.15, 0.1);
    }
    if (flaw(rnd, 0.01)) return pick(rnd, [null, 'row', { from, to }]) as unknown as RateCardRow;
    return { from, to, zones: flaw(rnd, 0.005) ? (null as never) : zones } as RateCardRow;
  });
  const minimumCharge = dirt
    ? pick(rnd, [undefined, '', '0', '8.5000', '12.25', '3.33335', 'abc', '-1', 10, '99999999999999.9999', null])
    : pick(rnd, [undefined, '', '0', '8.5000', '12.25', '3.33335', 10, '25']);
  const card = { minimumCharge: minimumCharge as never, rows };
  if (clean) cleanCards.add(card);
  return card;
}

/** Changes a card in place, as a caller that edits its cards between two quotes would. */
export function mutateCard(rnd: Random, card: RateCard): void {
  const rows = card.rows;
  if (!Array.isArray(rows) || rows.length === 0) return;
  const row = rows[int(rnd, 0, rows.length - 1)];
  const roll = rnd();
  if (roll < 0.15) card.minimumCharge = pick(rnd, ['', '5', '15.55555', 'x', '1000']);
  else if (!row || typeof row !== 'object') rows.push({ from: '0', to: '1000', zones: { '5': '1' } });
  else if (roll < 0.35) row.to = pick(rnd, ['1000', '0', String(Number(row.to) + 1), '2.5', 'x']);
  else if (roll < 0.5) row.from = pick(rnd, ['0', '-1', String(Number(row.from) - 1), 'x']);
  else if (roll < 0.7 && row.zones && typeof row.zones === 'object') row.zones[pick(rnd, ZONES)] = amount(rnd, 300, 5, 0.1, 0.05);
  else if (roll < 0.8) rows.reverse();
  else if (roll < 0.9) rows[int(rnd, 0, rows.length - 1)] = { from: '0', to: '500', zones: { '5': '77.77', A: '1.23455' } };
  else rows.splice(int(rnd, 0, rows.length - 1), 1);
}

// ---------------------------------------------------------------- the rest of a quote

function side(rnd: Random, unit: string): string | number {
  const roll = rnd() * (dirt ? 1 : 0.83);
  if (roll < 0.03 * dirt) return pick(rnd, ODD_NUMBERS);
  // On a rounding boundary: x.5 in, or a centimetre value near one.
  if (roll < 0.15) return unit === 'in' ? `${int(rnd, 0, 40)}.5` : pick(rnd, ['1.27', '3.81', '29.21', '29.2099', '29.2101', '76.2', '0.5']);
  if (roll < 0.17) return pick(rnd, ['1e5', '123456789', '0.0001', '1e30', '4e15']);
  return amount(rnd, unit === 'in' ? 30 : 76, 2, 0, 0);
}

function weightOf(rnd: Random, unit: string): string | number {
  const roll = rnd() * (dirt ? 1 : 0.83);
  if (roll < 0.03 * dirt) return pick(rnd, ODD_NUMBERS);
  if (roll < 0.15) {
    // Exactly on a pound or a sixteenth, where the rounding up must not move.
    const lb = pick(rnd, ['1', '0.0625', '0.5', '0.9375', '2', '16', '70', '0.9999999', '1.0000001']);
    return unit === 'lb' ? lb : unit === 'oz' ? pick(rnd, ['1', '16', '15', '32', '8']) : unit === 'kg' ? pick(rnd, ['0.45359237', '0.90718474', '0.028349523125']) : pick(rnd, ['453.59237', '28.349523125', '907.18474']);
  }
  if (roll < 0.17) return pick(rnd, ['1e5', '1e-30', '123456789012', '1e20']);
  const max = { lb: 150, oz: 400, kg: 70, g: 70000 }[unit] ?? 100;
  return amount(rnd, max, 3, 0, 0);
}

function randomPackage(rnd: Random): PackageInput {
  const weightUnit = flaw(rnd, 0.01) ? 'stone' : pick(rnd, ['lb', 'lb', 'oz', 'kg', 'g']);
  const dimUnit = flaw(rnd, 0.01) ? 'mm' : pick(rnd, ['in', 'in', 'cm']);
  if (flaw(rnd, 0.003)) return null as never;
  return {
    weight: weightOf(rnd, weightUnit), weightUnit: weightUnit as never,
    length: side(rnd, dimUnit), width: side(rnd, dimUnit), height: side(rnd, dimUnit), dimUnit: dimUnit as never,
  };
}

function randomLevel(rnd: Random, cards: RateCard[]): Level {
  const capAtPublish = chance(rnd, 0.5);
  switch (int(rnd, 0, 5)) {
    case 0: return { mode: 'USE_COST', capAtPublish, increaseRatio: chance(rnd, 0.2) ? 'x' : undefined };
    case 1: return { mode: 'USE_PUBLISH', capAtPublish };
    case 2: return { mode: 'GENERAL_COST_RISE', increaseRatio: percentValue(rnd) as never, capAtPublish };
    case 3: return { mode: 'GENERAL_OFFRATE', offRate: percentValue(rnd) as never, capAtPublish };
    case 4: return { mode: 'GENERAL_PRICING', priceCard: !flaw(rnd, 0.05) ? pick(rnd, cards) : undefined, capAtPublish };
    default: return !dirt ? { mode: 'GENERAL_COST_RISE', increaseRatio: percentValue(rnd) as never, capAtPublish } : { mode: pick(rnd, ['USE_COST', 'GENERAL_PRICING', 'GENERAL_COST_RISE', 'OTHER']) as never, capAtPublish, increaseRatio: '5', priceCard: pick(rnd, cards) };
  }
}

function randomCondition(rnd: Random): Surcharge['when'] {
  switch (int(rnd, 0, dirt ? 8 : 7)) {
    case 0: return 'always';
    case 1: return 'residential';
    case 2: return 'commercial';
    case 3: return { zones: ZONES.filter(() => chance(rnd, 0.3)) };
    case 4: return { weightOver: amount(rnd, 80, 2, 0.05, 0.02) };
    case 5: return { longestSideOver: amount(rnd, 40, 1, 0.05, 0.02) };
    case 6: return { lengthPlusGirthOver: amount(rnd, 160, 1, 0.05, 0.02) };
    case 7: return pick(rnd, [{ weightOver: pick(rnd, ['5', '1', '0.0625', '7', '50']) }, { longestSideOver: pick(rnd, ['12', '11.5', '22']) }, { lengthPlusGirthOver: pick(rnd, ['50', '105', '92']) }]);
    default: return pick(rnd, ['sometimes', null, { zones: 'all' }, { heavierThan: 5 }, {}, 3]) as never;
  }
}

function randomSurcharge(rnd: Random, i: number): Surcharge {
  const calc = flaw(rnd, 0.02) ? 'BOTH' : pick(rnd, ['FIXED', 'PERCENT']);
  const definition: Surcharge = {
    code: `S${i}`,
    carrier: pick(rnd, [2, 2, 2, 3]) as never,
    effectiveService: pick(rnd, [0, 0, 1, 2]) as never,
    status: pick(rnd, [1, 1, 1, 2]) as never,
    when: randomCondition(rnd),
    calc: calc as never,
    value: (calc === 'PERCENT' ? percentValue(rnd) : amount(rnd, 60, 5, 0.04, 0.02)) as never,
    rateBase: flaw(rnd, 0.03) ? ('Everything' as never) : pick(rnd, [undefined, 'baseRate', 'baseRateAndFuel', 'All'] as const),
    perPackage: calc === 'PERCENT' ? flaw(rnd, 0.03) : chance(rnd, 0.5),
    excludeFromFuel: chance(rnd, 0.4),
    offRatePercent: (chance(rnd, 0.5) ? pick(rnd, ['0', '10', '5', '12.5', 0, undefined]) : percentValue(rnd)) as never,
  };
  return flaw(rnd, 0.005) ? (null as never) : definition;
}

function day(rnd: Random): string {
  return flaw(rnd, 0.02) ? pick(rnd, ['2025-02-30', '2025-13-01', 'soon', '2025-12-1', '']) : `2025-12-${String(int(rnd, 1, 31)).padStart(2, '0')}`;
}

function randomPeak(rnd: Random, i: number): Peak {
  return {
    name: `P${i}`, carrier: pick(rnd, [2, 2, 3]) as never, effectiveService: pick(rnd, [0, 1, 2]) as never,
    from: day(rnd), to: day(rnd), amountPerPackage: amount(rnd, 10, 5, 0.05, 0.02) as never, excludeFromFuel: chance(rnd, 0.4),
  };
}

/** A pool of cards to draw from; quotes that share a pool share card objects (and their caches). */
export function cardPool(rnd: Random, size: number): RateCard[] {
  return Array.from({ length: size }, (_, i) => randomCard(rnd, i % 3 !== 0));
}

/** `clean` inputs are well formed throughout (they may still be refused, e.g. a weight beyond the card). */
export function randomInput(rnd: Random, cards: RateCard[], clean = chance(rnd, 0.7)): QuoteInput {
  dirt = clean ? 0 : 1;
  wideness = clean && chance(rnd, 0.1) ? 0.3 : 0;
  const usable = cards.filter((card) => cleanCards.has(card));
  if (clean && usable.length > 0) cards = usable;
  const packages = Array.from({ length: flaw(rnd, 0.01) ? pick(rnd, [0, 21]) : int(rnd, 1, chance(rnd, 0.8) ? 4 : 20) }, () => randomPackage(rnd));
  const input: QuoteInput = {
    shipDate: flaw(rnd, 0.05) ? pick(rnd, ['2025-12-10T08:00:00Z', '2025-02-29', 'today']) : day(rnd),
    carrier: 2, serviceGroup: pick(rnd, [1, 1, 2]) as never,
    zone: flaw(rnd, 0.02) ? pick(rnd, ['13', 'Z', 5, '']) as never : pick(rnd, ZONES),
    residential: chance(rnd, 0.5),
    packages: flaw(rnd, 0.003) ? ('3' as never) : packages,
    dimDivisor: flaw(rnd, 0.05) ? pick(rnd, ['0', -139, 'x', '139.5', '0.000001', '1e-20', '166.00000000000000000000000000000000000001']) as never : pick(rnd, [139, 166, '194', '139']),
    dimMinCubicInches: flaw(rnd, 0.05) ? pick(rnd, [undefined, null, 'x', '1727.9999', '-5', '1e30']) as never : pick(rnd, [0, 1728, '0', '5184']),
    costCard: flaw(rnd, 0.005) ? (undefined as never) : pick(rnd, cards),
    publishCard: pick(rnd, cards),
    level: randomLevel(rnd, cards),
    surcharges: flaw(rnd, 0.01) ? pick(rnd, [undefined, null, 'none']) as never : Array.from({ length: int(rnd, 0, 8) }, (_, i) => randomSurcharge(rnd, i)),
    fuelPercent: percentValue(rnd) as never,
    peaks: flaw(rnd, 0.01) ? pick(rnd, [undefined, null, 7]) as never : Array.from({ length: int(rnd, 0, 3) }, (_, i) => randomPeak(rnd, i)),
  };
  return input;
}
