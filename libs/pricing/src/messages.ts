/**
 * The engine's texts. The English ones are the spec's own words and are what `quote()` returns;
 * the catalogue adds the Chinese a screen shows (same shape as the MESSAGES of @console/contracts).
 */
export const FEE_DETAILS_UNAVAILABLE = 'Unable to fetch the fee details';
export const FEE_INVALID = 'The calculated fee is invalid, please check the value.';
export const INVALID_DATA = 'Invalid Data';
export const NOTE_NO_MORE_THAN_PUBLISH = 'No more than Publish Rate';
export const NOTE_NO_LESS_THAN_COST = 'No less than Cost Rate';

export type PricingMessage = typeof FEE_DETAILS_UNAVAILABLE | typeof FEE_INVALID | typeof INVALID_DATA;
export type PriceNote = typeof NOTE_NO_MORE_THAN_PUBLISH | typeof NOTE_NO_LESS_THAN_COST;

export const PRICING_MESSAGES = {
  feeDetailsUnavailable: { en: FEE_DETAILS_UNAVAILABLE, zh: '无法获取费用明细' },
  feeInvalid: { en: FEE_INVALID, zh: '计算出的费用无效，请检查数值。' },
  invalidData: { en: INVALID_DATA, zh: '数据无效' },
  noMoreThanPublishRate: { en: NOTE_NO_MORE_THAN_PUBLISH, zh: '不高于公布价' },
  noLessThanCostRate: { en: NOTE_NO_LESS_THAN_COST, zh: '不低于成本价' },
} as const;

export type PricingMessageKey = keyof typeof PRICING_MESSAGES;

/**
 * The catalogue key of an English text the engine produced (a failure message or a line note).
 * `quote()` keeps its output to the contract's exact shape, so callers that want the key (to show
 * the Chinese) ask here instead of reading an extra field off the result.
 */
export function pricingMessageKey(text: string): PricingMessageKey | undefined {
  for (const key of Object.keys(PRICING_MESSAGES) as PricingMessageKey[]) {
    if (PRICING_MESSAGES[key].en === text) return key;
  }
  return undefined;
}

/** The text in the asked language; texts outside the catalogue come back unchanged. */
export function translatePricingMessage(text: string, language: 'en' | 'zh'): string {
  const key = pricingMessageKey(text);
  return key ? PRICING_MESSAGES[key][language] : text;
}

/**
 * Thrown inside the engine to stop a quote with one of the spec's messages; `quote()` turns it
 * into `{ ok: false, message }`. Never escapes the package.
 */
export class QuoteRefusal extends Error {
  constructor(readonly reason: PricingMessage) {
    super(reason);
  }
}

export function refuse(reason: PricingMessage): never {
  throw new QuoteRefusal(reason);
}
