import { activeInactive, defineResource, email, enumOf, phone, relation, text, zipCodeOf } from '@console/metadata';

/**
 * Fulfillment > Warehouse (01 §2 `{product}-warehouse`): the platform's own warehouses, which
 * clients connect to and orders ship from (a co-warehouse is a partner's). The spec shows no
 * fields; an operations lead expects a code, a name, where it is with its time zone (cut-offs
 * and storage days are counted there), who runs it, and whether it takes new clients. A warehouse
 * run for the platform by a warehouse supplier names it (Operated By): billing automation then
 * prices the warehouse's work and storage under the supplier's plan too, as what the platform
 * owes it (02 §2 billing-automation for suppliers).
 * Also served, active ones only, at GET /api/wms-business/wms/warehouse/query/query{product}Warehouse.
 */
export const warehouse = defineResource({
  name: 'warehouse',
  route: '{product}-warehouse',
  table: 'warehouse',
  label: { en: 'Warehouse', zh: '仓库' },
  menu: { group: 'fulfillment', order: 4 },
  permission: { module: 'fulfillment', sub: 'warehouse' },
  actions: ['create', 'edit', 'export'],
  titleField: 'name',
  // the first screen at 1280 px shows code, name, stateCode, city, status; the rest are offered in the column chooser
  listHidden: ['countryCode', 'zipCode', 'contactName', 'phone', 'supplierId', 'createTime'],
  fields: {
    code: text({ en: 'Warehouse Code', zh: '仓库代码' }, { required: true, maxLength: 16, unique: true, editable: false, list: true, filter: 'eq', sort: true, copyable: true, searchable: true, rules: ['trim', 'lettersNumbers'] }),
    name: text({ en: 'Warehouse Name', zh: '仓库名称' }, { required: true, maxLength: 64, unique: true, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    countryCode: text({ en: 'Country', zh: '国家' }, { required: true, minLength: 2, maxLength: 2, default: 'US', widget: 'country', list: true, filter: 'eq', rules: ['trim'] }),
    stateCode: text({ en: 'State', zh: '州/省' }, { required: true, maxLength: 8, widget: 'state', list: true, filter: 'eq', rules: ['trim'] }),
    city: text({ en: 'City', zh: '城市' }, { required: true, maxLength: 64, widget: 'city', list: true, filter: 'contains', rules: ['trim'] }),
    addressLine1: text({ en: 'Address', zh: '地址' }, { required: true, maxLength: 64, rules: ['trim', 'noComma'] }),
    addressLine2: text({ en: 'Unit/Apt/Suite', zh: '单元/公寓/套房' }, { maxLength: 64, rules: ['trim', 'noComma'] }),
    zipCode: text({ en: 'Zip Code', zh: '邮编' }, { required: true, maxLength: 10, list: true, rules: ['trim'] }),
    timeZone: text({ en: 'Time Zone', zh: '时区' }, { required: true, maxLength: 64, default: 'America/Los_Angeles', widget: 'time-zone' }),
    contactName: text({ en: 'Contact Person', zh: '联系人' }, { required: true, maxLength: 64, list: true, rules: ['trim'] }),
    phone: phone({ en: 'Contact Phone', zh: '联系电话' }, { required: true, minLength: 6, list: true, copyable: true }),
    email: email({ en: 'Email', zh: '邮箱' }, { copyable: true }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
    supplierId: relation({ en: 'Operated By', zh: '运营供应商' }, { resource: 'supplier', labelField: 'name', where: { supplierType: 'warehouse' } }, {
      list: true, filter: 'eq', help: { en: 'The warehouse supplier that runs it for the platform; empty: the platform runs it', zh: '为平台运营该仓库的仓库供应商；留空表示平台自营' },
    }),
  },
  recordRules: [zipCodeOf('zipCode', 'countryCode')],
  defaultSort: { field: 'code', order: 'asc' },
  sample: {
    code: 'TWH01', name: 'Test Warehouse', countryCode: 'US', stateCode: 'CA', city: 'Ontario', addressLine1: '1 Test Way',
    zipCode: '91761', timeZone: 'America/Los_Angeles', contactName: 'Wes Warehouse', phone: '9095550100', status: 1,
  },
});
