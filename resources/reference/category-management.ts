import { activeInactive, defineResource, enumOf, text } from '@console/metadata';

/**
 * Fulfillment > Product Category (01 §2 `category-management`): the categories clients file their
 * products under. The spec shows no fields; a 3PL's operations lead expects a code and a name in
 * both languages (labels and customs declarations are printed in English), the customs tariff
 * (HS) code that customs declarations of the category's goods carry, whether its goods are
 * dangerous goods, and a status.
 */
export const categoryManagement = defineResource({
  name: 'category-management',
  table: 'product_category',
  label: { en: 'Product Category', zh: '产品分类' },
  menu: { group: 'fulfillment', order: 6 },
  permission: { module: 'fulfillment', sub: 'product-category' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'name',
  // the first screen at 1280 px shows code, name, zhName, hsCode; the rest are offered in the column chooser
  listHidden: ['dangerousGoods', 'status', 'createTime'],
  fields: {
    code: text({ en: 'Code', zh: '代码' }, { required: true, maxLength: 32, unique: true, copyable: true, list: true, filter: 'eq', sort: true, rules: ['trim', 'lettersNumbers'] }),
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 64, unique: true, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    zhName: text({ en: 'Chinese Name', zh: '中文名称' }, { maxLength: 64, list: true, filter: 'contains', rules: ['trim'] }),
    hsCode: text({ en: 'HS Code', zh: '海关编码' }, {
      maxLength: 12, list: true, filter: 'eq', rules: ['trim'], pattern: { regex: '^[0-9]{4}(\\.?[0-9]{2}){1,3}$', message: 'hsCodeFormat' },
      help: { en: 'The customs tariff code: 6 to 10 digits, e.g. 6109.10', zh: '海关税则编码：6 至 10 位数字，例如 6109.10' },
    }),
    dangerousGoods: enumOf({ en: 'Dangerous Goods', zh: '危险品' }, [
      { value: 1, label: { en: 'No', zh: '否' } },
      { value: 2, label: { en: 'Lithium batteries', zh: '锂电池' } },
      { value: 3, label: { en: 'Other dangerous goods', zh: '其他危险品' } },
    ], { required: true, default: 1, list: true, filter: 'eq' }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
    description: text({ en: 'Description', zh: '说明' }, { maxLength: 500 }),
  },
  defaultSort: { field: 'code', order: 'asc' },
  sample: { code: 'TESTCAT', name: 'Test Category', zhName: '测试分类', hsCode: '6109.10', dangerousGoods: 1, status: 1 },
});
