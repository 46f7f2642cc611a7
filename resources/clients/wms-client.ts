import { boolean, date, defineResource, email, enumOf, phone, relation, text, zipCodeOf } from '@console/metadata';

/**
 * WMS > WMS Client (01 §2 `wms-client` and its create, update, view, wms, subscription and client
 * variants; 01 §3): an organisation running the platform's WMS. The variants are this record's
 * create, edit and show screens and its tabs — Organisation, Root User (the client who signs in
 * first), Address, WMS Mail (the host its WMS sends e-mail through) and Subscription.
 *
 * - The mail host password is write-only: stored encrypted (AES-256-GCM, the key from
 *   DATA_ENCRYPTION_KEY) by the `wms-client` hooks and never returned; `emailPasswordSet` says
 *   whether one is stored. Leaving it empty on an edit keeps the stored one.
 * - Subscription status follows the dates: in trial until the trial ends, then trial expired;
 *   in subscription until the paid period ends, then expired. Refunded and Inactive are set by
 *   staff (Refund, Cancel Subscription) and stay. A daily job moves the statuses as dates pass
 *   (idempotent, one run per day across instances: apps/api/src/modules/wms-clients).
 * - A sales user sees the organisations it owns.
 */
export const wmsClient = defineResource({
  name: 'wms-client',
  table: 'wms_client',
  label: { en: 'WMS Client', zh: 'WMS 客户' },
  menu: { group: 'wms', order: 1 },
  permission: { module: 'wms', sub: 'wms-client' },
  actions: ['create', 'edit', 'export'],
  hooks: 'wms-client',
  titleField: 'clientName',
  customActions: [
    { name: 'deactivate', label: { en: 'Deactivate', zh: '停用' }, action: 'special', done: { en: '{clientName} deactivated', zh: '{clientName} 已停用' }, when: { field: 'status', in: ['ACTIVE'] }, set: { status: 'DIS_ACTIVE_ADMIN' },
      confirm: { en: 'Deactivate this organisation? Its users can no longer sign in to the WMS.', zh: '确定停用该组织吗？其用户将无法登录 WMS。' } },
    { name: 'activate', label: { en: 'Activate', zh: '启用' }, action: 'special', done: { en: '{clientName} activated', zh: '{clientName} 已启用' }, when: { field: 'status', in: ['DIS_ACTIVE', 'DIS_ACTIVE_ADMIN'] }, set: { status: 'ACTIVE' } },
    { name: 'refund', label: { en: 'Refund', zh: '退款' }, action: 'special', when: { field: 'subscriptionStatus', in: ['IN_SUBSCRIPTION'] }, set: { subscriptionStatus: 'REFUNDED' },
      confirm: { en: 'Mark the subscription refunded? It ends now.', zh: '确定将订阅标记为已退款吗？订阅将立即结束。' } },
    { name: 'cancel-subscription', label: { en: 'Cancel Subscription', zh: '取消订阅' }, action: 'special', set: { subscriptionStatus: 'INACTIVE' },
      when: { field: 'subscriptionStatus', in: ['IN_TRIAL', 'TRIAL_EXPIRED', 'IN_SUBSCRIPTION', 'SUBSCRIPTION_EXPIRED'] },
      confirm: { en: 'Cancel the subscription? The organisation becomes inactive.', zh: '确定取消订阅吗？该组织将变为未激活。' } },
  ],
  // the first screen at 1280 px shows clientName, status, subscriptionStatus, subscriptionEndDate; the rest are offered in the column chooser
  listHidden: ['clientId', 'company', 'rootUserName', 'email', 'phone', 'city', 'trialEndDate', 'salesId', 'createTime'],
  fields: {
    clientId: text({ en: 'Client ID', zh: '客户编号' }, { maxLength: 16, unique: true, form: false, list: true, filter: 'eq', sort: true, copyable: true, searchable: true }),
    clientName: text({ en: 'Organisation Name', zh: '组织名称' }, { required: true, maxLength: 128, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    company: text({ en: 'Company', zh: '公司' }, { maxLength: 128, list: true, filter: 'contains', rules: ['trim'] }),
    status: enumOf({ en: 'Status', zh: '状态' }, [
      { value: 'ACTIVE', label: { en: 'Active', zh: '启用' } },
      { value: 'DIS_ACTIVE', label: { en: 'Deactivated', zh: '已停用' } },
      { value: 'DIS_ACTIVE_ADMIN', label: { en: 'Deactivated by admin', zh: '被管理员停用' } },
    ], { required: true, maxLength: 16, default: 'ACTIVE', form: false, list: true, filter: 'eq' }),
    rootUserName: text({ en: 'Root User Name', zh: '主账号用户名' }, {
      required: true, maxLength: 64, unique: true, editable: false, list: true, filter: 'contains', copyable: true,
      rules: ['trim'], pattern: { regex: '^[A-Za-z0-9._@-]+$', message: 'lettersNumbers' },
    }),
    firstName: text({ en: 'First Name', zh: '名' }, { required: true, maxLength: 64, rules: ['trim'] }),
    lastName: text({ en: 'Last Name', zh: '姓' }, { required: true, maxLength: 64, rules: ['trim'] }),
    jobTitle: text({ en: 'Job Title', zh: '职位' }, { maxLength: 64, rules: ['trim'] }),
    email: email({ en: 'Email', zh: '邮箱' }, { required: true, list: true, filter: 'contains', copyable: true, searchable: true, messages: { email: 'emailFormat' } }),
    phone: phone({ en: 'Phone', zh: '电话' }, { minLength: 6, list: true }),
    countryCode: text({ en: 'Country', zh: '国家' }, { minLength: 2, maxLength: 2, default: 'US', widget: 'country', filter: 'eq', rules: ['trim'] }),
    stateCode: text({ en: 'State', zh: '州/省' }, { maxLength: 8, widget: 'state', filter: 'eq', rules: ['trim'] }),
    city: text({ en: 'City', zh: '城市' }, { maxLength: 64, widget: 'city', list: true, rules: ['trim'] }),
    address1: text({ en: 'Address 1', zh: '地址 1' }, { maxLength: 64, rules: ['trim'] }),
    address2: text({ en: 'Address 2', zh: '地址 2' }, { maxLength: 64, rules: ['trim'] }),
    zipCode: text({ en: 'Zip Code', zh: '邮编' }, { maxLength: 10, rules: ['trim'] }),
    emailHost: text({ en: 'Email Host', zh: '邮件服务器' }, {
      maxLength: 253, rules: ['trim'], help: { en: 'The SMTP host the organisation\'s WMS sends e-mail through', zh: '该组织 WMS 发送邮件所用的 SMTP 服务器' },
    }),
    emailPassword: text({ en: 'Email Password', zh: '邮箱密码' }, {
      storage: 'writeOnly', maxLength: 128, help: { en: 'Stored encrypted, never shown; leave empty to keep the stored one', zh: '加密保存，不会显示；留空则保留原密码' },
    }),
    emailPasswordEnc: text({ en: 'Encrypted Email Password', zh: '加密的邮箱密码' }, { storage: 'serverOnly', maxLength: 512 }),
    emailPasswordSet: boolean({ en: 'Email Password Stored', zh: '已保存邮箱密码' }, { storage: 'computed' }),
    subscriptionStatus: enumOf({ en: 'Subscription Status', zh: '订阅状态' }, [
      { value: 'IN_TRIAL', label: { en: 'In trial', zh: '试用中' } },
      { value: 'TRIAL_EXPIRED', label: { en: 'Trial expired', zh: '试用已过期' } },
      { value: 'IN_SUBSCRIPTION', label: { en: 'In subscription', zh: '订阅中' } },
      { value: 'SUBSCRIPTION_EXPIRED', label: { en: 'Subscription expired', zh: '订阅已过期' } },
      { value: 'REFUNDED', label: { en: 'Refunded', zh: '已退款' } },
      { value: 'INACTIVE', label: { en: 'Inactive', zh: '未激活' } },
    ], { required: true, maxLength: 24, default: 'IN_TRIAL', form: false, list: true, filter: 'eq' }),
    trialEndDate: date({ en: 'Trial Ends', zh: '试用截止' }, { list: true, sort: true, filter: 'between' }),
    subscriptionStartDate: date({ en: 'Subscription Starts', zh: '订阅开始' }, { filter: 'between' }),
    subscriptionEndDate: date({ en: 'Subscription Ends', zh: '订阅截止' }, { list: true, sort: true, filter: 'between' }),
    salesId: relation({ en: 'Sales', zh: '销售' }, { resource: 'admin-user', labelField: 'userName' }, { list: true, filter: 'eq', index: true }),
  },
  // The spec's wms, subscription and client variants: the record's pages on those tabs.
  variants: { wms: { screen: 'edit', tab: 'wms' }, subscription: { screen: 'show', tab: 'subscription' }, client: { screen: 'show', tab: 'rootUser' } },
  layout: {
    style: 'tabs',
    groups: [
      { key: 'organisation', label: { en: 'Organisation', zh: '组织' }, fields: ['clientId', 'clientName', 'company', 'status', 'salesId'] },
      { key: 'rootUser', label: { en: 'Root User', zh: '主账号' }, fields: ['rootUserName', 'firstName', 'lastName', 'jobTitle', 'email', 'phone'] },
      { key: 'address', label: { en: 'Address', zh: '地址' }, fields: ['countryCode', 'stateCode', 'city', 'address1', 'address2', 'zipCode'] },
      { key: 'wms', label: { en: 'WMS Mail', zh: 'WMS 邮件' }, fields: ['emailHost', 'emailPassword', 'emailPasswordSet'] },
      { key: 'subscription', label: { en: 'Subscription', zh: '订阅' }, fields: ['subscriptionStatus', 'trialEndDate', 'subscriptionStartDate', 'subscriptionEndDate'] },
    ],
  },
  recordRules: [zipCodeOf('zipCode', 'countryCode')],
  dataScope: { field: 'salesId' },
  indexes: [['subscriptionStatus', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: {
    clientName: 'Test Org', company: 'Test Org LLC', rootUserName: 'org.root', firstName: 'Ora', lastName: 'Root', email: 'ora@test-org.example.com',
    countryCode: 'US', stateCode: 'NV', city: 'Reno', address1: '1 Test Way', zipCode: '89502',
    trialEndDate: '2026-01-31', subscriptionStartDate: '2026-02-01', subscriptionEndDate: '2099-12-31',
  },
});
