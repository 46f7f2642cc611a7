/**
 * The engine's input and output (02 §9 Pricing). Everything is JSON-serialisable: amounts, percents
 * and weights travel as decimal strings (or numbers) and come back as 4-decimal strings, so a quote
 * can be stored with the input that priced it and replayed to the cent.
 */
import type { PricingMessage, PriceNote } from './messages';

/** A decimal given as a string ('12.5') or a number (12.5). Never used as a float inside. */
export type DecimalInput = string | number;

/** 1 USPS, 2 UPS, 3 FedEx, 4 DHL. */
export type Carrier = 1 | 2 | 3 | 4;
/** 1 ground, 2 express, 3 freight, 4 international. */
export type ServiceGroup = 1 | 2 | 3 | 4;
/** 0 = every service of the carrier. */
export type EffectiveService = 0 | ServiceGroup;

export type WeightUnit = 'lb' | 'oz' | 'kg' | 'g';
export type DimUnit = 'in' | 'cm';

export interface PackageInput {
  weight: DecimalInput;
  weightUnit: WeightUnit;
  length: DecimalInput;
  width: DecimalInput;
  height: DecimalInput;
  dimUnit: DimUnit;
}

/** One weight range of a card: matches a billable weight w when from < w <= to (lb). */
export interface RateCardRow {
  from: DecimalInput;
  to: DecimalInput;
  /** Price per zone; a zone without a value cannot be priced by this row. */
  zones: { [zone: string]: DecimalInput };
}

export interface RateCard {
  minimumCharge: DecimalInput;
  rows: RateCardRow[];
}

export type PricingMode = 'USE_COST' | 'USE_PUBLISH' | 'GENERAL_COST_RISE' | 'GENERAL_OFFRATE' | 'GENERAL_PRICING';

export interface Level {
  mode: PricingMode;
  /** Percent added to the cost (GENERAL_COST_RISE). */
  increaseRatio?: DecimalInput;
  /** Percent taken off the publish price (GENERAL_OFFRATE). */
  offRate?: DecimalInput;
  /** The level's own price list (GENERAL_PRICING). */
  priceCard?: RateCard;
  capAtPublish: boolean;
  /**
   * How this level charges surcharges whose own `levelRule` defers to the level (02 §3 Pricing
   * level "surcharge default rule"): WITH_DISCOUNT (each surcharge's off-rate discount applies)
   * or FULL (surcharges in full, no discount). Absent: WITH_DISCOUNT.
   */
  surchargeRule?: LevelSurchargeRule;
}

/** A level's surcharge default rule. */
type LevelSurchargeRule = 'WITH_DISCOUNT' | 'FULL';

/**
 * A surcharge's level rule (02 §3 Surcharge "level rule"): how each pricing level charges it.
 * LEVEL_DEFAULT follows the quoting level's `surchargeRule`; WITH_DISCOUNT and FULL hold on every
 * level, whatever the level's default.
 */
export type SurchargeLevelRule = 'LEVEL_DEFAULT' | LevelSurchargeRule;

export type SurchargeCondition =
  | 'always'
  | 'residential'
  | 'commercial'
  | { zones: string[] }
  | { weightOver: DecimalInput }
  | { longestSideOver: DecimalInput }
  | { lengthPlusGirthOver: DecimalInput };

export type RateBase = 'baseRate' | 'baseRateAndFuel' | 'All';

export interface Surcharge {
  code: string;
  carrier: Carrier;
  effectiveService: EffectiveService;
  /** 1 active, 2 inactive. */
  status: 1 | 2;
  when: SurchargeCondition;
  calc: 'FIXED' | 'PERCENT';
  /** An amount (FIXED) or a percent of the rate base (PERCENT). */
  value: DecimalInput;
  /** PERCENT only; baseRate when absent. */
  rateBase?: RateBase;
  perPackage: boolean;
  excludeFromFuel: boolean;
  /** The client's discount on this surcharge, a percent. */
  offRatePercent: DecimalInput;
  /** Per level: whether the discount applies (see SurchargeLevelRule). Absent: LEVEL_DEFAULT. */
  levelRule?: SurchargeLevelRule;
  /**
   * 02 §3 "limit": the most this surcharge charges on one shipment, an amount (rounded to 4
   * decimals), capping the amount of rule 5 or 6 before the discount (rule 7). Absent, null or
   * '': no limit.
   */
  limit?: DecimalInput | null;
}

export interface Peak {
  name: string;
  carrier: Carrier;
  effectiveService: EffectiveService;
  /** Inclusive date window, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  amountPerPackage: DecimalInput;
  excludeFromFuel: boolean;
}

export interface QuoteInput {
  shipDate: string;
  carrier: Carrier;
  serviceGroup: ServiceGroup;
  zone: string;
  residential: boolean;
  packages: PackageInput[];
  dimDivisor: DecimalInput;
  dimMinCubicInches: DecimalInput;
  costCard: RateCard;
  publishCard: RateCard;
  level: Level;
  surcharges: Surcharge[];
  fuelPercent: DecimalInput;
  peaks: Peak[];
}

export interface BaseLine {
  kind: 'base';
  /** 1-based, in the order of the input's packages. */
  package: number;
  cost: string;
  publish: string;
  price: string;
  note?: PriceNote;
}

export interface SurchargeLine {
  kind: 'surcharge';
  code: string;
  /** After the discount. */
  amount: string;
}

export interface PeakLine {
  kind: 'peak';
  name: string;
  amount: string;
}

export interface FuelLine {
  kind: 'fuel';
  /** The fuel percent, 4 decimals. */
  percent: string;
  /** What the percent was applied to, 4 decimals. */
  on: string;
  amount: string;
}

export type Line = BaseLine | SurchargeLine | PeakLine | FuelLine;

export interface QuoteSuccess {
  ok: true;
  billableWeights: string[];
  lines: Line[];
  total: string;
}

export interface QuoteFailure {
  ok: false;
  message: PricingMessage;
}

export type QuoteResult = QuoteSuccess | QuoteFailure;
