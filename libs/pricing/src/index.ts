/**
 * @console/pricing: the parcel rate engine of 02's pricing levels and surcharges (§3, §9 Pricing).
 * Pure and synchronous, no I/O: the quote API, Get Rate, fee detail and replay all call `quote()`
 * with the inputs they resolved.
 */
export { quote } from './quote';
export type {
  BaseLine, Carrier, DecimalInput, DimUnit, EffectiveService, FuelLine, Level, Line, PackageInput, Peak, PeakLine,
  PricingMode, QuoteFailure, QuoteInput, QuoteResult, QuoteSuccess, RateBase, RateCard, RateCardRow, ServiceGroup,
  Surcharge, SurchargeCondition, SurchargeLine, WeightUnit,
} from './types';
export {
  FEE_DETAILS_UNAVAILABLE, FEE_INVALID, INVALID_DATA, NOTE_NO_LESS_THAN_COST, NOTE_NO_MORE_THAN_PUBLISH, PRICING_MESSAGES,
  pricingMessageKey, translatePricingMessage,
} from './messages';
export type { PriceNote, PricingMessage, PricingMessageKey } from './messages';
export { ZONES, ZONE_LIST, MAX_PACKAGES } from './shipment';
export { MAX_CARD_ROWS, cardRowProblems, normalizeCardRows } from './card-rows';
export type { CardRowProblem } from './card-rows';
