/**
 * @console/carriers: what the console knows of the parcel carriers, pure (no I/O, no clock, no
 * Nest; time is passed in). Tracking numbers in each carrier's format with their check digits,
 * the carriers' package limits (02 §5), the address checks (02 §3, §5, §8), the carrier adapter's
 * types and a sandbox carrier that answers like one (02 §4 tracking statuses).
 */
export { CARRIER, CARRIERS, CARRIER_LINES, CARRIER_LINE_NAME, carrierOfCode } from './carriers';
export type { Carrier, CarrierLine } from './carriers';
export { CARRIER_MESSAGES, say, sayGeneric } from './messages';
export type { Bilingual, CarrierMessageKey, CarrierProblem, Params } from './messages';
export { dhlCheckDigit, fedexCheckDigit, upsCheckDigit, uspsCheckDigit } from './tracking/check-digits';
export { carriersOfTrackingNumber, dhlTrackingNumber, fedexTrackingNumber, isTrackingNumber, trackingNumber, upsTrackingNumber, uspsTrackingNumber } from './tracking/tracking-numbers';
export type { TrackingNumberInput } from './tracking/tracking-numbers';
export { convertLength, convertWeight } from './parcel/units';
export type { LengthUnit, WeightUnit } from './parcel/units';
export { MAX_PACKAGES_WITHOUT_CARRIER, PARCEL_LIMITS } from './parcel/limits';
export type { ParcelLimits } from './parcel/limits';
export { checkPackage } from './parcel/check-package';
export type { ParcelPackage } from './parcel/check-package';
export { checkPackageCount } from './parcel/package-count';
