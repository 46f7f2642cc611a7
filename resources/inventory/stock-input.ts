import { date, enumOf, integer, relation, text } from '@console/metadata';

/**
 * What a person types to post stock by hand: the Receive dialog of the Inventory
 * list and `POST /api/inventory/receive`, and a movement on one stock row (Adjust, and the
 * admin route `POST /api/inventory/{id}/movements`). The dialogs and the routes' DTOs check the
 * same fields; libs/inventory's `move()` checks the quantities against the row.
 */
const note = text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] });
const orderNo = text({ en: 'Order No.', zh: '订单号' }, { maxLength: 64, rules: ['trim'] });

export const RECEIVE_INPUT = {
  warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true }),
  locationId: relation({ en: 'Location', zh: '库位' }, { resource: 'location', labelField: 'code' }, { required: true }),
  clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true }),
  sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'] }),
  lotDate: date({ en: 'Lot (Received Date)', zh: '批次（收货日期）' }, { help: { en: 'Today when empty', zh: '留空则为今天' } }),
  standard: integer({ en: 'Standard', zh: '良品' }, { min: 0, max: 1000000, default: 0 }),
  damage: integer({ en: 'Damage', zh: '残次品' }, { min: 0, max: 1000000, default: 0 }),
  orderNo: { ...orderNo, label: { en: 'Inbound No.', zh: '入库单号' } },
  note,
};

/** Movements a person may post on a row by hand; reverse has its own route (it names a movement). */
export const MANUAL_MOVEMENT_OPTIONS = [
  { value: 2, label: { en: 'Allocate', zh: '分配' } },
  { value: 3, label: { en: 'Release', zh: '释放' } },
  { value: 4, label: { en: 'Pick', zh: '拣货' } },
  { value: 5, label: { en: 'Ship', zh: '发货' } },
  { value: 6, label: { en: 'Return', zh: '退货入库' } },
  { value: 7, label: { en: 'Adjust', zh: '调整' } },
] as const;

export const MOVEMENT_INPUT = {
  movementType: enumOf({ en: 'Movement', zh: '变动类型' }, MANUAL_MOVEMENT_OPTIONS, { required: true }),
  quantity: integer({ en: 'Quantity', zh: '数量' }, { min: 1, max: 1000000, help: { en: 'Allocate, release, pick and ship', zh: '用于分配、释放、拣货和发货' } }),
  standard: integer({ en: 'Standard', zh: '良品' }, { min: -1000000, max: 1000000, help: { en: 'Return and adjust (adjust: signed)', zh: '用于退货入库和调整（调整可为负数）' } }),
  damage: integer({ en: 'Damage', zh: '残次品' }, { min: -1000000, max: 1000000, help: { en: 'Return and adjust (adjust: signed)', zh: '用于退货入库和调整（调整可为负数）' } }),
  orderNo,
  note,
};

/** The Adjust dialog on a stock row: a count correction, or units moved between standard and damage. */
export const ADJUST_INPUT = {
  standard: integer({ en: 'Standard +/-', zh: '良品增减' }, { required: true, min: -1000000, max: 1000000, default: 0 }),
  damage: integer({ en: 'Damage +/-', zh: '残次品增减' }, { required: true, min: -1000000, max: 1000000, default: 0 }),
  note: { ...note, required: true },
};

export const REVERSE_INPUT = { note: { ...note, required: true } };
