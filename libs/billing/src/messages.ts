/**
 * The engine's texts. The English ones are the contract's own words and are what `charge()` and
 * `storageFee()` return; the catalogue adds the Chinese a screen shows (the same shape as the
 * MESSAGES of @console/contracts and PRICING_MESSAGES of @console/pricing).
 */
export const INVALID_DATA = 'Invalid Data';
export const TOO_MANY_RULES = 'At most 20 rules per charge item';
export const RECEIVE_NEEDS_PER_PACKAGE = 'Receive timing is allowed only when charge method is Per Package';
export const CONDITION_AND_ELEMENT_REQUIRED = 'A condition and a charge element must be selected';
export const VALUE_ABOVE_ZERO = 'The value must be greater than 0';
export const THRESHOLD_INTERVAL_EXCLUSIVE = 'Threshold and interval settings are mutually exclusive';
export const INTERVAL_INCOMPLETE = 'The previous interval must be completed before the next';
export const INVALID_AMOUNT = 'Invalid amount...';
export const PALLET_NUMBER = 'Pallet number must be greater than 0 and less than 99999';
/** 02 §5 Storage rule: a free period counts stock by its age, so the age is chosen first (a form's rule, not the engine's). */
export const INVENTORY_AGE_FIRST = 'Inventory age is required first';

export type BillingMessage =
  | typeof INVALID_DATA | typeof TOO_MANY_RULES | typeof RECEIVE_NEEDS_PER_PACKAGE | typeof CONDITION_AND_ELEMENT_REQUIRED
  | typeof VALUE_ABOVE_ZERO | typeof THRESHOLD_INTERVAL_EXCLUSIVE | typeof INTERVAL_INCOMPLETE | typeof INVALID_AMOUNT
  | typeof PALLET_NUMBER | typeof INVENTORY_AGE_FIRST;

export const BILLING_MESSAGES = {
  invalidData: { en: INVALID_DATA, zh: '数据无效' },
  tooManyRules: { en: TOO_MANY_RULES, zh: '每个收费项最多 20 条规则' },
  receiveNeedsPerPackage: { en: RECEIVE_NEEDS_PER_PACKAGE, zh: '仅当计费方式为按包裹时才允许收货时计费' },
  conditionAndElementRequired: { en: CONDITION_AND_ELEMENT_REQUIRED, zh: '必须选择条件和计费元素' },
  valueAboveZero: { en: VALUE_ABOVE_ZERO, zh: '值必须大于 0' },
  thresholdIntervalExclusive: { en: THRESHOLD_INTERVAL_EXCLUSIVE, zh: '阈值与区间设置互斥' },
  intervalIncomplete: { en: INTERVAL_INCOMPLETE, zh: '须先完成上一个区间，才能设置下一个' },
  invalidAmount: { en: INVALID_AMOUNT, zh: '金额无效...' },
  palletNumber: { en: PALLET_NUMBER, zh: '托盘数必须大于 0 且小于 99999' },
  inventoryAgeFirst: { en: INVENTORY_AGE_FIRST, zh: '请先选择库龄' },
} as const;

export type BillingMessageKey = keyof typeof BILLING_MESSAGES;

/**
 * The labels of the codes a result carries (skip reasons and notes), for the Charge & Fees tab and
 * the preview: the engine returns the codes, a screen shows these words.
 */
export const BILLING_LABELS = {
  INACTIVE: { en: 'Charge item is inactive', zh: '收费项未启用' },
  WORK_ORDER_TYPE: { en: 'Another work order type', zh: '工单类型不符' },
  PERIODIC: { en: 'Billed by the daily or monthly job', zh: '由每日或每月任务计费' },
  TRIGGER: { en: 'Charged at another time', zh: '计费时机不符' },
  ORDER_TYPE: { en: 'Order type not applied', zh: '订单类型不适用' },
  FREIGHT_TYPE: { en: 'Another freight type', zh: '货运类型不符' },
  CANCELLED: { en: 'Not charged when cancelled', zh: '取消时不计费' },
  NO_UNITS: { en: 'Nothing to charge', zh: '无可计费单位' },
  MIN: { en: 'Raised to the minimum', zh: '已提高至最低收费' },
  MAX: { en: 'Lowered to the maximum', zh: '已降低至最高收费' },
} as const;

/** The catalogue key of an English message the engine returned. */
export function billingMessageKey(text: string): BillingMessageKey | undefined {
  for (const key of Object.keys(BILLING_MESSAGES) as BillingMessageKey[]) {
    if (BILLING_MESSAGES[key].en === text) return key;
  }
  return undefined;
}

/** The message in the asked language; texts outside the catalogue come back unchanged. */
export function translateBillingMessage(text: string, language: 'en' | 'zh'): string {
  const key = billingMessageKey(text);
  return key ? BILLING_MESSAGES[key][language] : text;
}

/**
 * Thrown inside the engine to stop with one of the contract's messages; charge() and storageFee()
 * turn it into `{ ok: false, message }`. Never escapes the package. Not an Error: a refusal is an
 * ordinary outcome, and building a stack trace for it would cost more than the whole charge.
 */
export class Refusal {
  constructor(readonly message: BillingMessage, readonly item?: string) {}
}

export function refuse(message: BillingMessage, item?: string): never {
  throw new Refusal(message, item);
}
