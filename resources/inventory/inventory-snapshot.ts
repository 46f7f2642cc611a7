import { date, defineResource, integer, relation, text } from '@console/metadata';

/**
 * WMS > Daily Stock Snapshot (02 §9 "Storage quantities": absolute quantity is on hand
 * at 00:00:00, standard plus damage): what each client had on hand per warehouse, sku and lot at
 * the start of each UTC day, summed over locations from the movements before 00:00:00. Written
 * once a day by the inventory module's job on the daily schedule; storage billing reads it (its
 * average quantity is the sum of the last 30 days' snapshots / 30). Read-only.
 */
export const inventorySnapshot = defineResource({
  name: 'inventory-snapshot',
  table: 'inventory_snapshot',
  label: { en: 'Daily Stock Snapshot', zh: '每日库存快照' },
  singular: { en: 'Stock Snapshot', zh: '库存快照' },
  menu: { group: 'wms', order: 23 },
  permission: { module: 'wms', sub: 'inventory' },
  actions: ['export'],
  titleField: 'sku',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows the first columns; the rest are offered in the column chooser (and filter as before)
  listHidden: ['lotDate', 'clientId', 'warehouseId'],
  fields: {
    snapshotDate: date({ en: 'Date', zh: '日期' }, { required: true, list: true, filter: 'between', sort: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, list: true, filter: 'eq', copyable: true }),
    onHand: integer({ en: 'On Hand', zh: '在库数量' }, { required: true, min: 0, list: true, sort: true }),
    standard: integer({ en: 'Standard', zh: '良品' }, { required: true, min: 0, list: true }),
    damage: integer({ en: 'Damage', zh: '残次品' }, { required: true, min: 0, list: true }),
    lotDate: date({ en: 'Lot (Received)', zh: '批次（收货日期）' }, { required: true, list: true, sort: true }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
  },
  uniqueTogether: { fields: ['snapshotDate', 'warehouseId', 'clientId', 'sku', 'lotDate'], message: { en: 'That day already has a snapshot of this stock', zh: '该日已有此库存的快照' } },
  indexes: [['clientId', 'snapshotDate']],
  listTimes: [],
  defaultSort: { field: 'snapshotDate', order: 'desc' },
  maxPageSize: 1000,
  sample: { snapshotDate: '2026-11-21', clientId: 1, warehouseId: 1, sku: 'TEST-SKU-1', lotDate: '2026-11-20', standard: 12, damage: 1, onHand: 13 },
});
