import { boolean, defineResource, enumOf, text } from '@console/metadata';
import { ACTIVE_STATUS } from '../pricing/options';
import { bankDetailFields } from './bank-details';
import { PAYMENT_METHOD_OPTIONS } from './options';

/**
 * WMS > Payment (01 §2 `payment/setting`): the platform's receiving accounts — the bank accounts
 * and PayPal accounts clients pay into. The spec shows no fields; these are what a finance team
 * puts on a remittance note and needs to tell its accounts apart. Secrets (the bank account
 * number, the PayPal API secret) are sealed by the `payment-setting` hooks (AES-256-GCM,
 * DATA_ENCRYPTION_KEY) and never returned; the last four digits of the number are shown.
 * Payments received into an account are Payment Records.
 */
export const paymentSetting = defineResource({
  name: 'payment-setting',
  route: 'payment/setting',
  table: 'payment_setting',
  label: { en: 'Payment', zh: '收款设置' },
  singular: { en: 'Receiving Account', zh: '收款账户' },
  menu: { group: 'wms', order: 3 },
  permission: { module: 'wms', sub: 'payment-setting' },
  actions: ['create', 'edit', 'export'],
  hooks: 'payment-setting',
  titleField: 'accountName',
  // the first screen at 1280 px shows accountName, method, currency, accountNumberMask, status; the rest are offered in the column chooser
  listHidden: ['accountHolder', 'paypalEmail', 'updateTime'],
  fields: {
    accountName: text({ en: 'Account Name', zh: '账户名称' }, { required: true, unique: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains', searchable: true }),
    method: enumOf({ en: 'Method', zh: '收款方式' }, PAYMENT_METHOD_OPTIONS, { required: true, list: true, filter: 'eq', editable: false }),
    currency: text({ en: 'Currency', zh: '币种' }, { required: true, default: 'USD', minLength: 3, maxLength: 3, pattern: { regex: '^[A-Z]{3}$', message: 'patternMismatch' }, list: true }),
    ...bankDetailFields(),
    paypalClientId: text({ en: 'PayPal Client ID', zh: 'PayPal Client ID' }, { maxLength: 128, rules: ['trim'], visibleWhen: { field: 'method', in: [1] } }),
    paypalSecret: text({ en: 'PayPal Secret', zh: 'PayPal 密钥' }, {
      storage: 'writeOnly', maxLength: 128, visibleWhen: { field: 'method', in: [1] },
      help: { en: 'Stored encrypted, never shown; leave empty to keep the stored one', zh: '加密保存，不会显示；留空则保留原值' },
    }),
    paypalSecretEnc: text({ en: 'Encrypted PayPal Secret', zh: '加密的 PayPal 密钥' }, { storage: 'serverOnly', maxLength: 1024 }),
    paypalSecretSet: boolean({ en: 'PayPal Secret Stored', zh: '已保存 PayPal 密钥' }, { storage: 'computed' }),
    status: enumOf({ en: 'Status', zh: '状态' }, ACTIVE_STATUS, { required: true, default: 1, list: true, filter: 'eq' }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'account', label: { en: 'Account', zh: '账户' }, fields: ['accountName', 'method', 'currency', 'status', 'note'] },
      { key: 'bank', label: { en: 'Bank / PayPal', zh: '银行 / PayPal' }, fields: ['bankName', 'accountHolder', 'accountNumber', 'accountNumberMask', 'accountNumberSet', 'routingNumber', 'paypalEmail', 'paypalClientId', 'paypalSecret', 'paypalSecretSet'] },
    ],
  },
  listTimes: ['updateTime'],
  defaultSort: { field: 'accountName', order: 'asc' },
  sample: { accountName: 'Operating Account', method: 3, currency: 'USD', bankName: 'Chase', accountHolder: 'EzeeShip LLC', accountNumber: '000123456789', routingNumber: '021000021', status: 1 },
});
