import { datetime, defineResource, enumOf, relation, text } from '@console/metadata';

/** What a station was opened on: a batch (its orders, one after another) or one order. */
export const PACK_MODE_OPTIONS = [
  { value: 'batch', label: { en: 'Batch', zh: '波次' } },
  { value: 'order', label: { en: 'Order', zh: '订单' } },
] as const;

/**
 * WMS > Pack Sessions: the pack station's work as the server keeps it, one row per packer
 * (user): the batch or order scanned and the order being packed. The station reads it when it
 * opens, so a closed browser resumes where it was, and no two packers hold the same order
 * (batch-pack station service). Written only by the station; read here by supervisors.
 */
export const packSession = defineResource({
  name: 'pack-session',
  table: 'pack_session',
  label: { en: 'Pack Sessions', zh: '打包会话' },
  singular: { en: 'Pack Session', zh: '打包会话' },
  menu: { group: 'wms', hidden: true },
  permission: { module: 'wms', sub: 'batch-pack' },
  actions: [],
  titleField: 'userName',
  // a user scoped to assigned clients sees the sessions packing their orders only
  dataScope: { through: 'clientOrderId' },
  fields: {
    userName: text({ en: 'Packer', zh: '打包员' }, { required: true, unique: true, maxLength: 64, list: true, filter: 'eq' }),
    mode: enumOf({ en: 'Packing', zh: '打包对象' }, PACK_MODE_OPTIONS, { required: true, default: 'batch', maxLength: 8, list: true }),
    pickBatchId: relation({ en: 'Batch', zh: '波次' }, { resource: 'pick-batch', labelField: 'batchNo' }, { list: true, filter: 'eq', index: true }),
    clientOrderId: relation({ en: 'Current Order', zh: '当前订单' }, { resource: 'client-order', labelField: 'orderNo' }, { list: true, filter: 'eq', index: true }),
    packagingMaterialId: relation({ en: 'Packaging Material', zh: '包材' }, { resource: 'packaging-material', labelField: 'code' }, { list: true }),
    startedAt: datetime({ en: 'Started', zh: '开始时间' }, { required: true, list: true }),
  },
  defaultSort: { field: 'startedAt', order: 'desc' },
  sample: { userName: 'sample-packer', mode: 'order', startedAt: '2026-11-29T08:00:00.000Z' },
});
