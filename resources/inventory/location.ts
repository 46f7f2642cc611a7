import { activeInactive, defineResource, enumOf, integer, relation, text } from '@console/metadata';
import { LOCATION_KIND_OPTIONS } from './options';

/**
 * WMS > Location (docs/domain.md "Inventory"): a place in one of the platform's
 * warehouses where stock lies, coded zone-aisle-bay-level, of a kind (pick, bulk, receiving,
 * damage), with the barcode pickers scan and the pick sequence batch picking walks in. The code
 * is unique within its warehouse. Imported by XLSX (a warehouse's plan is hundreds of rows).
 */
export const location = defineResource({
  name: 'location',
  table: 'location',
  label: { en: 'Location', zh: '库位' },
  menu: { group: 'wms', order: 20 },
  permission: { module: 'wms', sub: 'location' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  hooks: 'location',
  titleField: 'code',
  // the first screen at 1280 px shows the first columns; the rest are offered in the column chooser (and filter as before)
  listHidden: ['zone', 'aisle', 'bay', 'level', 'barcode', 'status', 'createTime'],
  fields: {
    code: text({ en: 'Location Code', zh: '库位编码' }, {
      required: true, maxLength: 32, editable: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true, rules: ['trim'],
      pattern: { regex: '^[A-Z0-9]+(-[A-Z0-9]+)*$', message: { en: '{field}: capitals and digits in parts joined by -, e.g. A-01-03-2', zh: '{field}：由 - 连接的大写字母和数字，例如 A-01-03-2' } },
    }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, editable: false, list: true, filter: 'eq' }),
    kind: enumOf({ en: 'Location Type', zh: '库位类型' }, LOCATION_KIND_OPTIONS, { required: true, default: 1, list: true, filter: 'eq' }),
    pickSequence: integer({ en: 'Pick Sequence', zh: '拣货顺序' }, {
      required: true, min: 0, max: 9999999, default: 0, list: true, sort: true,
      help: { en: 'Batch picking walks the locations from the lowest number up', zh: '批量拣货按此数字从小到大走访库位' },
    }),
    zone: text({ en: 'Zone', zh: '区' }, { maxLength: 8, list: true, filter: 'eq', rules: ['trim'] }),
    aisle: text({ en: 'Aisle', zh: '巷道' }, { maxLength: 8, list: true, rules: ['trim'] }),
    bay: text({ en: 'Bay', zh: '货架列' }, { maxLength: 8, list: true, rules: ['trim'] }),
    level: text({ en: 'Level', zh: '层' }, { maxLength: 8, list: true, rules: ['trim'] }),
    barcode: text({ en: 'Barcode', zh: '条码' }, { maxLength: 64, list: true, filter: 'eq', copyable: true, rules: ['trim'] }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  uniqueTogether: { fields: ['warehouseId', 'code'], message: { en: 'This warehouse already has a location with this code', zh: '该仓库已有此编码的库位' } },
  indexes: [['warehouseId', 'pickSequence']],
  defaultSort: { field: 'pickSequence', order: 'asc' },
  sample: { code: 'T-01-01-1', warehouseId: 1, kind: 1, pickSequence: 10, zone: 'T', aisle: '01', bay: '01', level: '1', barcode: 'LOCT01011', status: 1 },
});
