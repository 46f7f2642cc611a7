/**
 * The finance codes of 02 §9 the ledger posts with. Numbers, as the spec lists them; the screens
 * label them from the resources' enum options.
 */

/** Postage change types 1-8: what moved the money. */
export const CHANGE_TYPE = {
  CREATING_LABELS: 1,
  BILLS_DEDUCTION: 2,
  TRACKING_HOLD: 3,
  TRACKING_FOR_VOIDED_LABEL: 4,
  VOIDING_LABELS: 5,
  ADD_FUNDS: 6,
  FROZEN_BALANCE: 7,
  OTHER: 8,
} as const;
export type ChangeType = (typeof CHANGE_TYPE)[keyof typeof CHANGE_TYPE];
export const CHANGE_TYPES: readonly ChangeType[] = Object.values(CHANGE_TYPE);

/** Flow type: add funds 1, billed 2. */
export const FLOW_TYPE = { ADD_FUNDS: 1, BILLED: 2 } as const;
export type FlowType = (typeof FLOW_TYPE)[keyof typeof FLOW_TYPE];

/** Deduction type: instant 1 (debits now), holding 2 (holds now, settles later). */
export const DEDUCTION_TYPE = { INSTANT: 1, HOLDING: 2 } as const;
export type DeductionType = (typeof DEDUCTION_TYPE)[keyof typeof DEDUCTION_TYPE];

/** Funds added (and their reversals) count in totalFunded; every other movement is billing. */
export function flowTypeOf(changeType: ChangeType): FlowType {
  return changeType === CHANGE_TYPE.ADD_FUNDS ? FLOW_TYPE.ADD_FUNDS : FLOW_TYPE.BILLED;
}

export function isChangeType(value: unknown): value is ChangeType {
  return typeof value === 'number' && (CHANGE_TYPES as readonly number[]).includes(value);
}
