/**
 * @console/billing: the charge engine of billing automation (the charge contract). Pure and synchronous,
 * no I/O: order events, the daily storage job, the billing-plan preview and re-billing all call
 * `charge()` and `storageFee()` with the inputs they resolved.
 */
export { charge } from './charge';
export { checkChargeItems, type ItemsCheck } from './check-items';
export { checkChargeRule, type RuleCheck } from './check-rule';
export type { RulePlace } from './checks';
export { checkStorageRule, type StorageRuleCheck } from './check-storage-rule';
export { storageFee, AVERAGE_DAYS } from './storage';
export type {
  Calculation, ChargeCondition, ChargeEvent, ChargeFailure, ChargeInput, ChargeItem, ChargeLine, ChargeMethod, ChargeMode,
  ChargeNote, ChargeResult, ChargeRule, ChargeSkipLine, ChargeSuccess, ChargeUnitLine, ConditionOp, DecimalInput, DimUnit,
  Element, EventPackage, FreightType, IntervalPricing, PackageLine, PalletSettings, PriceInterval, QuantityType,
  RulePricing, SkipReason, StorageDate, StorageFailure, StorageInput, StorageLot, StorageResult, StorageRule,
  StorageSnapshot, StorageSuccess, StorageUnit, ThresholdPricing, Trigger, WeightUnit, WorkOrderType,
} from './types';
export {
  BILLING_LABELS, BILLING_MESSAGES, CONDITION_AND_ELEMENT_REQUIRED, INTERVAL_INCOMPLETE, INVALID_AMOUNT, INVALID_DATA,
  INVENTORY_AGE_FIRST, PALLET_NUMBER, RECEIVE_NEEDS_PER_PACKAGE, THRESHOLD_INTERVAL_EXCLUSIVE, TOO_MANY_RULES, VALUE_ABOVE_ZERO,
  billingMessageKey, translateBillingMessage,
} from './messages';
export type { BillingMessage, BillingMessageKey } from './messages';
export { MAX_PACKAGES } from './event';
export { MAX_CONDITIONS, MAX_RULES } from './checks';
export { PALLET_NUMBER_LIMIT } from './storage-input';
