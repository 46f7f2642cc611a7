import { activeInactive, decimal, defineResource, enumOf, text } from '@console/metadata';
import { DIM_UNIT_OPTIONS, PACKAGE_WEIGHT_UNIT_OPTIONS } from './options';

/**
 * WMS > Packaging Material (02 §2 Batch and pack, 02 §8 'Unable to recognize the current
 * packaging material'): the boxes, mailers and envelopes a packer closes an order in. The pack
 * station reads its barcode (or its code) after the products: the package takes its inner
 * dimensions, and its own weight is what a scale adds to the products'. An inactive material is
 * not offered at the station (it is recognised and refused as unknown there).
 */
const INSIDE = { en: 'Measured inside: the package label gets these sides', zh: '内部尺寸：包裹面单使用此尺寸' };

export const packagingMaterial = defineResource({
  name: 'packaging-material',
  table: 'packaging_material',
  label: { en: 'Packaging Material', zh: '包材' },
  menu: { group: 'wms', order: 24, section: 'batchPack' },
  permission: { module: 'wms', sub: 'packaging-material' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'code',
  listHidden: ['name', 'dimUnit', 'weight', 'weightUnit', 'status', 'createTime'],
  fields: {
    code: text({ en: 'Material Code', zh: '包材编码' }, {
      required: true, unique: true, maxLength: 32, editable: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true, rules: ['trim'],
      pattern: { regex: '^[A-Z0-9]+(-[A-Z0-9]+)*$', message: { en: '{field}: capitals and digits in parts joined by -, e.g. BOX-S', zh: '{field}：由 - 连接的大写字母和数字，例如 BOX-S' } },
    }),
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 64, list: true, filter: 'contains', searchable: true, rules: ['trim'] }),
    // the inside of the box: what the carrier measures from outside is close enough for a parcel label (02 §5 whole sides are checked on the package)
    length: decimal({ en: 'Length', zh: '内长' }, { required: true, scale: 2, min: 0.01, max: 9999, list: true, help: INSIDE }),
    width: decimal({ en: 'Width', zh: '内宽' }, { required: true, scale: 2, min: 0.01, max: 9999, list: true, help: INSIDE }),
    height: decimal({ en: 'Height', zh: '内高' }, { required: true, scale: 2, min: 0.01, max: 9999, list: true, help: INSIDE }),
    dimUnit: enumOf({ en: 'Dimension Unit', zh: '尺寸单位' }, DIM_UNIT_OPTIONS, { required: true, default: 'in', maxLength: 2, list: true }),
    weight: decimal({ en: 'Material Weight', zh: '包材重量' }, { required: true, scale: 3, min: 0, max: 999, list: true }),
    weightUnit: enumOf({ en: 'Weight Unit', zh: '重量单位' }, PACKAGE_WEIGHT_UNIT_OPTIONS, { required: true, default: 'lb', maxLength: 2, list: true }),
    barcode: text({ en: 'Barcode', zh: '条码' }, { required: true, unique: true, maxLength: 32, list: true, filter: 'eq', copyable: true, rules: ['trim'] }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'code', order: 'asc' },
  sample: { code: 'BOXT', name: 'Test Box 12x10x6', length: '12.00', width: '10.00', height: '6.00', dimUnit: 'in', weight: '0.400', weightUnit: 'lb', barcode: 'PMBOXT', status: 1 },
});
