import { datetime, defineResource, enumOf, integer, longText, relation, text } from '@console/metadata';
import { BATCH_MODE, BATCH_MODE_OPTIONS, BATCH_STATUS, BATCH_STATUS_OPTIONS } from './options';

const B = BATCH_STATUS;
const BY_LOCATION = { field: 'mode', in: [BATCH_MODE.BY_LOCATION] };
const BY_ORDER = { field: 'mode', in: [BATCH_MODE.BY_ORDER] };

/**
 * WMS > Batches (02 §2 Batch and pack: batch management — create by location or by order, add
 * to batch, remove from batch): a wave of one warehouse's parcel orders picked in one walk.
 * - By location: the warehouse's orders To Pick in no other batch whose allocated stock lies in
 *   the zones given (none given: the zones of the oldest such order), along the walking path of
 *   the locations' pick sequence, at most Max Orders of them (libs/batch-pack planByLocation).
 * - By order: the orders named, each To Pick and in no other batch (none: an empty batch).
 * Its orders (`pick-batch-order`: Add to Batch here, Remove on the order's row) and its pick list (`pick-batch-line`: one line per
 * stock row, in walking order) are its children; the pick list prints as a PDF with the batch
 * number's barcode. Start Picking hands the list out (orders Picking); the picker's counts go on
 * the lines (Picked Qty, short picks recorded); Confirm Picking writes the pick movements and
 * locks the lists and packages (02 §4), orders fully picked going To Pack. The pack station
 * packs them (resources/batch-pack/pack-station.ts); the batch is Packed when all are.
 */
export const pickBatch = defineResource({
  name: 'pick-batch',
  table: 'pick_batch',
  label: { en: 'Batches', zh: '波次' },
  singular: { en: 'Batch', zh: '波次' },
  menu: { group: 'wms', order: 22, section: 'batchPack' },
  permission: { module: 'wms', sub: 'batch-pack' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'pick-batch',
  titleField: 'batchNo',
  documents: [{ name: 'pick-list', label: { en: 'Pick List', zh: '拣货单' }, format: 'pdf' }],
  listHidden: ['mode', 'zones', 'lineCount', 'unitCount', 'picker', 'pickedAt', 'pickedBy', 'createdBy', 'createTime'],
  fields: {
    batchNo: text({ en: 'Batch No.', zh: '波次号' }, {
      required: true, unique: true, maxLength: 16, form: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true,
      pattern: { regex: '^PB[0-9]{10}$', message: { en: '{field}: PB and 10 digits', zh: '{field}：PB 加 10 位数字' } },
    }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, editable: false, list: true, filter: 'eq' }),
    mode: enumOf({ en: 'Create By', zh: '创建方式' }, BATCH_MODE_OPTIONS, { required: true, default: BATCH_MODE.BY_LOCATION, editable: false, list: true, filter: 'eq' }),
    zones: text({ en: 'Pick Zones', zh: '拣货区' }, {
      maxLength: 64, editable: false, visibleWhen: BY_LOCATION, list: true, rules: ['trim'],
      pattern: { regex: '^[A-Za-z0-9]+( *, *[A-Za-z0-9]+)*$', message: { en: '{field}: zones separated by commas, e.g. A, B', zh: '{field}：用逗号分隔的区，例如 A, B' } },
      help: { en: 'Orders whose stock lies only in these zones; empty: the zones of the oldest order to pick', zh: '只取库存全部位于这些区的订单；留空则取最早待拣订单所在的区' },
    }),
    maxOrders: integer({ en: 'Max Orders', zh: '最多订单数' }, { required: true, min: 1, max: 500, default: 50, editable: false, visibleWhen: BY_LOCATION }),
    // the orders of a batch by order, as typed or scanned: one per line or separated by commas (only
    // the hook reads them); none makes an empty batch, filled by Add to Batch
    orderNos: longText({ en: 'Order Numbers', zh: '订单号' }, {
      storage: 'writeOnly', maxLength: 16000, visibleWhen: BY_ORDER,
      help: { en: 'Parcel orders To Pick in this warehouse, one per line or separated by commas; empty: add them later', zh: '本仓库待拣货的小包订单，每行一个或用逗号分隔；留空则稍后加入' },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, BATCH_STATUS_OPTIONS, { required: true, default: B.OPEN, creatable: false, form: false, list: true, filter: 'in' }),
    orderCount: integer({ en: 'Orders', zh: '订单数' }, { required: true, default: 0, form: false, list: true }),
    lineCount: integer({ en: 'Pick Lines', zh: '拣货行数' }, { required: true, default: 0, form: false, list: true }),
    unitCount: integer({ en: 'Units', zh: '件数' }, { required: true, default: 0, form: false, list: true }),
    pickedAt: datetime({ en: 'Picking Confirmed', zh: '拣货确认时间' }, { form: false, list: true }),
    pickedBy: text({ en: 'Confirmed By', zh: '确认人' }, { maxLength: 64, form: false, list: true }),
    // who walks the list: written on the pick list's header line by the supervisor (the only thing edited on a batch)
    picker: text({ en: 'Picker', zh: '拣货员' }, { maxLength: 64, list: true, filter: 'eq', rules: ['trim'] }),
    createdBy: text({ en: 'Created By', zh: '创建人' }, { maxLength: 64, auto: { onCreate: 'currentUserName' }, list: true }),
  },
  customActions: [
    // 02 §2 Batch and pack: add to batch (orders To Pick of the batch's warehouse, in no other batch)
    { name: 'addOrders', label: { en: 'Add to Batch', zh: '加入波次' }, action: 'edit', bulk: false, when: { field: 'status', in: [B.OPEN, B.PICKING] },
      input: { orderNos: longText({ en: 'Order Numbers', zh: '订单号' }, { required: true, maxLength: 16000, help: { en: 'One per line or separated by commas; a scanner may type them', zh: '每行一个或用逗号分隔，可用扫描枪录入' } }) },
      done: { en: '{added} order(s) added to batch {batchNo}', zh: '已将 {added} 个订单加入波次 {batchNo}' } },
    { name: 'startPicking', label: { en: 'Start Picking', zh: '开始拣货' }, action: 'edit', bulk: false, when: { field: 'status', in: [B.OPEN] },
      done: { en: 'Batch {batchNo}: picking started', zh: '波次 {batchNo} 已开始拣货' } },
    { name: 'confirmPicking', label: { en: 'Confirm Picking', zh: '确认拣货' }, action: 'edit', bulk: false, when: { field: 'status', in: [B.PICKING] },
      confirm: { en: 'Confirm the picked quantities? Picked lists and packages cannot be edited after picking is confirmed.', zh: '确认拣货数量？确认拣货后不能再修改拣货单和包裹。' },
      done: { en: 'Batch {batchNo}: {picked} orders to pack, {short} short', zh: '波次 {batchNo}：{picked} 个订单待打包，{short} 个缺货' } },
  ],
  children: [
    { resource: 'pick-batch-order', foreignKey: 'pickBatchId', key: 'orders', label: { en: 'Orders', zh: '订单' }, onParentDelete: 'cascade' },
    { resource: 'pick-batch-line', foreignKey: 'pickBatchId', key: 'lines', label: { en: 'Pick List', zh: '拣货单' }, onParentDelete: 'cascade' },
  ],
  // the picker is written until picking is confirmed
  editWhen: { field: 'status', in: [B.OPEN, B.PICKING], message: { en: 'Picked lists and packages cannot be edited after picking is confirmed', zh: '确认拣货后不能再修改拣货单和包裹' } },
  // an open batch may be dropped: its orders are simply To Pick again (a started one is confirmed, its short orders going back)
  deleteWhen: { field: 'status', in: [B.OPEN], message: { en: 'Only an open batch can be deleted', zh: '只能删除待拣货的波次' } },
  indexes: [['warehouseId', 'status', 'createTime'], ['status', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { warehouseId: 1, mode: BATCH_MODE.BY_ORDER, picker: 'Sample Picker' },
});
