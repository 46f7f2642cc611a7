import { boolean, defineResource, email, enumOf, text, zipCodeOf } from '@console/metadata';

/** Street lines (01 §5, 02 §5): at most 30 characters, no commas, no PO box. */
const street = (label: { en: string; zh: string }, required: boolean) =>
  text(label, { required, maxLength: 30, rules: ['trim', 'noComma', 'noPoBox'] } as const);

/**
 * Settings > Address Book: the senders and recipients staff pick on orders (spec 01 §3 Address,
 * §5 Address form; 02 §3). Every field of the form is required but the street's second line
 * (Unit/Apt/Suite: most addresses have none; 02 §5 names zip, city, address and country); the
 * zip code must have its country's form ('Invalid Zipcode'), the phone is digits only (at least
 * 10), the e-mail 'a legal email'. The form's auto-input fills the fields from a pasted address
 * (parseAddress in libs/contracts); country and state are picked from the reference calls, the
 * city offered from the state's cities (typed where the reference has none).
 * Validation status and result are set by the address validation, never typed.
 */
export const addressBook = defineResource({
  name: 'address-book',
  table: 'address_book',
  label: { en: 'Address Book', zh: '地址簿' },
  singular: { en: 'Address', zh: '地址' },
  menu: { group: 'settings', order: 5, label: { en: 'Address', zh: '地址' } },
  permission: { module: 'generalSetting', sub: 'address-book' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'nickname',
  // The order forms read the whole book at once (01 §9: page size 99999).
  listAliases: ['wms-user/addressBook/list'],
  maxPageSize: 99999,
  formAddon: 'address-auto-input',
  // Who first (untitled: name of the entry, type, contact), then where, then what validation found.
  layout: {
    style: 'sections',
    groups: [
      { key: 'address', label: { en: 'Address', zh: '地址' }, fields: ['countryCode', 'stateCode', 'city', 'addressLine1', 'addressLine2', 'zipCode', 'isResidential', 'isDropship'] },
      { key: 'validation', label: { en: 'Validation', zh: '地址校验' }, fields: ['validationStatus', 'validationResult'] },
    ],
  },
  // the first screen at 1280 px shows nickname, name, stateCode, city; the rest are offered in the column chooser
  listHidden: ['type', 'company', 'phone', 'email', 'countryCode', 'zipCode', 'isResidential', 'validationStatus', 'createTime'],
  fields: {
    nickname: text({ en: 'Address Book Name', zh: '地址簿名称' }, { required: true, maxLength: 64, list: true, filter: 'contains', sort: true, rules: ['trim'] }),
    type: enumOf({ en: 'Type', zh: '类型' }, [
      { value: 1, label: { en: 'Sender', zh: '发件人' } },
      { value: 2, label: { en: 'Recipient', zh: '收件人' } },
    ], { required: true, list: true, filter: 'eq' }),
    name: text({ en: 'Name', zh: '姓名' }, { required: true, maxLength: 64, list: true, filter: 'contains', searchable: true, rules: ['trim'] }),
    company: text({ en: 'Company', zh: '公司' }, { required: true, maxLength: 64, list: true, filter: 'contains', searchable: true, rules: ['trim'] }),
    phone: text({ en: 'Phone', zh: '电话' }, { required: true, maxLength: 20, list: true, copyable: true, rules: ['trim', 'digits10'] }),
    email: email({ en: 'Email', zh: '邮箱' }, { required: true, list: true, messages: { email: 'legalEmail' } }),
    einSsn: text({ en: 'EIN/SSN', zh: 'EIN/SSN' }, { maxLength: 20, rules: ['trim'] }),
    countryCode: text({ en: 'Country', zh: '国家' }, { required: true, minLength: 2, maxLength: 2, default: 'US', widget: 'country', list: true, filter: 'eq', rules: ['trim'] }),
    stateCode: text({ en: 'State', zh: '州/省' }, { required: true, maxLength: 8, widget: 'state', list: true, filter: 'eq', rules: ['trim'] }),
    city: text({ en: 'City', zh: '城市' }, { required: true, maxLength: 64, widget: 'city', list: true, filter: 'contains', sort: true, rules: ['trim'] }),
    addressLine1: street({ en: 'Street Address', zh: '街道地址' }, true),
    addressLine2: street({ en: 'Unit/Apt/Suite', zh: '单元/公寓/套房' }, false),
    zipCode: text({ en: 'Zip Code', zh: '邮编' }, { required: true, maxLength: 10, list: true, filter: 'eq', rules: ['trim'] }),
    isResidential: boolean({ en: 'Residential', zh: '住宅地址' }, { default: false, list: true, filter: 'eq' }),
    isDropship: boolean({ en: 'Dropship', zh: '代发货' }, { default: false }),
    validationStatus: enumOf({ en: 'Validation Status', zh: '校验状态' }, [
      { value: 0, label: { en: 'None', zh: '未校验' } },
      { value: 1, label: { en: 'Success', zh: '成功' } },
      { value: -1, label: { en: 'Error', zh: '错误' } },
    ], { default: 0, form: false, list: true, filter: 'eq' }),
    validationResult: enumOf({ en: 'Validation Result', zh: '校验结果' }, [
      { value: 0, label: { en: 'Unknown', zh: '未知' } },
      { value: 1, label: { en: 'Residential', zh: '住宅' } },
      { value: 2, label: { en: 'Commercial', zh: '商业' } },
      { value: 3, label: { en: 'Error', zh: '错误' } },
      { value: 4, label: { en: 'No Validate Type', zh: '无校验类型' } },
    ], { default: 0, form: false, filter: 'eq' }),
  },
  recordRules: [zipCodeOf('zipCode', 'countryCode')],
  indexes: [['type', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  // A valid create body: the test suites create, filter, change and delete records from it.
  sample: {
    nickname: 'Reno office', type: 1, name: 'Tess Tester', company: 'Test Co', phone: '7755550100', email: 'tess@example.com',
    countryCode: 'US', stateCode: 'NV', city: 'Reno', addressLine1: '1 Test Rd', addressLine2: 'Suite 1', zipCode: '89502',
  },
});
