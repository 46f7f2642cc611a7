import { boolean, date, decimal, defineResource, enumOf, integer, money, relation, text } from '@console/metadata';
import { CHARGE_MODES, TRIGGERS } from './charge-item';
import { billedParty, byBilledParty } from './billing-fields';

/**
 * What billing automation charges besides an order's events: a day of storage under a storage
 * rule (storageFee()), and the charge items billed by the day or the month (calculation Day or
 * Month, which no event charges).
 */
const PERIODIC_EVENTS = [
  { value: 'STORAGE', label: { en: 'Storage', zh: '仓储' } },
  { value: 'PERIODIC', label: { en: 'Daily or Monthly Fee', zh: '按日/按月费用' } },
] as const;

/**
 * Fulfillment > Billing Automation > Charges: every line billing automation charged, one per unit
 * the charge engine priced (`charge()`'s lines) or per warehouse a storage rule priced
 * (`storageFee()`), with the event, the plan version and the rule that decided it, so that a
 * person can add up what a client was charged and why. Written by the order events
 * (modules/billing/order-events.ts) and the daily and monthly jobs (storage-charges.ts), never by
 * hand; a parcel or freight order lists its own on its page (Charge & Fees). Lines hidden to clients are
 * charged and listed here for the staff, marked, and left out of what the client is shown.
 * A supplier's lines (billing-automation for suppliers: the work and storage of the warehouses it
 * runs, priced by its own plan) are what the platform owes it, posted to its payables
 * (supplier-entry); they are listed under the suppliers' screen and sub-role, apart from the
 * clients' (the partition by party), and an order's Charge & Fees shows both to whoever may see both.
 */
export const billingCharge = defineResource({
  name: 'billing-charge',
  table: 'billing_charge',
  label: { en: 'Charges', zh: '计费明细' },
  singular: { en: 'Charge', zh: '计费明细' },
  menu: { group: 'fulfillment', order: 64, section: 'billingAutomation' },
  permission: { module: 'fulfillment', sub: 'client-billing-automation' },
  partition: byBilledParty(
    { client: { en: 'Client Charges', zh: '客户计费明细' }, supplier: { en: 'Supplier Charges', zh: '供应商计费明细' } },
    { list: ':automation/charges', show: ':automation/charges/show/:id' },
  ),
  actions: ['export'],
  titleField: 'chargeKey',
  // a sales user sees the charges of its own clients only (01 §6), as their orders and ledgers
  dataScope: { through: 'clientId' },
  fields: {
    party: billedParty(),
    // a client's line: the client charged; a supplier's: the client whose order or stock it was, if one
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { list: true, filter: 'eq' }),
    supplierId: relation({ en: 'Supplier', zh: '供应商' }, { resource: 'supplier', labelField: 'name' }, { list: true, filter: 'eq', visibleWhen: { field: 'party', in: ['supplier'] } }),
    clientOrderId: relation({ en: 'Order', zh: '订单' }, { resource: 'client-order', labelField: 'orderNo' }, { list: true, filter: 'eq', index: true }),
    // a freight order's event's line (its page's Charge & Fees, 02 §2)
    freightOrderId: relation({ en: 'Freight Order', zh: '大货出库单' }, { resource: 'freight-order', labelField: 'orderNo' }, { filter: 'eq', index: true }),
    event: enumOf({ en: 'Event', zh: '事件' }, [...TRIGGERS, ...PERIODIC_EVENTS], { required: true, list: true, filter: 'eq' }),
    cancelled: boolean({ en: 'Order Cancelled', zh: '订单已取消' }, { default: false }),
    eventDate: date({ en: 'Event Date', zh: '事件日期' }, { required: true, list: true, filter: 'between', sort: true }),
    planId: relation({ en: 'Billing Plan', zh: '计费方案' }, { resource: 'billing-plan', labelField: 'name' }, { required: true, filter: 'eq' }),
    planVersion: integer({ en: 'Plan Version', zh: '方案版本' }, { required: true, min: 1 }),
    // an order event's or a periodic fee's item; a storage line has its storage rule instead
    chargeItemId: relation({ en: 'Charge Item', zh: '收费项' }, { resource: 'charge-item', labelField: 'name' }, { list: true, filter: 'eq' }),
    storageRuleId: relation({ en: 'Storage Rule', zh: '仓储计费规则' }, { resource: 'storage-rule', labelField: 'name' }, { filter: 'eq' }),
    // where the stock of a storage line was
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { filter: 'eq' }),
    unit: text({ en: 'Unit', zh: '计费单位' }, { required: true, maxLength: 80, list: true }),
    rule: integer({ en: 'Rule Priority', zh: '规则优先级' }, { min: 1 }),
    element: text({ en: 'Charge Element', zh: '计费元素' }, { required: true, maxLength: 16 }),
    quantity: decimal({ en: 'Quantity', zh: '数量' }, { required: true, scale: 4, list: true }),
    amount: money({ en: 'Amount', zh: '金额' }, { required: true, list: true, shownScale: 4 }),
    chargeMode: enumOf({ en: 'Charge Mode', zh: '扣费方式' }, CHARGE_MODES, { required: true, list: true, filter: 'eq' }),
    hiddenToClient: boolean({ en: 'Hidden to Clients', zh: '对客户隐藏' }, { default: false, list: true, filter: 'eq' }),
    note: enumOf({ en: 'Bound', zh: '限额' }, [
      { value: 'MIN', label: { en: 'Raised to the minimum', zh: '已提高至最低收费' } },
      { value: 'MAX', label: { en: 'Lowered to the maximum', zh: '已降低至最高收费' } },
    ]),
    // one event of one order under one plan version: what makes a retried event charge nothing more
    chargeKey: text({ en: 'Charge Key', zh: '计费键' }, { required: true, maxLength: 120, filter: 'eq', index: true }),
    // the client ledger's entry, or the supplier payable's (supplier-entry)
    entryId: integer({ en: 'Ledger Entry', zh: '账户流水' }, { min: 1 }),
  },
  // the first screen at 1280 px: client, order, charge item, event and amount; the unit, quantity, mode and the rest in the column chooser
  listHidden: ['eventDate', 'hiddenToClient', 'chargeMode', 'unit', 'quantity', 'supplierId'],
  listTimes: [],
  defaultSort: { field: 'id', order: 'desc' },
  sample: {
    party: 'client', clientId: 1, event: 'SHIP', eventDate: '2026-11-20', planId: 1, planVersion: 1, chargeItemId: 1,
    unit: 'order', element: 'ITEM_QTY', quantity: '3', amount: '1.8500', chargeMode: 'INSTANT', chargeKey: 'order:1:SHIP:1:1',
  },
});
