import { MAX_CONDITIONS, MAX_RULES, type ChargeRule, type ConditionOp, type DecimalInput, type Element, type PriceInterval } from '@console/billing';

/**
 * The rules of a charge item as the editor changes them (02 §3 Charge rule). What it writes is
 * the engine's ChargeRule[] (decimals as the text typed, priorities 1..n in the rows' order); a
 * condition not chosen yet has no element, which the engine refuses with 02 §5's message.
 */
export interface DraftCondition {
  element?: Element;
  op?: ConditionOp;
  value: DecimalInput;
}

export type DraftRule = Omit<ChargeRule, 'conditions'> & { conditions: DraftCondition[] };
export type PricingKind = ChargeRule['pricing']['kind'];

export const ELEMENTS: readonly Element[] = ['ITEM_QTY', 'SKU_TYPES', 'PACKAGE_QTY', 'WEIGHT_LB', 'WEIGHT_KG', 'VOLUME_CBF', 'PALLET_QTY', 'HOURS'];
export const OPERATORS: readonly ConditionOp[] = ['EQ', 'GT', 'LT', 'GE', 'LE'];
export { MAX_CONDITIONS, MAX_RULES };

/** A new condition: the element still to choose, "at least" as the usual operator. */
export const newCondition = (): DraftCondition => ({ op: 'GE', value: '' });

/** A new rule: one condition and a threshold pricing, everything else still to type. */
export function newRule(priority: number): DraftRule {
  return { priority, conditions: [newCondition()], chargeElement: null, basicFee: '', pricing: { kind: 'THRESHOLD', threshold: '', unitPrice: '' } };
}

/** The stored value as rows: by priority (rows keep their order among equal ones); anything else is no rows. */
export function inOrder(value: unknown): DraftRule[] {
  if (!Array.isArray(value)) return [];
  return value.map((rule: DraftRule, index) => ({ rule, index }))
    .sort((a, b) => Number(a.rule?.priority) - Number(b.rule?.priority) || a.index - b.index)
    .map(({ rule }) => rule);
}

/** Priorities 1..n from the rows' order: the row order is the priority (02 §3 Charge rule). */
export const renumber = (rules: DraftRule[]): DraftRule[] =>
  rules.map((rule, index) => (rule.priority === index + 1 ? rule : { ...rule, priority: index + 1 }));

/** A list with the element at `from` moved to `to` (the others keep their order). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [taken] = next.splice(from, 1);
  next.splice(to, 0, taken);
  return next;
}

export const canAddRule = (rules: readonly DraftRule[]) => rules.length < MAX_RULES;

export const addRule = (rules: DraftRule[]): DraftRule[] => (canAddRule(rules) ? [...rules, newRule(rules.length + 1)] : rules);
export const removeRule = (rules: DraftRule[], index: number): DraftRule[] => renumber(rules.filter((_, i) => i !== index));
export const moveRule = (rules: DraftRule[], from: number, to: number): DraftRule[] => renumber(moved(rules, from, to));

export const updateRule = (rules: DraftRule[], index: number, patch: Partial<DraftRule>): DraftRule[] =>
  rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule));

/** An optional bound typed: an emptied input leaves the rule without that key (no bound). */
export function withBound(rule: DraftRule, key: 'min' | 'max', text: string): DraftRule {
  const next = { ...rule };
  if (text === '') delete next[key];
  else next[key] = text;
  return next;
}

// Conditions: 1..5 per rule (02 §3 Charge rule, MAX_CONDITIONS).
export const canAddCondition = (rule: DraftRule) => rule.conditions.length < MAX_CONDITIONS;
export const addCondition = (rule: DraftRule): DraftRule =>
  (canAddCondition(rule) ? { ...rule, conditions: [...rule.conditions, newCondition()] } : rule);
export const removeCondition = (rule: DraftRule, index: number): DraftRule =>
  (rule.conditions.length > 1 ? { ...rule, conditions: rule.conditions.filter((_, i) => i !== index) } : rule);
export const updateCondition = (rule: DraftRule, index: number, patch: Partial<DraftCondition>): DraftRule =>
  ({ ...rule, conditions: rule.conditions.map((c, i) => (i === index ? { ...c, ...patch } : c)) });

/**
 * Threshold or intervals, never both (02 §5): switching writes a new pricing object of the other
 * kind, so the two settings cannot coexist. The unit price typed travels to the first band or back.
 */
export function switchPricing(rule: DraftRule, kind: PricingKind): DraftRule {
  const { pricing } = rule;
  if (pricing.kind === kind) return rule;
  if (kind === 'THRESHOLD') {
    const unitPrice = pricing.kind === 'INTERVAL' ? (pricing.intervals[0]?.unitPrice ?? '') : '';
    return { ...rule, pricing: { kind: 'THRESHOLD', threshold: '', unitPrice } };
  }
  const unitPrice = pricing.kind === 'THRESHOLD' ? (pricing.unitPrice ?? '') : '';
  return { ...rule, pricing: { kind: 'INTERVAL', intervals: [{ from: '0', unitPrice }] } };
}

/**
 * Bands chained as the engine reads them: the first from 0, each from the previous band's `to`
 * (prefilled, not typed), only the last open (no `to` key).
 */
export function chained(bands: readonly PriceInterval[]): PriceInterval[] {
  return bands.map((band, index) => {
    const { to, ...rest } = band;
    const from = index === 0 ? '0' : (bands[index - 1].to ?? '');
    const last = index === bands.length - 1;
    return last ? { ...rest, from } : { ...rest, from, to: to ?? '' };
  });
}

/** A new open band after the last: the last gets a `to` to type, which the new band starts from. */
export const addInterval = (bands: readonly PriceInterval[]): PriceInterval[] =>
  chained([...bands.map((b, i) => (i === bands.length - 1 ? { ...b, to: b.to ?? '' } : b)), { from: '', unitPrice: '' }]);

/** A band removed (one always stays); the chain is made again, the new last open. */
export const removeInterval = (bands: readonly PriceInterval[], index: number): PriceInterval[] =>
  (bands.length > 1 ? chained(bands.filter((_, i) => i !== index)) : [...bands]);

/** A band's `to` or unit price typed; a `to` is the next band's `from`. */
export const updateInterval = (bands: readonly PriceInterval[], index: number, patch: Partial<Pick<PriceInterval, 'to' | 'unitPrice'>>): PriceInterval[] =>
  chained(bands.map((b, i) => (i === index ? { ...b, ...patch } : b)));
