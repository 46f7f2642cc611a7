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
export { TRACKING_STATUS, TRACKING_STATUS_LABEL } from './tracking/tracking-status';
export type { TrackingStatus } from './tracking/tracking-status';
export { ADDRESS_TYPE, ADDRESS_VALIDATION_RESULT, ADDRESS_VALIDATION_STATUS } from './address/address';
export type { Address, AddressValidationResult, AddressValidationStatus } from './address/address';
export { SANDBOX_UNVALIDATABLE_STREET, validateAddressSandbox } from './address/sandbox-validator';
export type { AddressValidation } from './address/sandbox-validator';
export { MAX_STREET_LENGTH, MIN_PHONE_DIGITS, checkAddressForm } from './address/address-form';
export { LABEL_SIZES, SIGNATURE_TYPE } from './adapter';
export type { CarrierAdapter, CreatedLabel, LabelRequest, LabelSize, Outcome, RateQuote, ShipmentRequest, SignatureType, Tracking, TrackingEvent } from './adapter';
export { SANDBOX_EXCEPTION_STREET, SANDBOX_FAIL_LABEL_STREET, createSandboxLabel } from './sandbox/sandbox-label';
export type { LabelOutcome, SandboxLabel } from './sandbox/sandbox-label';
export { SANDBOX_TIMELINE, trackSandboxLabel, voidSandboxLabel } from './sandbox/sandbox-tracking';
export type { VoidOutcome } from './sandbox/sandbox-tracking';
export { sandboxAdapter } from './sandbox/sandbox-adapter';
export type { SandboxDeps } from './sandbox/sandbox-adapter';
