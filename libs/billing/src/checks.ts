/**
 * Check 2 of the charge contract A: each charge item, in input order, read once into the form the pricing
 * needs. Every item is checked, whether or not it would apply (an inactive item with a broken rule
 * still refuses the call: the plan itself is wrong). For one item: a. its number of rules, b. its
 * timing, c. each rule in input order, every check of one rule before the next rule, d. its
 * priorities and then its price. The first failure decides the message.
 */
import { TRIGGERS, WORK_ORDER_TYPES } from './event';
import {
  CONDITION_AND_ELEMENT_REQUIRED, INTERVAL_INCOMPLETE, INVALID_AMOUNT, INVALID_DATA, RECEIVE_NEEDS_PER_PACKAGE,
  THRESHOLD_INTERVAL_EXCLUSIVE, TOO_MANY_RULES, VALUE_ABOVE_ZERO, Refusal, refuse, type BillingMessage,
} from './messages';
import { NUM_ZERO, Num, compare, sign } from './num';
import { isAbsent, isObject, readCount, readNum } from './parse';
import type {
  Calculation, ChargeItem, ChargeMethod, ChargeMode, ConditionOp, Element, FreightType, Trigger, WorkOrderType,
} from './types';

export const MAX_RULES = 20;
export const MAX_CONDITIONS = 5;

export const ELEMENTS: ReadonlySet<string> = new Set<Element>([
  'ITEM_QTY', 'SKU_TYPES', 'PACKAGE_QTY', 'WEIGHT_LB', 'WEIGHT_KG', 'VOLUME_CBF', 'PALLET_QTY', 'HOURS',
]);
const OPS: ReadonlySet<string> = new Set<ConditionOp>(['EQ', 'GT', 'LT', 'GE', 'LE']);
const METHODS: ReadonlySet<string> = new Set<ChargeMethod>(['PER_ORDER', 'PER_PACKAGE', 'PER_SKU_TYPE']);
const CALCULATIONS: ReadonlySet<string> = new Set<Calculation>([
  'FIXED', 'PER_ITEM', 'HOUR', 'POUND', 'KG', 'CUBIC_FEET', 'SKU_TYPE', 'DAY', 'MONTH',
]);
const MODES: ReadonlySet<string> = new Set<ChargeMode>(['INSTANT', 'HOLDING']);
const FREIGHT_TYPES: ReadonlySet<string> = new Set<FreightType>(['FBA', 'NON_FBA', 'BOTH']);

export interface ReadCondition {
  element: Element;
  op: ConditionOp;
  value: Num;
}

export interface ReadInterval {
  from: Num;
  /** Undefined for the last, open band. */
  to: Num | undefined;
  unitPrice: Num;
}

export type ReadPricing =
  | { kind: 'THRESHOLD'; threshold: Num; unitPrice: Num }
  | { kind: 'INTERVAL'; intervals: ReadInterval[] };

export interface ReadRule {
  priority: number;
  conditions: ReadCondition[];
  chargeElement: Element;
  basicFee: Num;
  pricing: ReadPricing;
  min: Num | undefined;
  max: Num | undefined;
}

export interface ReadItem {
  id: string;
  active: boolean;
  workOrderType: WorkOrderType;
  trigger: Trigger;
  appliedOrderTypes: readonly string[];
  freightType: FreightType;
  chargeIfCancelled: boolean;
  chargeMethod: ChargeMethod;
  calculation: Calculation;
  price: Num;
  chargeMode: ChargeMode;
  hiddenToClient: boolean;
  /** By priority ascending: the order they are tried in. */
  rules: ReadRule[];
}

const NO_ORDER_TYPES: readonly string[] = [];

/**
 * Where in one rule a check failed (02 §3 Charge rule's parts), so a screen can show the message
 * under the input at fault: `index` is the condition's or the band's place, `field` its input.
 * charge() and checkChargeItems() never read it: their answers are the message and the item.
 */
export interface RulePlace {
  part: 'rule' | 'conditions' | 'condition' | 'chargeElement' | 'pricing' | 'intervals' | 'basicFee' | 'threshold' | 'unitPrice'
    | 'formula' | 'min' | 'max' | 'priority';
  index?: number;
  field?: 'element' | 'op' | 'value' | 'from' | 'to' | 'unitPrice';
}

/** A refusal of a rule's check that also says which part of the rule failed. */
export class RuleRefusal extends Refusal {
  constructor(message: BillingMessage, item: string, readonly at: RulePlace) {
    super(message, item);
  }
}

function refuseAt(message: BillingMessage, id: string, at: RulePlace): never {
  throw new RuleRefusal(message, id, at);
}

/** The id a refusal names: the item's own, or its place in the plan when it has none. */
function idOf(item: unknown, index: number): string {
  return isObject(item) && typeof item.id === 'string' ? item.id : `#${index + 1}`;
}

/**
 * The fields the contract lists, of the kinds it lists ('Invalid Data' otherwise). This comes
 * before check a, because a rule list that is not a list cannot be counted.
 */
function checkShape(item: ChargeItem, id: string): void {
  if (!isObject(item) || typeof item.id !== 'string'
    || typeof item.active !== 'boolean' || typeof item.chargeIfCancelled !== 'boolean' || typeof item.hiddenToClient !== 'boolean'
    || !WORK_ORDER_TYPES.has(item.workOrderType) || !TRIGGERS.has(item.trigger) || !FREIGHT_TYPES.has(item.freightType)
    || !METHODS.has(item.chargeMethod) || !CALCULATIONS.has(item.calculation) || !MODES.has(item.chargeMode)
    || !(item.rules === undefined || Array.isArray(item.rules))
    || !(item.appliedOrderTypes === undefined || (Array.isArray(item.appliedOrderTypes) && item.appliedOrderTypes.every((t) => typeof t === 'string')))) {
    refuse(INVALID_DATA, id);
  }
}

/** Conditions and charge element: 1..5 conditions, each with an element and an operator. */
function readConditions(rule: Record<string, unknown>, id: string): { conditions: ReadCondition[]; chargeElement: Element } {
  const raw = rule.conditions;
  // One message for both faults (02 §5); the place says which of the two it was.
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_CONDITIONS) refuseAt(CONDITION_AND_ELEMENT_REQUIRED, id, { part: 'conditions' });
  if (!ELEMENTS.has(rule.chargeElement as string)) refuseAt(CONDITION_AND_ELEMENT_REQUIRED, id, { part: 'chargeElement' });
  // A condition without a known element or operator is one not selected yet (a draft's blank row).
  raw.forEach((condition, index) => {
    if (!isObject(condition) || !ELEMENTS.has(condition.element as string)) refuseAt(CONDITION_AND_ELEMENT_REQUIRED, id, { part: 'condition', index, field: 'element' });
    if (!OPS.has(condition.op as string)) refuseAt(CONDITION_AND_ELEMENT_REQUIRED, id, { part: 'condition', index, field: 'op' });
  });
  const conditions: ReadCondition[] = [];
  (raw as Array<Record<string, unknown>>).forEach((condition, index) => {
    const value = readNum(condition.value);
    if (value === undefined || sign(value) <= 0) refuseAt(VALUE_ABOVE_ZERO, id, { part: 'condition', index, field: 'value' });
    conditions.push({ element: condition.element as Element, op: condition.op as ConditionOp, value });
  });
  return { conditions, chargeElement: rule.chargeElement as Element };
}

/**
 * Graduated bands: the first from 0, each from the previous `to`, each `to` above its `from`, only
 * the last open (and it must be). A bound that is not a number is an unfinished band. The unit
 * prices are read later, with the other amounts.
 */
function checkIntervals(raw: unknown, id: string): Array<Record<string, unknown>> {
  if (!Array.isArray(raw) || raw.length === 0) refuseAt(INTERVAL_INCOMPLETE, id, { part: 'intervals' });
  let previousTo: Num | undefined = NUM_ZERO; // the first band must start at 0
  raw.forEach((band, index) => {
    if (!isObject(band)) refuseAt(INTERVAL_INCOMPLETE, id, { part: 'intervals', index });
    const from = readNum(band.from);
    // Bounds compare as decimals: '5' and '5.0' are the same bound.
    if (from === undefined || previousTo === undefined || compare(from, previousTo) !== 0) refuseAt(INTERVAL_INCOMPLETE, id, { part: 'intervals', index, field: 'from' });
    const last = index === raw.length - 1;
    if (isAbsent(band.to)) {
      if (!last) refuseAt(INTERVAL_INCOMPLETE, id, { part: 'intervals', index, field: 'to' });
      previousTo = undefined;
    } else {
      const to = readNum(band.to);
      if (last || to === undefined || compare(to, from) <= 0) refuseAt(INTERVAL_INCOMPLETE, id, { part: 'intervals', index, field: 'to' });
      previousTo = to;
    }
  });
  return raw as Array<Record<string, unknown>>;
}

/** An amount of a rule or item: a number, not negative; anything else is 'Invalid amount...'. */
function amount(value: unknown, id: string, at?: RulePlace): Num {
  const num = readNum(value);
  if (num !== undefined && sign(num) >= 0) return num;
  return at ? refuseAt(INVALID_AMOUNT, id, at) : refuse(INVALID_AMOUNT, id);
}

function optionalAmount(value: unknown, id: string, at: RulePlace): Num | undefined {
  return isAbsent(value) ? undefined : amount(value, id, at);
}

/** Check c for one rule, in the contract's order; its priority is read by check d (0 until then). */
export function readRule(rule: unknown, id: string): ReadRule {
  if (!isObject(rule)) refuseAt(CONDITION_AND_ELEMENT_REQUIRED, id, { part: 'rule' });
  const { conditions, chargeElement } = readConditions(rule, id);

  const pricing = rule.pricing;
  if (!isObject(pricing)) refuseAt(INVALID_DATA, id, { part: 'pricing' });
  // Both keys present is refused whatever their values (a screen that sent both is confused).
  if ('threshold' in pricing && 'intervals' in pricing) refuseAt(THRESHOLD_INTERVAL_EXCLUSIVE, id, { part: 'pricing' });
  let bands: Array<Record<string, unknown>> | undefined;
  if (pricing.kind === 'INTERVAL') bands = checkIntervals(pricing.intervals, id);
  else if (pricing.kind !== 'THRESHOLD') refuseAt(INVALID_DATA, id, { part: 'pricing' });

  const basicFee = amount(rule.basicFee, id, { part: 'basicFee' });
  let read: ReadPricing;
  let allZero = sign(basicFee) === 0;
  if (bands === undefined) {
    const threshold = amount(pricing.threshold, id, { part: 'threshold' });
    const unitPrice = amount(pricing.unitPrice, id, { part: 'unitPrice' });
    allZero = allZero && sign(unitPrice) === 0;
    read = { kind: 'THRESHOLD', threshold, unitPrice };
  } else {
    const intervals: ReadInterval[] = [];
    bands.forEach((band, index) => {
      const unitPrice = amount(band.unitPrice, id, { part: 'intervals', index, field: 'unitPrice' });
      allZero = allZero && sign(unitPrice) === 0;
      intervals.push({ from: readNum(band.from) as Num, to: isAbsent(band.to) ? undefined : readNum(band.to), unitPrice });
    });
    read = { kind: 'INTERVAL', intervals };
  }
  const min = optionalAmount(rule.min, id, { part: 'min' });
  const max = optionalAmount(rule.max, id, { part: 'max' });
  // A rule that can only ever charge 0 is a mistake, and so are bounds that cross.
  if (allZero) refuseAt(INVALID_AMOUNT, id, { part: 'formula' });
  if (min !== undefined && max !== undefined && compare(min, max) > 0) refuseAt(INVALID_AMOUNT, id, { part: 'max' });
  return { priority: 0, conditions, chargeElement, basicFee, pricing: read, min, max };
}

function byPriority(a: ReadRule, b: ReadRule): number {
  return a.priority - b.priority;
}

/** One item, checked and read. */
function readItem(item: ChargeItem, index: number): ReadItem {
  const id = idOf(item, index);
  checkShape(item, id);
  const rawRules: unknown[] = item.rules ?? [];
  if (rawRules.length > MAX_RULES) refuse(TOO_MANY_RULES, id);
  if (item.trigger === 'RECEIVE' && item.chargeMethod !== 'PER_PACKAGE') refuse(RECEIVE_NEEDS_PER_PACKAGE, id);

  const rules: ReadRule[] = [];
  for (const raw of rawRules) rules.push(readRule(raw, id));

  // Check d: priorities whole >= 1 and unique, then the item's own price.
  const seen = new Set<number>();
  let sorted = true;
  rawRules.forEach((raw, i) => {
    const priority = readCount((raw as Record<string, unknown>).priority);
    if (priority === undefined || priority < 1 || seen.has(priority)) refuse(INVALID_DATA, id);
    seen.add(priority);
    if (i > 0 && priority < rules[i - 1].priority) sorted = false;
    rules[i].priority = priority;
  });
  const price = amount(item.price, id);
  if (!sorted) rules.sort(byPriority);

  return {
    id,
    active: item.active,
    workOrderType: item.workOrderType,
    trigger: item.trigger,
    appliedOrderTypes: item.appliedOrderTypes ?? NO_ORDER_TYPES,
    freightType: item.freightType,
    chargeIfCancelled: item.chargeIfCancelled,
    chargeMethod: item.chargeMethod,
    calculation: item.calculation,
    price,
    chargeMode: item.chargeMode,
    hiddenToClient: item.hiddenToClient,
    rules,
  };
}

/** Every item, in input order, or the first refusal (with the id of the item at fault). */
export function readItems(items: ChargeItem[]): ReadItem[] {
  if (!Array.isArray(items)) refuse(INVALID_DATA);
  const read: ReadItem[] = [];
  for (let i = 0; i < items.length; i++) read.push(readItem(items[i], i));
  return read;
}
