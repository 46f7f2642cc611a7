import { decimal, defineResource, enumOf, integer, relation, text } from '@console/metadata';
import { DIM_UNIT_OPTIONS, PACKAGE_WEIGHT_UNIT_OPTIONS } from './options';

/**
 * Orders > Freight Outbound's packages (02 §3: package type no, qty, dimension L/W/H and its unit,
 * weight and its unit): a line of like packages (pallets or cartons) and how many. The bill of
 * lading lists them. Written in the order's form while it is a draft (its inline `packages`).
 */
export const freightOrderPackage = defineResource({
  name: 'freight-order-package',
  table: 'freight_order_package',
  label: { en: 'Freight Packages', zh: '大货包裹' },
  singular: { en: 'Freight Package', zh: '大货包裹' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: [],
  titleField: 'packageTypeNo',
  dataScope: { through: 'freightOrderId' },
  fields: {
    freightOrderId: relation({ en: 'Freight Order', zh: '大货出库单' }, { resource: 'freight-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    packageTypeNo: text({ en: 'Package Type No.', zh: '包装类型编号' }, { required: true, maxLength: 32, rules: ['trim'], list: true, filter: 'contains' }),
    qty: integer({ en: 'Qty', zh: '数量' }, { required: true, min: 1, max: 99999, list: true }),
    length: decimal({ en: 'Length', zh: '长' }, { required: true, scale: 2, min: 0.01, max: 9999, list: true }),
    width: decimal({ en: 'Width', zh: '宽' }, { required: true, scale: 2, min: 0.01, max: 9999, list: true }),
    height: decimal({ en: 'Height', zh: '高' }, { required: true, scale: 2, min: 0.01, max: 9999, list: true }),
    dimUnit: enumOf({ en: 'Dimension Unit', zh: '尺寸单位' }, DIM_UNIT_OPTIONS, { required: true, default: 'in', maxLength: 2, list: true }),
    weight: decimal({ en: 'Weight', zh: '重量' }, { required: true, scale: 3, min: 0.001, max: 999999, list: true }),
    weightUnit: enumOf({ en: 'Weight Unit', zh: '重量单位' }, PACKAGE_WEIGHT_UNIT_OPTIONS, { required: true, default: 'lb', maxLength: 2, list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { freightOrderId: 1, packageTypeNo: 'PLT-48x40', qty: 2, length: '48', width: '40', height: '50', dimUnit: 'in', weight: '600', weightUnit: 'lb' },
});
