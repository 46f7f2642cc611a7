/**
 * Demo charge items of a 3PL (resources/billing/charge-item.ts): what clients pay per order, per
 * package and per SKU, and what the platform owes a warehouse supplier; and its storage rules
 * (resources/billing/storage-rule.ts): shelf stock by the cubic foot, pallets, pieces; and the
 * billing plans that hold them (resources/billing/billing-plan.ts) and the groups of clients and
 * suppliers they bill (resources/billing/billing-group.ts). Work order types are the
 * migration's four rows (1 Outbound, 2 Inbound, 3 Return, 4 Cross Dock). Every rule here passes
 * the charge engine's item checks, as a save through the API would.
 */
const OUTBOUND = 1;
const INBOUND = 2;
const RETURN = 3;

const item = (row: Record<string, unknown>) => ({
  party: 'client', chargeType: 1, chargeMode: 'INSTANT', chargeTrigger: 'SHIP', appliedOrderTypes: [], weightUnit: 'lb', volumeUnit: 'cbf',
  freightType: 'BOTH', fba: false, chargeIfCancelled: false, hiddenToClient: false, status: 1, rules: [], description: null, ...row,
});

const advanced = (prefix: string, on = false, over: Record<string, unknown> = {}) => ({
  [`${prefix}Storage`]: on, [`${prefix}ChargeMethod`]: on ? 'PER_PACKAGE' : null, [`${prefix}Timing`]: on ? 'RECEIVE' : null,
  [`${prefix}FreeDays`]: on ? 0 : null, [`${prefix}Price`]: on ? '0.1000' : null, ...over,
});

const storage = (row: Record<string, unknown>) => ({
  party: 'client', calculation: 'DAY', quantityType: 'ABSOLUTE', chargeMode: 'INSTANT', roundUp: false, byInventoryAge: false, freeDays: 0,
  palletVolumeUnit: null, palletVolume: null, skuTypesPerPallet: null, minVolume: null,
  ...advanced('inbound'), ...advanced('return'), ...advanced('crossDock'), status: 1, ...row,
});

const plan = (row: Record<string, unknown>) => ({ party: 'client', description: null, effectiveFrom: null, status: 1, ...row });
const refs = ($ref: string, ...indexes: number[]) => indexes.map((index) => ({ $ref, index }));
const items = (...indexes: number[]) => refs('charge-item', ...indexes);
const rules = (...indexes: number[]) => refs('storage-rule', ...indexes);
const group = (row: Record<string, unknown>) => ({ party: 'client', description: null, supplierIds: null, effectiveFrom: null, status: 1, ...row });

export const DEMO_BILLING_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'charge-item': [
    item({
      name: 'Pick & Pack', workOrderTypeId: OUTBOUND, chargeMethod: 'PER_ORDER', calculation: 'PER_ITEM', price: '0.3500',
      description: 'First unit in the order fee; each unit above 1 at 0.30, above 5 at 0.20 (capped at 8.00).',
      rules: [
        { priority: 1, conditions: [{ element: 'ITEM_QTY', op: 'LE', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '1.25', pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '0.30' } },
        { priority: 2, conditions: [{ element: 'ITEM_QTY', op: 'GT', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '2.45', pricing: { kind: 'THRESHOLD', threshold: '5', unitPrice: '0.20' }, max: '8' },
      ],
    }),
    item({
      name: 'Package Handling by Weight', workOrderTypeId: OUTBOUND, chargeMethod: 'PER_PACKAGE', calculation: 'POUND', price: '0.1000',
      rules: [{ priority: 1, conditions: [{ element: 'WEIGHT_LB', op: 'GT', value: '0.0001' }], chargeElement: 'WEIGHT_LB', basicFee: '0.50', min: '0.75',
        pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '5', unitPrice: '0.12' }, { from: '5', to: '20', unitPrice: '0.09' }, { from: '20', unitPrice: '0.05' }] } }],
    }),
    item({ name: 'SKU Handling', workOrderTypeId: OUTBOUND, chargeMethod: 'PER_SKU_TYPE', calculation: 'SKU_TYPE', price: '0.1500' }),
    item({ name: 'Carton Deposit', workOrderTypeId: OUTBOUND, chargeMethod: 'PER_PACKAGE', calculation: 'FIXED', price: '0.8500', chargeMode: 'HOLDING', chargeTrigger: 'PACK' }),
    item({ name: 'Receiving per Carton', workOrderTypeId: INBOUND, chargeMethod: 'PER_PACKAGE', calculation: 'FIXED', price: '2.5000', chargeTrigger: 'RECEIVE' }),
    item({ name: 'Return Processing', workOrderTypeId: RETURN, chargeMethod: 'PER_ORDER', calculation: 'FIXED', price: '3.0000', chargeTrigger: 'COMPLETE', chargeIfCancelled: true }),
    item({ name: 'Labour Hours', workOrderTypeId: OUTBOUND, chargeMethod: 'PER_ORDER', calculation: 'HOUR', price: '32.0000', hiddenToClient: true, status: 2 }),
    item({ party: 'supplier', name: 'Warehouse Pick Cost', workOrderTypeId: OUTBOUND, chargeMethod: 'PER_ORDER', calculation: 'PER_ITEM', price: '0.2000' }),
    item({ party: 'supplier', name: 'Warehouse Receiving Cost', workOrderTypeId: INBOUND, chargeMethod: 'PER_PACKAGE', calculation: 'FIXED', price: '1.5000', chargeTrigger: 'RECEIVE' }),
    // charged when an order is cancelled before it was picked (the demo's cancelled orders are: seed/billing-charges.ts)
    item({ name: 'Cancellation Handling', workOrderTypeId: OUTBOUND, chargeMethod: 'PER_ORDER', calculation: 'FIXED', price: '1.5000', chargeTrigger: 'PICK', chargeIfCancelled: true }),
  ],
  'storage-rule': [
    storage({
      name: 'Shelf Storage', unit: 'CBF_DAY', price: '0.0300', byInventoryAge: true, freeDays: 30,
      ...advanced('inbound', true, { inboundFreeDays: 3, inboundPrice: '0.2500' }),
      ...advanced('return', true, { returnChargeMethod: 'PER_ORDER', returnTiming: 'COMPLETE', returnFreeDays: 7, returnPrice: '1.0000' }),
    }),
    storage({
      name: 'Pallet Storage', unit: 'PALLET_DAY', quantityType: 'AVERAGE', calculation: 'MONTH', price: '0.6500', roundUp: true,
      palletVolumeUnit: 'cbf', palletVolume: '64.0000', skuTypesPerPallet: 4, minVolume: '2.0000',
    }),
    storage({ name: 'Small Parts by the Piece', unit: 'PIECE_DAY', price: '0.0020', status: 2 }),
    storage({ party: 'supplier', name: 'Warehouse Space Cost', unit: 'CBM_DAY', price: '0.5000', ...advanced('crossDock', true, { crossDockPrice: '0.0500' }) }),
  ],
  // Charge items 0-5 and 7-9 are active (6, Labour Hours, is not); storage rules 0, 1 and 3 are.
  'billing-plan': [
    plan({ name: 'Standard 3PL', description: 'Pick and pack, package handling, SKUs, cartons, receiving, returns; shelf and pallet storage.', chargeItemIds: items(0, 1, 2, 3, 4, 5, 9), storageRuleIds: rules(0, 1) }),
    plan({ name: 'Economy', description: 'Pick and pack, receiving and cancellations only; shelf storage.', chargeItemIds: items(0, 4, 9), storageRuleIds: rules(0) }),
    plan({ party: 'supplier', name: 'Warehouse Costs', chargeItemIds: items(7, 8), storageRuleIds: rules(3) }),
  ],
  // The first demo clients (the ones with products and stock) on the standard plan, the next few on economy.
  'billing-group': [
    group({ name: 'Standard Clients', planId: { $ref: 'billing-plan', index: 0 }, clientIds: refs('client', 0, 1, 2, 3, 4) }),
    group({ name: 'Economy Clients', planId: { $ref: 'billing-plan', index: 1 }, clientIds: refs('client', 5, 6, 7) }),
    group({ party: 'supplier', name: 'Warehouse Partners', planId: { $ref: 'billing-plan', index: 2 }, clientIds: null, supplierIds: refs('supplier', 0, 1, 2) }),
  ],
};
