import { boolean, defineResource, enumOf, integer, text } from '@console/metadata';
import { ACTIVE_STATUS, CARRIERS } from './options';

/**
 * Fulfillment > Shipping Settings > Shipping Account (01 §2 `shipping-settings/shipping-account`):
 * the platform's accounts with the carriers, which labels are bought on and whose rate cards
 * price them. The nickname is what screens show ('An account nickname is required', 02 §5).
 *
 * - DIM divisor: the account's dimensional weight factor (139 for UPS/FedEx daily rates, 166 for
 *   retail and USPS); DIM weight counts only above `dimMinCubicInches` (USPS: 1,728, one cubic
 *   foot; 0 = always). Both feed the rate engine.
 * - API credentials (key and secret) are stored encrypted (AES-256-GCM, DATA_ENCRYPTION_KEY) by the
 *   `shipping-account` hooks and never returned: `apiKeySet` / `apiSecretSet` say whether one is
 *   stored; leaving the field empty on an edit keeps it.
 * - An inactive account prices and buys nothing; its cards stay for replays of earlier shipments.
 */
export const shippingAccount = defineResource({
  name: 'shipping-account',
  route: 'shipping-settings/shipping-account',
  table: 'shipping_account',
  label: { en: 'Shipping Account', zh: '物流账号' },
  menu: { group: 'fulfillment', order: 22, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-account' },
  actions: ['create', 'edit', 'export'],
  hooks: 'shipping-account',
  titleField: 'nickname',
  // the first screen at 1280 px shows nickname, carrier, accountNumber, environment, status; the rest are offered in the column chooser
  listHidden: ['dimDivisor', 'apiKeySet', 'updateTime'],
  fields: {
    nickname: text({ en: 'Account Nickname', zh: '账号昵称' }, {
      required: true, maxLength: 64, unique: true, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'],
      messages: { required: 'accountNicknameRequired' },
    }),
    carrier: enumOf({ en: 'Carrier', zh: '承运商' }, CARRIERS, { required: true, list: true, filter: 'eq', sort: true }),
    accountNumber: text({ en: 'Account Number', zh: '账号' }, { required: true, maxLength: 32, list: true, filter: 'eq', copyable: true, searchable: true, rules: ['trim'] }),
    environment: enumOf({ en: 'Environment', zh: '环境' }, [
      { value: 1, label: { en: 'Production', zh: '正式' } },
      { value: 2, label: { en: 'Sandbox', zh: '测试' } },
    ], { required: true, default: 1, list: true, filter: 'eq' }),
    dimDivisor: integer({ en: 'DIM Divisor', zh: '材积除数' }, {
      required: true, default: 139, min: 1, max: 999, list: true,
      help: { en: 'L x W x H (in) / divisor = DIM weight (lb); 139 daily rates, 166 retail and USPS', zh: '长×宽×高（英寸）/ 除数 = 材积重（磅）；日结价 139，零售及 USPS 166' },
    }),
    dimMinCubicInches: integer({ en: 'DIM from (cubic inches)', zh: '计材积起点（立方英寸）' }, {
      required: true, default: 0, min: 0, max: 100000,
      help: { en: 'DIM weight counts only above this volume (USPS: 1728); 0 = always', zh: '体积超过此值才计材积重（USPS：1728）；0 表示始终计算' },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, ACTIVE_STATUS, { required: true, default: 1, list: true, filter: 'eq' }),
    apiKey: text({ en: 'API Key', zh: 'API 密钥' }, {
      storage: 'writeOnly', maxLength: 128, help: { en: 'Stored encrypted, never shown; leave empty to keep the stored one', zh: '加密保存，不会显示；留空则保留原值' },
    }),
    apiKeyEnc: text({ en: 'Encrypted API Key', zh: '加密的 API 密钥' }, { storage: 'serverOnly', maxLength: 1024 }),
    apiKeySet: boolean({ en: 'API Key Stored', zh: '已保存 API 密钥' }, { storage: 'computed', list: true }),
    apiSecret: text({ en: 'API Secret', zh: 'API 私钥' }, {
      storage: 'writeOnly', maxLength: 128, help: { en: 'Stored encrypted, never shown; leave empty to keep the stored one', zh: '加密保存，不会显示；留空则保留原值' },
    }),
    apiSecretEnc: text({ en: 'Encrypted API Secret', zh: '加密的 API 私钥' }, { storage: 'serverOnly', maxLength: 1024 }),
    apiSecretSet: boolean({ en: 'API Secret Stored', zh: '已保存 API 私钥' }, { storage: 'computed' }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'account', label: { en: 'Account', zh: '账号' }, fields: ['nickname', 'carrier', 'accountNumber', 'environment', 'status', 'note'] },
      { key: 'dim', label: { en: 'Dimensional Weight', zh: '材积重' }, fields: ['dimDivisor', 'dimMinCubicInches'] },
      { key: 'credentials', label: { en: 'API Credentials', zh: 'API 凭证' }, fields: ['apiKey', 'apiKeySet', 'apiSecret', 'apiSecretSet'] },
    ],
  },
  listTimes: ['updateTime'],
  defaultSort: { field: 'nickname', order: 'asc' },
  sample: { nickname: 'Sample UPS Account', carrier: 2, accountNumber: 'A1B2C3', environment: 1, dimDivisor: 139, dimMinCubicInches: 0, status: 1, apiKey: 'sample-key', apiSecret: 'sample-secret' },
});
