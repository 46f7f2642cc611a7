import { date, datetime, defineResource, enumOf, integer, relation, requiredWhen, text } from '@console/metadata';
import { reversalFields, reverseAction } from './receiving-parts';
import { INSPECTION_RESULT_OPTIONS } from './options';

/**
 * Orders > Returns > Inspection: what the dock decided for returned units of one sku. Creating
 * one is the inspection: in its transaction the orders hook checks it against the return
 * (awaiting, the sku on a line, not beyond the line's quantity) and, for a restock, posts one
 * return movement of the inventory (standard or damage into the location, which must be in the
 * return's warehouse; the lot dated the day inspected); a disposal moves no stock. Never edited
 * nor deleted: Reverse undoes it (the movement reversed, refused if the stock has since been
 * allocated or shipped) and it is inspected again.
 */
export const returnInspection = defineResource({
  name: 'return-inspection',
  table: 'return_inspection',
  label: { en: 'Return Inspection', zh: '退货质检' },
  singular: { en: 'Inspection', zh: '质检记录' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: ['create'],
  hooks: 'return-inspection',
  titleField: 'sku',
  dataScope: { through: 'returnOrderId' },
  fields: {
    returnOrderId: relation({ en: 'Return Order', zh: '退货单' }, { resource: 'return-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'eq' }),
    qty: integer({ en: 'Qty', zh: '数量' }, { required: true, min: 1, max: 100000, list: true }),
    result: enumOf({ en: 'Result', zh: '质检结果' }, INSPECTION_RESULT_OPTIONS, { required: true, default: 1, list: true, filter: 'eq' }),
    locationId: relation({ en: 'Location', zh: '库位' }, { resource: 'location', labelField: 'code' }, { list: true, visibleWhen: { field: 'result', in: [1, 2] } }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'], list: true }),
    lotDate: date({ en: 'Lot (Received)', zh: '批次（收货日期）' }, { form: false, list: true }),
    inspectedAt: datetime({ en: 'Inspected', zh: '质检时间' }, { form: false, list: true }),
    operator: text({ en: 'Inspected By', zh: '质检人' }, { maxLength: 64, form: false, list: true }),
    movementId: integer({ en: 'Movement', zh: '库存流水' }, { form: false, show: false }),
    ...reversalFields(),
  },
  recordRules: [requiredWhen('locationId', { field: 'result', in: [1, 2] }, { en: 'Choose the location the units are restocked into', zh: '请选择上架库位' })],
  customActions: [reverseAction({ en: 'Reverse this inspection? Restocked units leave the location.', zh: '冲销此质检记录？已上架的商品将从库位扣除。' }, { en: 'Inspection of {sku} reversed', zh: '{sku} 的质检记录已冲销' })],
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { returnOrderId: 1, sku: 'COTTONTS-S-001', qty: 1, result: 1, locationId: 1 },
});
