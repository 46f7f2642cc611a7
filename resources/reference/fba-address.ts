import { defineResource, text } from '@console/metadata';

/** Settings > FBA Address: Amazon fulfillment centre addresses (spec 01 §3). */
export const fbaAddress = defineResource({
  name: 'fba-address',
  table: 'fba_address',
  label: { en: 'FBA Address', zh: 'FBA 地址' },
  menu: { group: 'settings', order: 4 },
  permission: { module: 'generalSetting', sub: 'fba-address' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'code',
  listAliases: ['wms-user/fba/address/search'],
  // the first screen at 1280 px shows code, address, city, state; the rest are offered in the column chooser
  listHidden: ['zipcode', 'country', 'createTime'],
  fields: {
    code: text({ en: 'Code', zh: '代码' }, {
      copyable: true, required: true, maxLength: 16, unique: true, list: true, filter: 'contains', sort: true, rules: ['trim', 'lettersNumbers'],
    }),
    address: text({ en: 'Address', zh: '地址' }, { required: true, maxLength: 128, list: true, filter: 'contains' }),
    city: text({ en: 'City', zh: '城市' }, { required: true, maxLength: 64, list: true, filter: 'contains', sort: true }),
    state: text({ en: 'State', zh: '州/省' }, { required: true, maxLength: 32, list: true, filter: 'eq', sort: true }),
    zipcode: text({ en: 'Zipcode', zh: '邮编' }, { required: true, maxLength: 10, list: true, filter: 'eq', rules: ['trim', 'zip'] }),
    country: text({ en: 'Country', zh: '国家' }, { required: true, minLength: 2, maxLength: 2, default: 'US', list: true, filter: 'eq', rules: ['trim'] }),
  },
  sample: { code: 'TST9', address: '1 Test Rd', city: 'Reno', state: 'NV', zipcode: '89502', country: 'US' },
  defaultSort: { field: 'code', order: 'asc' },
});
