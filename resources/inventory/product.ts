import { activeInactive, decimal, defineResource, enumOf, money, relation, text } from '@console/metadata';
import { DIMENSION_UNIT_OPTIONS, LITHIUM_OPTIONS, WEIGHT_UNIT_OPTIONS } from './options';

/**
 * Fulfillment > Product (01 §6 lists the product sub-role): a client's product, the
 * sku its orders and stock name. The sku is unique per client (two clients may both sell
 * "TSHIRT-M"); the FNSKU is Amazon's label code, the barcode the unit's UPC or EAN (both scan at
 * the pack station); the unit dimensions and weight, the declared value, the country of origin
 * and the schedule B number are what labels, customs declarations and export filings print; the
 * lithium flag is what carriers ask of batteries. Imported and exported by XLSX. Sales see their
 * own clients' products (data scope through the client).
 */
export const product = defineResource({
  name: 'product',
  table: 'product',
  label: { en: 'Product', zh: '产品' },
  menu: { group: 'fulfillment', order: 5.5 },
  permission: { module: 'fulfillment', sub: 'product' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  hooks: 'product',
  titleField: 'sku',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows the first columns; the rest are offered in the column chooser (and filter as before)
  listHidden: ['categoryId', 'declaredValue', 'fnsku', 'weight', 'weightUnit', 'countryOfOrigin', 'lithiumBattery', 'status', 'createTime'],
  fields: {
    sku: text({ en: 'SKU', zh: 'SKU' }, {
      required: true, maxLength: 64, editable: false, list: true, filter: 'eq', sort: true, copyable: true, searchable: true, rules: ['trim'],
      pattern: { regex: '^[A-Za-z0-9][A-Za-z0-9._/-]*$', message: { en: '{field}: letters, digits and . _ / - only', zh: '{field}：只能使用字母、数字和 . _ / -' } },
    }),
    name: text({ en: 'Product Name', zh: '产品名称' }, { required: true, maxLength: 255, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq' }),
    categoryId: relation({ en: 'Category', zh: '产品分类' }, { resource: 'category-management', labelField: 'name' }, { list: true, filter: 'eq' }),
    declaredValue: money({ en: 'Declared Value', zh: '申报价值' }, { min: 0, max: 1000000, list: true, sort: true }),
    fnsku: text({ en: 'FNSKU', zh: 'FNSKU' }, {
      maxLength: 10, list: true, filter: 'eq', copyable: true, rules: ['trim'],
      pattern: { regex: '^[A-Z0-9]{10}$', message: { en: '{field}: 10 capital letters or digits (e.g. X001ABCDEF)', zh: '{field}：10 位大写字母或数字（例如 X001ABCDEF）' } },
    }),
    // the barcode printed on the unit (UPC-A 12 digits, EAN-13 13, GTIN-14, EAN-8 8): what a
    // packer's scanner reads at the pack station, beside the SKU and the FNSKU
    barcode: text({ en: 'Barcode (UPC/EAN)', zh: '商品条码（UPC/EAN）' }, {
      maxLength: 14, filter: 'eq', copyable: true, index: true, rules: ['trim', 'gtin'],
      pattern: { regex: '^([0-9]{8}|[0-9]{12,14})$', message: { en: '{field}: the 8, 12, 13 or 14 digits under the bars (UPC-A, EAN-13, GTIN-14, EAN-8)', zh: '{field}：条码下方的 8、12、13 或 14 位数字（UPC-A、EAN-13、GTIN-14、EAN-8）' } },
    }),
    length: decimal({ en: 'Length', zh: '长' }, { scale: 2, min: 0, max: 9999 }),
    width: decimal({ en: 'Width', zh: '宽' }, { scale: 2, min: 0, max: 9999 }),
    height: decimal({ en: 'Height', zh: '高' }, { scale: 2, min: 0, max: 9999 }),
    dimensionUnit: enumOf({ en: 'Dimension Unit', zh: '尺寸单位' }, DIMENSION_UNIT_OPTIONS, { required: true, default: 'IN', maxLength: 2 }),
    weight: decimal({ en: 'Unit Weight', zh: '单件重量' }, { scale: 3, min: 0, max: 99999, list: true }),
    weightUnit: enumOf({ en: 'Weight Unit', zh: '重量单位' }, WEIGHT_UNIT_OPTIONS, { required: true, default: 'LB', maxLength: 2, list: true }),
    countryOfOrigin: text({ en: 'Country of Origin', zh: '原产国' }, { minLength: 2, maxLength: 2, widget: 'country', list: true, filter: 'eq', rules: ['trim'] }),
    scheduleB: text({ en: 'Schedule B No.', zh: 'Schedule B 编码' }, {
      maxLength: 12, filter: 'eq', copyable: true, rules: ['trim'], pattern: { regex: '^[0-9]{4}\\.?[0-9]{2}\\.?[0-9]{4}$', message: { en: '{field}: 10 digits, e.g. 6109.10.0012', zh: '{field}：10 位数字，例如 6109.10.0012' } },
      help: { en: "The US export classification: the HS code's 6 digits and 4 more", zh: '美国出口商品编码：6 位 HS 编码加 4 位' },
    }),
    lithiumBattery: enumOf({ en: 'Lithium Battery', zh: '锂电池' }, LITHIUM_OPTIONS, { required: true, default: 1, list: true, filter: 'eq' }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  uniqueTogether: { fields: ['clientId', 'sku'], message: { en: 'This client already has a product with this SKU', zh: '该客户已有此 SKU 的产品' } },
  defaultSort: { field: 'sku', order: 'asc' },
  sample: {
    sku: 'TEST-SKU-1', clientId: 1, name: 'Test Cotton T-Shirt', fnsku: 'X001TEST01', barcode: '012345678905', categoryId: 1, length: '10.00', width: '8.00', height: '1.50', dimensionUnit: 'IN',
    weight: '0.350', weightUnit: 'LB', declaredValue: '12.5000', countryOfOrigin: 'CN', scheduleB: '6109.10.0012', lithiumBattery: 1, status: 1,
  },
});
