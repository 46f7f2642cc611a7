import type { ChargeItem } from '@console/billing';

/** 02 §3 Charge item's active flag as stored (billingStatus: 1 active, 2 inactive). */
const ACTIVE = 1;

/**
 * A charge item's record (stored, about to be stored, or a form's live values) as the charge
 * engine reads one (@console/billing ChargeItem), with the code of its work order type: one
 * mapping for the API's save checks and order events and for the rule editor's preview, so the
 * preview prices what the server would. Values pass as they are (decimals as their text); the
 * engine's checks refuse what is wrong with its own messages.
 */
export function engineItemOf(row: Record<string, unknown>, workOrderTypeCode: string): ChargeItem {
  return {
    id: String(row.id ?? 'new'),
    active: Number(row.status) === ACTIVE,
    workOrderType: workOrderTypeCode as ChargeItem['workOrderType'],
    trigger: row.chargeTrigger as ChargeItem['trigger'],
    appliedOrderTypes: Array.isArray(row.appliedOrderTypes) ? (row.appliedOrderTypes as string[]) : [],
    freightType: row.freightType as ChargeItem['freightType'],
    chargeIfCancelled: Boolean(row.chargeIfCancelled),
    chargeMethod: row.chargeMethod as ChargeItem['chargeMethod'],
    calculation: row.calculation as ChargeItem['calculation'],
    price: String(row.price ?? '0'),
    chargeMode: row.chargeMode as ChargeItem['chargeMode'],
    hiddenToClient: Boolean(row.hiddenToClient),
    rules: Array.isArray(row.rules) ? (row.rules as ChargeItem['rules']) : [],
  };
}
