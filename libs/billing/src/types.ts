/**
 * The engine's input and output (the charge contract). Everything is JSON-serialisable: amounts, quantities
 * and measures travel as decimal strings (or numbers) and come back as 4-decimal strings, so a
 * charge can be stored with the input that priced it and replayed to the cent.
 *
 * The types are a little wider than the contract where the engine has a check for the case (an
 * absent charge element, a pricing with both settings, counts given as text): a screen's draft can
 * be passed as it is and is refused with the contract's message instead of failing to compile.
 */
import type { BillingMessage } from './messages';

/** A decimal given as a string ('12.5') or a number (12.5). Never used as a float inside. */
export type DecimalInput = string | number;

export type WorkOrderType = 'OUTBOUND' | 'INBOUND' | 'RETURN' | 'CROSS_DOCK';
export type Trigger = 'COMPLETE' | 'RECEIVE' | 'PICK' | 'PACK' | 'SHIP';
export type WeightUnit = 'lb' | 'oz' | 'kg' | 'g';
export type DimUnit = 'in' | 'cm';

// ---------------------------------------------------------------------------------------------
// charge()
// ---------------------------------------------------------------------------------------------

export interface PackageLine {
  sku: string;
  /** Whole, >= 1. */
  qty: DecimalInput;
}

export interface EventPackage {
  weight: DecimalInput;
  weightUnit: WeightUnit;
  length: DecimalInput;
  width: DecimalInput;
  height: DecimalInput;
  dimUnit: DimUnit;
  /** May be empty. */
  lines: PackageLine[];
}

/** One work-order event. */
export interface ChargeEvent {
  workOrderType: WorkOrderType;
  trigger: Trigger;
  cancelled: boolean;
  fba: boolean;
  /** The order's own type, e.g. 'PARCEL', 'FREIGHT'. */
  orderType: string;
  /** Labour hours recorded on the work order, >= 0. */
  hours: DecimalInput;
  /** Whole, >= 0. */
  pallets: DecimalInput;
  /** 1..200 packages. */
  packages: EventPackage[];
}

/** The quantities a condition tests and a rule prices. */
export type Element =
  | 'ITEM_QTY' | 'SKU_TYPES' | 'PACKAGE_QTY' | 'WEIGHT_LB' | 'WEIGHT_KG' | 'VOLUME_CBF' | 'PALLET_QTY' | 'HOURS';

export type ConditionOp = 'EQ' | 'GT' | 'LT' | 'GE' | 'LE';

export interface ChargeCondition {
  element: Element;
  op: ConditionOp;
  /** Above 0. */
  value: DecimalInput;
}

/** basicFee + max(0, q - threshold) x unitPrice. */
export interface ThresholdPricing {
  kind: 'THRESHOLD';
  threshold: DecimalInput;
  unitPrice: DecimalInput;
  /** Never set together with `threshold`: refused as mutually exclusive. */
  intervals?: unknown;
}

/** One band of graduated pricing: from <= q, up to `to` (the last band has no `to`). */
export interface PriceInterval {
  from: DecimalInput;
  to?: DecimalInput | null;
  unitPrice: DecimalInput;
}

/** basicFee + the sum over bands of unitPrice x max(0, min(q, to) - from). */
export interface IntervalPricing {
  kind: 'INTERVAL';
  intervals: PriceInterval[];
  /** Never set together with `intervals`: refused as mutually exclusive. */
  threshold?: unknown;
}

export type RulePricing = ThresholdPricing | IntervalPricing;

export interface ChargeRule {
  /** Whole >= 1, unique within its item; lower is tried first. */
  priority: number;
  /** 1..5, all must hold. */
  conditions: ChargeCondition[];
  /** The quantity the rule prices (absent in an unfinished draft: refused). */
  chargeElement?: Element | null;
  basicFee: DecimalInput;
  pricing: RulePricing;
  /** Bounds of the rule's amount; absent, null or '' means no bound. */
  min?: DecimalInput | null;
  max?: DecimalInput | null;
}

export type ChargeMethod = 'PER_ORDER' | 'PER_PACKAGE' | 'PER_SKU_TYPE';
export type Calculation = 'FIXED' | 'PER_ITEM' | 'HOUR' | 'POUND' | 'KG' | 'CUBIC_FEET' | 'SKU_TYPE' | 'DAY' | 'MONTH';
export type ChargeMode = 'INSTANT' | 'HOLDING';
export type FreightType = 'FBA' | 'NON_FBA' | 'BOTH';

export interface ChargeItem {
  id: string;
  active: boolean;
  workOrderType: WorkOrderType;
  trigger: Trigger;
  /** Empty = every order type. */
  appliedOrderTypes: string[];
  freightType: FreightType;
  chargeIfCancelled: boolean;
  chargeMethod: ChargeMethod;
  calculation: Calculation;
  price: DecimalInput;
  chargeMode: ChargeMode;
  hiddenToClient: boolean;
  rules: ChargeRule[];
}

export interface ChargeInput {
  event: ChargeEvent;
  /** The plan's charge items, in plan order. */
  items: ChargeItem[];
}

/** Why an item did not charge this event, the first that holds in this order. */
export type SkipReason =
  | 'INACTIVE' | 'WORK_ORDER_TYPE' | 'PERIODIC' | 'TRIGGER' | 'ORDER_TYPE' | 'FREIGHT_TYPE' | 'CANCELLED' | 'NO_UNITS';

/** The rule's amount was raised to its min or lowered to its max. */
export type ChargeNote = 'MIN' | 'MAX';

export interface ChargeSkipLine {
  kind: 'skip';
  item: string;
  reason: SkipReason;
}

export interface ChargeUnitLine {
  kind: 'charge';
  item: string;
  /** 'order', 'package:N' (N from 1) or 'sku:CODE'. */
  unit: string;
  /** The deciding rule's priority, or null when no rule held. */
  rule: number | null;
  /** The rule's chargeElement or, with no rule, the fact the calculation reads ('FIXED' for FIXED). */
  element: Element | 'FIXED';
  quantity: string;
  amount: string;
  mode: ChargeMode;
  hidden: boolean;
  /** Present only when the rule's min or max set the amount. */
  note?: ChargeNote;
}

export type ChargeLine = ChargeSkipLine | ChargeUnitLine;

export interface ChargeSuccess {
  ok: true;
  lines: ChargeLine[];
  total: string;
  instant: string;
  holding: string;
  visibleTotal: string;
}

export interface ChargeFailure {
  ok: false;
  message: BillingMessage;
  /** The id of the item at fault; absent when the event itself is refused. */
  item?: string;
}

export type ChargeResult = ChargeSuccess | ChargeFailure;

// ---------------------------------------------------------------------------------------------
// storageFee()
// ---------------------------------------------------------------------------------------------

export type QuantityType = 'AVERAGE' | 'ABSOLUTE';
export type StorageUnit = 'PIECE_DAY' | 'CBF_DAY' | 'CBM_DAY' | 'PALLET_DAY';

export interface PalletSettings {
  cbfPerPallet: DecimalInput;
  /** Whole, 1..99998. */
  skuTypesPerPallet: DecimalInput;
  /** The least cubic feet a sku takes; absent, null or '' means 0. */
  minCbf?: DecimalInput | null;
}

export interface StorageRule {
  quantityType: QuantityType;
  unit: StorageUnit;
  /** Per unit and day. */
  price: DecimalInput;
  roundUp: boolean;
  /** Whole >= 0: stock younger than this many days is free. */
  freeDays: DecimalInput;
  /** PALLET_DAY only. */
  pallet?: PalletSettings | null;
}

/** A lot of one sku on hand; the sides are those of one unit. */
export interface StorageLot {
  sku: string;
  receivedOn: string;
  standard: DecimalInput;
  damage: DecimalInput;
  length: DecimalInput;
  width: DecimalInput;
  height: DecimalInput;
  dimUnit: DimUnit;
}

/** Stock on hand at 00:00:00 of `date`. */
export interface StorageSnapshot {
  date: string;
  lots: StorageLot[];
}

export interface StorageInput {
  /** 'YYYY-MM-DD', the day being charged. */
  day: string;
  rule: StorageRule;
  snapshots: StorageSnapshot[];
}

export interface StorageDate {
  date: string;
  measure: string;
}

export interface StorageSuccess {
  ok: true;
  quantity: string;
  amount: string;
  /** The dates measured, in date order: one for ABSOLUTE, thirty for AVERAGE. */
  dates: StorageDate[];
}

export interface StorageFailure {
  ok: false;
  message: BillingMessage;
}

export type StorageResult = StorageSuccess | StorageFailure;
