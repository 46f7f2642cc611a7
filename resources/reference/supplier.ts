import { activeInactive, defineResource, email, enumOf, phone, text, zipCodeOf } from '@console/metadata';

/**
 * Fulfillment > Supplier (01 §2 `supplier/warehouse`, `supplier/shipping`): the partners the
 * platform buys from — warehouses that store and pick for it, and carriers or consolidators that
 * ship for it — one screen per type (a partition by `supplierType`, one sub-role for both). The
 * spec shows no fields; an operations lead expects a code, the company and its contact, an
 * address, a status, and for a shipping supplier the carrier it ships with.
 */
export const supplier = defineResource({
  name: 'supplier',
  table: 'supplier',
  label: { en: 'Supplier', zh: '供应商' },
  menu: { group: 'fulfillment', order: 2 },
  permission: { module: 'fulfillment', sub: 'supplier' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'name',
  // the first screen at 1280 px shows code, name, carrier, status; the rest are offered in the column chooser
  listHidden: ['contactName', 'email', 'phone', 'city', 'createTime'],
  fields: {
    supplierType: enumOf({ en: 'Supplier Type', zh: '供应商类型' }, [
      { value: 'warehouse', label: { en: 'Warehouse', zh: '仓库' } },
      { value: 'shipping', label: { en: 'Shipping', zh: '物流' } },
    ], { required: true, maxLength: 16, list: true, filter: 'eq' }),
    code: text({ en: 'Code', zh: '代码' }, { required: true, maxLength: 32, unique: true, copyable: true, list: true, filter: 'eq', sort: true, rules: ['trim', 'lettersNumbers'] }),
    name: text({ en: 'Company', zh: '公司' }, { required: true, maxLength: 128, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    carrier: enumOf({ en: 'Carrier', zh: '承运商' }, [
      { value: 1, label: { en: 'USPS', zh: 'USPS' } },
      { value: 2, label: { en: 'UPS', zh: 'UPS' } },
      { value: 3, label: { en: 'FedEx', zh: 'FedEx' } },
      { value: 4, label: { en: 'DHL', zh: 'DHL' } },
    ], { required: true, list: true, filter: 'eq', visibleWhen: { field: 'supplierType', in: ['shipping'] } }),
    contactName: text({ en: 'Contact Name', zh: '联系人' }, { required: true, maxLength: 64, list: true, rules: ['trim'] }),
    email: email({ en: 'Email', zh: '邮箱' }, { required: true, list: true, copyable: true }),
    phone: phone({ en: 'Phone', zh: '电话' }, { required: true, list: true }),
    countryCode: text({ en: 'Country', zh: '国家' }, { required: true, minLength: 2, maxLength: 2, default: 'US', widget: 'country', filter: 'eq', rules: ['trim'] }),
    stateCode: text({ en: 'State', zh: '州/省' }, { maxLength: 8, widget: 'state', filter: 'eq', rules: ['trim'] }),
    city: text({ en: 'City', zh: '城市' }, { required: true, maxLength: 64, widget: 'city', list: true, filter: 'contains', rules: ['trim'] }),
    address: text({ en: 'Address', zh: '地址' }, { required: true, maxLength: 255, rules: ['trim'] }),
    zipCode: text({ en: 'Zip Code', zh: '邮编' }, { maxLength: 10, rules: ['trim'] }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  recordRules: [zipCodeOf('zipCode', 'countryCode')],
  partition: {
    field: 'supplierType', param: 'type',
    values: [
      { value: 'warehouse', sub: 'supplier', label: { en: 'Warehouse Suppliers', zh: '仓库供应商' } },
      { value: 'shipping', sub: 'supplier', label: { en: 'Shipping Suppliers', zh: '物流供应商' } },
    ],
    routes: { list: 'supplier/:type', create: 'supplier/:type/create', edit: 'supplier/:type/edit/:id', show: 'supplier/:type/show/:id' },
  },
  indexes: [['supplierType', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: {
    supplierType: 'warehouse', code: 'TESTSUP', name: 'Test Storage Co', contactName: 'Sam Supplier', email: 'sam@example.com',
    phone: '+1 909 555 0100', countryCode: 'US', stateCode: 'CA', city: 'Ontario', address: '1 Test Way', zipCode: '91761', status: 1,
  },
});
