import { date, datetime, defineResource, integer, notAllZero, relation, text } from '@console/metadata';
import { reversalFields, reverseAction } from './receiving-parts';

/**
 * Orders > Inbound > Receiving: what the dock counted in for one sku of an inbound order, and
 * where it was put away. Creating one is receiving: in its transaction the orders hook checks it
 * against the order (awaiting, the sku on a line, not beyond the line's expected quantity, the
 * location in the order's warehouse) and posts one receive movement of the inventory (standard
 * and damage into the location, the lot dated the day received), then updates the line's and the
 * order's received quantities and its status. Never edited nor deleted: a wrong count is undone
 * by Reverse (a reverse movement; refused if the stock has since been allocated or shipped) and
 * counted again.
 */
export const inboundReceipt = defineResource({
  name: 'inbound-receipt',
  table: 'inbound_receipt',
  label: { en: 'Inbound Receiving', zh: '入库收货' },
  singular: { en: 'Receipt', zh: '收货记录' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: ['create'],
  hooks: 'inbound-receipt',
  titleField: 'sku',
  dataScope: { through: 'inboundOrderId' },
  fields: {
    inboundOrderId: relation({ en: 'Inbound Order', zh: '入库单' }, { resource: 'inbound-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'eq' }),
    standard: integer({ en: 'Standard', zh: '良品' }, { required: true, min: 0, max: 1000000, default: 0, list: true }),
    damage: integer({ en: 'Damage', zh: '残次品' }, { required: true, min: 0, max: 1000000, default: 0, list: true }),
    locationId: relation({ en: 'Put-away Location', zh: '上架库位' }, { resource: 'location', labelField: 'code' }, { required: true, list: true }),
    lotDate: date({ en: 'Lot (Received)', zh: '批次（收货日期）' }, { form: false, list: true }),
    receivedAt: datetime({ en: 'Received', zh: '收货时间' }, { form: false, list: true }),
    operator: text({ en: 'Received By', zh: '收货人' }, { maxLength: 64, form: false, list: true }),
    movementId: integer({ en: 'Movement', zh: '库存流水' }, { form: false, show: false }),
    ...reversalFields(),
  },
  recordRules: [notAllZero(['standard', 'damage'], { en: 'Enter a standard or a damage quantity', zh: '请填写良品或残次品数量' })],
  customActions: [reverseAction({ en: 'Reverse this receipt? Its stock leaves the location.', zh: '冲销此收货记录？其库存将从库位扣除。' }, { en: 'Receipt of {sku} reversed', zh: '{sku} 的收货记录已冲销' })],
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { inboundOrderId: 1, sku: 'COTTONTS-S-001', standard: 10, damage: 0, locationId: 1 },
});
