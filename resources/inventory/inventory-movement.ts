import { date, datetime, defineResource, integer, relation, text, enumOf } from '@console/metadata';
import { MOVEMENT_TYPE_OPTIONS } from './options';

/**
 * WMS > Stock Movements: every change of a stock row, append-only — never edited
 * or deleted here or anywhere (a mistake is undone by a reverse, a new movement). Each keeps the
 * deltas of standard, damage and allocated and the row's figures after it, who posted it, when,
 * and the order it was for, so the row's figures can be traced and recomputed
 * (`GET /api/inventory/verify`). Written only by the inventory module, in the transaction that
 * updates its row. Also the Movements list on a stock row's page.
 */
export const inventoryMovement = defineResource({
  name: 'inventory-movement',
  table: 'inventory_movement',
  label: { en: 'Stock Movements', zh: '库存流水' },
  singular: { en: 'Stock Movement', zh: '库存流水' },
  menu: { group: 'wms', order: 22 },
  permission: { module: 'wms', sub: 'inventory' },
  actions: ['export'],
  titleField: 'seq',
  listAddon: 'stock-drift',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows the first columns; the rest are offered in the column chooser (and filter as before)
  listHidden: ['allocatedDelta', 'orderNo', 'standardAfter', 'damageAfter', 'allocatedAfter', 'inventoryId', 'seq', 'clientId', 'warehouseId', 'locationId', 'lotDate', 'reversesId', 'operator', 'note'],
  fields: {
    movementTime: datetime({ en: 'Time', zh: '时间' }, { required: true, list: true, filter: 'between', sort: true }),
    movementType: enumOf({ en: 'Movement', zh: '变动类型' }, MOVEMENT_TYPE_OPTIONS, { required: true, list: true, filter: 'eq' }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, list: true, filter: 'eq', copyable: true }),
    standardDelta: integer({ en: 'Standard +/-', zh: '良品增减' }, { required: true, list: true }),
    damageDelta: integer({ en: 'Damage +/-', zh: '残次品增减' }, { required: true, list: true }),
    allocatedDelta: integer({ en: 'Allocated +/-', zh: '已分配增减' }, { required: true, list: true }),
    orderNo: text({ en: 'Order No.', zh: '订单号' }, { maxLength: 64, list: true, filter: 'eq', copyable: true }),
    standardAfter: integer({ en: 'Standard After', zh: '变动后良品' }, { required: true, list: true }),
    damageAfter: integer({ en: 'Damage After', zh: '变动后残次品' }, { required: true, list: true }),
    allocatedAfter: integer({ en: 'Allocated After', zh: '变动后已分配' }, { required: true, list: true }),
    inventoryId: relation({ en: 'Stock Row', zh: '库存记录' }, { resource: 'inventory', labelField: 'sku' }, { required: true, list: true, filter: 'eq' }),
    seq: integer({ en: 'No.', zh: '序号' }, { required: true, min: 1, list: true }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    locationId: relation({ en: 'Location', zh: '库位' }, { resource: 'location', labelField: 'code' }, { required: true, list: true, filter: 'eq' }),
    lotDate: date({ en: 'Lot (Received)', zh: '批次（收货日期）' }, { required: true, list: true }),
    reversesId: integer({ en: 'Reverses Movement', zh: '冲销的流水' }, { unique: true, list: true, filter: 'eq', uniqueMessage: 'stockAlreadyReversed' }),
    operator: text({ en: 'Operator', zh: '操作人' }, { maxLength: 64, list: true, filter: 'contains' }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, list: true, filter: 'contains' }),
  },
  // (inventoryId, seq) is unique by construction: the seq is taken holding the row's lock
  indexes: [['inventoryId', 'seq'], ['movementTime'], ['clientId', 'movementTime'], ['orderNo']],
  listTimes: [],
  defaultSort: { field: 'movementTime', order: 'desc' },
  maxPageSize: 1000,
  sample: {
    movementTime: '2026-11-20 09:00:00', movementType: 1, sku: 'TEST-SKU-1', inventoryId: 1, seq: 1, clientId: 1, warehouseId: 1, locationId: 1, lotDate: '2026-11-20',
    standardDelta: 12, damageDelta: 1, allocatedDelta: 0, standardAfter: 12, damageAfter: 1, allocatedAfter: 0, orderNo: 'IB-TEST-1', operator: 'admin', note: 'Test receipt',
  },
});
