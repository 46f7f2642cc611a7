import { date, datetime, defineResource, integer, relation, text } from '@console/metadata';
import { ADJUST_INPUT, RECEIVE_INPUT } from './stock-input';

/**
 * WMS > Inventory (docs/domain.md "Inventory"): the stock on hand of one client's
 * sku in one location of a warehouse, per lot (the day it was received): standard (sellable),
 * damage (held apart) and allocated (promised to orders); available = standard - allocated. The
 * figures are only a cache of the sums of the row's movements (inventory-movement), written in
 * the transaction of each movement by the inventory module and checked by
 * `GET /api/inventory/verify`; nobody edits them. Stock is received and adjusted by hand with
 * the list's Receive and the row's Adjust (the sub-role's all level); orders allocate, pick and
 * ship through the module's service. Sales see their own clients' stock.
 */
export const inventory = defineResource({
  name: 'inventory',
  table: 'inventory',
  label: { en: 'Inventory', zh: '库存' },
  singular: { en: 'Stock Row', zh: '库存记录' },
  menu: { group: 'wms', order: 21 },
  permission: { module: 'wms', sub: 'inventory' },
  actions: ['export'],
  hooks: 'inventory',
  titleField: 'sku',
  // the red banner while the stock's last check (nightly or on demand) found a drift
  listAddon: 'stock-drift',
  dataScope: { through: 'clientId' },
  children: [{ resource: 'inventory-movement', foreignKey: 'inventoryId', onParentDelete: 'refuse' }],
  customActions: [
    {
      name: 'receive', label: { en: 'Receive', zh: '收货' }, action: 'special', on: 'list', input: RECEIVE_INPUT,
      done: { en: '{standard} standard and {damage} damaged units of {sku} received', zh: '已收货 {sku}：良品 {standard}，残次品 {damage}' },
    },
    {
      name: 'adjust', label: { en: 'Adjust', zh: '调整' }, action: 'special', bulk: false, input: ADJUST_INPUT,
      done: { en: '{sku} adjusted: standard {standard}, damage {damage}', zh: '{sku}已调整：良品 {standard}，残次品 {damage}' },
    },
  ],
  // the first screen at 1280 px shows the first columns; the rest are offered in the column chooser (and filter as before)
  listHidden: ['damage', 'allocated', 'lotDate', 'warehouseId', 'locationId', 'productId', 'movementCount', 'lastMovementTime'],
  fields: {
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, list: true, filter: 'eq', sort: true, copyable: true, searchable: true }),
    standard: integer({ en: 'Standard', zh: '良品' }, { required: true, default: 0, min: 0, list: true, sort: true }),
    damage: integer({ en: 'Damage', zh: '残次品' }, { required: true, default: 0, min: 0, list: true, sort: true }),
    allocated: integer({ en: 'Allocated', zh: '已分配' }, { required: true, default: 0, min: 0, list: true, sort: true }),
    available: integer({ en: 'Available', zh: '可用' }, { required: true, default: 0, min: 0, list: true, sort: true, filter: 'between' }),
    lotDate: date({ en: 'Lot (Received)', zh: '批次（收货日期）' }, { required: true, list: true, filter: 'between', sort: true }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    locationId: relation({ en: 'Location', zh: '库位' }, { resource: 'location', labelField: 'code' }, { required: true, list: true, filter: 'eq' }),
    productId: relation({ en: 'Product', zh: '产品' }, { resource: 'product', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    movementCount: integer({ en: 'Movements', zh: '变动次数' }, { required: true, default: 0, min: 0, list: true }),
    lastMovementTime: datetime({ en: 'Last Movement', zh: '最近变动' }, { list: true, sort: true }),
  },
  uniqueTogether: { fields: ['warehouseId', 'locationId', 'clientId', 'sku', 'lotDate'], message: { en: 'There is already stock of this SKU and lot at this location', zh: '该库位已有此 SKU 和批次的库存' } },
  indexes: [['clientId', 'sku'], ['warehouseId', 'clientId']],
  listTimes: [],
  defaultSort: { field: 'lastMovementTime', order: 'desc' },
  sample: {
    sku: 'TEST-SKU-1', clientId: 1, warehouseId: 1, locationId: 1, lotDate: '2026-11-20', standard: 12, damage: 1, allocated: 2, available: 10, productId: 1,
    movementCount: 0, lastMovementTime: '2026-11-20 09:00:00',
  },
});
