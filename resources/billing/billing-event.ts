import { boolean, date, defineResource, enumOf, json, relation, text } from '@console/metadata';
import { TRIGGERS } from './charge-item';

/**
 * Fulfillment > Billing Automation > Billing Events: every order event billing automation saw,
 * charged or not (a client in no group is logged too), with the event exactly as the charge
 * engine read it (`input`, a ChargeEvent: the packages, their lines, pallets, hours, the order
 * type and FBA flag). It is what a re-bill preview prices a draft plan over: the real events of
 * a past range, as they were, whatever has been edited on the orders since. Written by the order
 * events (modules/billing/order-events.ts), once per order and event (its key), never by hand.
 */
export const billingEvent = defineResource({
  name: 'billing-event',
  table: 'billing_event',
  label: { en: 'Billing Events', zh: '计费事件' },
  singular: { en: 'Billing Event', zh: '计费事件' },
  menu: { group: 'fulfillment', order: 65, section: 'billingAutomation' },
  permission: { module: 'fulfillment', sub: 'client-billing-automation' },
  actions: ['export'],
  titleField: 'eventKey',
  // a sales user sees the events of its own clients only (01 §6), as their orders and charges
  dataScope: { through: 'clientId' },
  fields: {
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
    clientOrderId: relation({ en: 'Order', zh: '订单' }, { resource: 'client-order', labelField: 'orderNo' }, { required: true, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { filter: 'eq' }),
    event: enumOf({ en: 'Event', zh: '事件' }, TRIGGERS, { required: true, list: true, filter: 'eq' }),
    cancelled: boolean({ en: 'Order Cancelled', zh: '订单已取消' }, { default: false, list: true }),
    eventDate: date({ en: 'Event Date', zh: '事件日期' }, { required: true, list: true, filter: 'between', sort: true }),
    // the charge engine's ChargeEvent, as it was read at the event
    input: json({ en: 'Event as Priced', zh: '计费输入' }, { required: true }),
    // order and event: an event is logged once, whatever plan charged it
    eventKey: text({ en: 'Event Key', zh: '事件键' }, { required: true, maxLength: 64, unique: true, filter: 'eq' }),
  },
  indexes: [['clientId', 'eventDate']],
  listHidden: [],
  listTimes: [],
  defaultSort: { field: 'id', order: 'desc' },
  maxPageSize: 1000,
  sample: {
    clientId: 1, clientOrderId: 1, warehouseId: 1, event: 'SHIP', eventDate: '2026-11-20', eventKey: 'order:1:SHIP',
    input: { workOrderType: 'OUTBOUND', trigger: 'SHIP', cancelled: false, fba: false, orderType: 'PARCEL', hours: '0', pallets: 0, packages: [{ weight: '2', weightUnit: 'lb', length: '10', width: '8', height: '4', dimUnit: 'in', lines: [{ sku: 'TEST-SKU-1', qty: 1 }] }] },
  },
});
