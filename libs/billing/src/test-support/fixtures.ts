/**
 * Small hand-checkable inputs for the specs (never built into dist). Every helper gives a valid
 * value; a spec overrides only what its example is about.
 */
import type {
  ChargeEvent, ChargeInput, ChargeItem, ChargeRule, EventPackage, PackageLine, StorageInput, StorageLot, StorageRule,
} from '../types';

/** A 1 lb, 12 x 12 x 12 in package (exactly 1 cubic foot) with the given lines. */
export function pkg(lines: PackageLine[] = [], overrides: Partial<EventPackage> = {}): EventPackage {
  return { weight: '1', weightUnit: 'lb', length: '12', width: '12', height: '12', dimUnit: 'in', lines, ...overrides };
}

/** An outbound, shipped, non-FBA PARCEL order of one package, no hours, no pallets. */
export function event(overrides: Partial<ChargeEvent> = {}): ChargeEvent {
  return {
    workOrderType: 'OUTBOUND', trigger: 'SHIP', cancelled: false, fba: false, orderType: 'PARCEL', hours: '0', pallets: 0,
    packages: [pkg([{ sku: 'A', qty: 1 }])], ...overrides,
  };
}

/** An active item that applies to event(): FIXED 2.50 per order, instant, visible, no rules. */
export function item(overrides: Partial<ChargeItem> = {}): ChargeItem {
  return {
    id: 'item', active: true, workOrderType: 'OUTBOUND', trigger: 'SHIP', appliedOrderTypes: [], freightType: 'BOTH',
    chargeIfCancelled: false, chargeMethod: 'PER_ORDER', calculation: 'FIXED', price: '2.50', chargeMode: 'INSTANT',
    hiddenToClient: false, rules: [], ...overrides,
  };
}

/** A valid rule: when ITEM_QTY >= 1, price ITEM_QTY at 1.00 + 1.00 each (threshold 0). */
export function rule(overrides: Partial<ChargeRule> = {}): ChargeRule {
  return {
    priority: 1, conditions: [{ element: 'ITEM_QTY', op: 'GE', value: '1' }], chargeElement: 'ITEM_QTY', basicFee: '1',
    pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '1' }, ...overrides,
  };
}

export function input(items: ChargeItem[], eventOverrides: Partial<ChargeEvent> = {}): ChargeInput {
  return { event: event(eventOverrides), items };
}

/** A storage rule: ABSOLUTE PIECE_DAY at 0.10, no free days, no rounding up. */
export function storageRule(overrides: Partial<StorageRule> = {}): StorageRule {
  return { quantityType: 'ABSOLUTE', unit: 'PIECE_DAY', price: '0.10', roundUp: false, freeDays: 0, ...overrides };
}

/** A lot of 10 standard pieces of 12 x 12 x 12 in (1 cubic foot each), received 2025-01-01. */
export function lot(overrides: Partial<StorageLot> = {}): StorageLot {
  return {
    sku: 'A', receivedOn: '2025-01-01', standard: 10, damage: 0, length: '12', width: '12', height: '12', dimUnit: 'in',
    ...overrides,
  };
}

export function storage(rule: Partial<StorageRule>, snapshots: StorageInput['snapshots'], day = '2025-03-01'): StorageInput {
  return { day, rule: storageRule(rule), snapshots };
}
