import { MESSAGES, type Language, type MessageKey } from '@console/contracts';

/** A text in both languages of the console. */
export interface Bilingual { en: string; zh: string }

/** A placeholder's value: the same in both languages (a number, a brand), or one per language (a field's name). */
export type Params = Record<string, string | number | Bilingual>;

/** What is wrong with one field, in both languages, under a stable key a caller may test. */
export interface CarrierProblem extends Bilingual { field: string; key: string }

/**
 * The carrier core's own messages. The English of the ones the spec lists is the spec's text,
 * word for word (02 §5, §8); the others explain a carrier's published limit.
 */
export const CARRIER_MESSAGES = {
  // 02 §5 Parcel dimensions
  sideWhole: { en: '{side} must be a whole number', zh: '{side}必须是整数' },
  sideMinimum: { en: '{side} must be at least {min} {unit}', zh: '{side}至少为 {min} {unit}' },
  sideMinimumFor: { en: '{side} must be at least {min} {unit} for {carrier}', zh: '{carrier}要求{side}至少为 {min} {unit}' },
  longestSide: { en: 'The longest side may be at most {max} {unit} for {carrier}', zh: '{carrier}要求最长边不超过 {max} {unit}' },
  secondLongestSide: { en: 'The second longest side may be at most {max} {unit} for {carrier}', zh: '{carrier}要求第二长边不超过 {max} {unit}' },
  lengthPlusGirth: { en: 'Length plus girth ({value} {unit}) may be at most {max} {unit} for {carrier}', zh: '{carrier}要求长度加周长（{value} {unit}）不超过 {max} {unit}' },
  weightPositive: { en: 'The weight must be greater than 0', zh: '重量必须大于 0' },
  weightMax: { en: 'The weight may be at most {max} {unit} for {carrier}', zh: '{carrier}要求重量不超过 {max} {unit}' },
  // 02 §5 Parcel order (the spec's own sentences)
  multiplePackages: { en: 'Multiple packages are not allowed for USPS and FedEx SmartPost', zh: 'USPS 和 FedEx SmartPost 不允许多个包裹' },
  packageLimit: { en: 'The package limit depends on the carrier; it is {max} without a carrier', zh: '包裹数量上限取决于承运商；未选择承运商时最多 {max} 个' },
  packagesRequired: { en: 'Please fill in the package information before creating the label', zh: '请先填写包裹信息再创建面单' },
  // 02 §8 address validation
  addressNotFound: { en: 'The address was not found', zh: '未找到该地址' },
  addressUnableToValidate: { en: 'Unable to validate the address', zh: '无法验证该地址' },
  addressNotVerified: { en: 'Address not verified', zh: '地址未验证' },
  addressUseFedexHomeDelivery: { en: 'Address is unable to be validated, it is recommended to use FedEx Home Delivery', zh: '该地址无法验证，建议使用 FedEx Home Delivery' },
  // 02 §5 address form, beyond the catalogue's generic ones
  streetTooLong: { en: '{field}: at most {max} characters', zh: '{field}：最多 {max} 个字符' },
  // 02 §8 labels
  generateLabelFailed: { en: 'Generate Label Failed', zh: '生成面单失败' },
  labelVoid: { en: 'The shipping label is void', zh: '该面单已作废' },
  labelNotVoidable: { en: 'The label cannot be voided: the carrier has already scanned the parcel', zh: '承运商已扫描包裹，面单无法作废' },
  rateUnavailable: { en: 'Unable to fetch the fee details', zh: '无法获取费用明细' },
  trackingNotFound: { en: 'No shipping label exists for the selected orders', zh: '所选订单没有面单' },
} as const satisfies Record<string, Bilingual>;
export type CarrierMessageKey = keyof typeof CARRIER_MESSAGES;

/** One of the carrier core's messages, its placeholders filled, in both languages. */
export function say(key: CarrierMessageKey, params: Params = {}): Bilingual {
  return both(CARRIER_MESSAGES[key], params);
}

/** One of the console catalogue's generic messages (libs/contracts), in both languages. */
export function sayGeneric(key: MessageKey, params: Params = {}): Bilingual {
  return both(MESSAGES[key], params);
}

export function problem(field: string, key: CarrierMessageKey, params: Params = {}): CarrierProblem {
  return { field, key, ...say(key, params) };
}

export function genericProblem(field: string, key: MessageKey, params: Params = {}): CarrierProblem {
  return { field, key, ...sayGeneric(key, params) };
}

function both(texts: Bilingual, params: Params): Bilingual {
  return { en: fill(texts.en, params, 'en'), zh: fill(texts.zh, params, 'zh') };
}

function fill(text: string, params: Params, lang: Language): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}
