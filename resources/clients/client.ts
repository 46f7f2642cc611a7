import { datetime, defineResource, email, enumOf, money, phone, relation, text, zipCodeOf } from '@console/metadata';

/** What the audit, suspend and reject actions ask: the reason the client is told. */
const reason = text({ en: 'Reason', zh: '原因' }, { required: true, maxLength: 255, rules: ['trim'] });

/** The ledger's figures (01 §3), read-only here: the finance issue's ledger writes them. */
const figure = (en: string, zh: string) => money({ en, zh }, { required: true, default: 0, form: false, list: true, sort: true });

/**
 * Fulfillment > OMS Client and Warehouse Clients (01 §2 `{product}-client`,
 * `{product}-new-oms-client`; 01 §3-§6): the shippers of the OMS and the clients of the
 * platform's own warehouses, one resource partitioned by kind.
 *
 * - Audit (`auditStatus`): a new client is Pending; Approve lets it submit inbound, outbound and
 *   return applications; Reject (with a reason) leaves it able to sign in but not to submit;
 *   Suspend (with a reason, offered beside Deactivate for any client not suspended already)
 *   stops applications and labels; the spec names no Resume: Approve lifts it (an audit decision).
 * - Account (`status`): Deactivate freezes the account: neither the client nor its users sign
 *   in, and no label is created for it, through the API either; Activate undoes it (and
 *   activates a client that never activated its account).
 * - The one check other modules call is `ClientAccessService.assertClientMay(clientId,
 *   'submit' | 'createLabel' | 'signIn')` (apps/api/src/modules/clients).
 * - Reset Password e-mails a generated password (nodemailer with SMTP_URL, else the outbox that
 *   Message Management shows); Proxy Login (its own sub-role) issues a short-lived token scoped
 *   to this client and answers the portal's landing link. Both are audited on the client.
 * - A sales user sees only the clients it owns, and their users (client-user's data scope).
 */
export const client = defineResource({
  name: 'client',
  table: 'client',
  label: { en: 'Clients', zh: '客户' },
  singular: { en: 'Client', zh: '客户' },
  menu: { group: 'fulfillment', order: 1 },
  permission: { module: 'fulfillment', sub: 'client' },
  actions: ['create', 'edit', 'export'],
  import: true,
  hooks: 'client',
  titleField: 'companyName',
  customActions: [
    { name: 'approve', label: { en: 'Approve', zh: '审核通过' }, action: 'special', done: { en: '{companyName} approved', zh: '{companyName} 已审核通过' }, when: { field: 'auditStatus', in: ['PENDING', 'REJECTED', 'SUSPENDED'] },
      set: { auditStatus: 'APPROVED', auditReason: null, auditedBy: { auto: 'currentUserName' } },
      confirm: { en: 'Approve this client? It may then submit inbound, outbound and return applications.', zh: '确定审核通过该客户吗？通过后可提交入库、出库和退货申请。' } },
    { name: 'reject', label: { en: 'Reject', zh: '驳回' }, action: 'special', done: { en: '{companyName} rejected: {reason}', zh: '{companyName} 已驳回：{reason}' }, when: { field: 'auditStatus', in: ['PENDING'] }, input: { reason },
      set: { auditStatus: 'REJECTED', auditReason: { input: 'reason' }, auditedBy: { auto: 'currentUserName' } },
      confirm: { en: 'Reject this client? It can still sign in but cannot submit applications.', zh: '确定驳回该客户吗？驳回后仍可登录，但不能提交申请。' } },
    // Suspend sits beside Deactivate: any client not suspended already, pending and rejected ones
    // too (a pending client may create labels: suspending it stops that, with a reason it is told).
    { name: 'suspend', label: { en: 'Suspend', zh: '暂停' }, action: 'special', when: { field: 'auditStatus', in: ['PENDING', 'APPROVED', 'REJECTED'] }, input: { reason },
      set: { auditStatus: 'SUSPENDED', auditReason: { input: 'reason' }, auditedBy: { auto: 'currentUserName' } },
      confirm: { en: 'Suspend this client? It cannot submit applications or create labels until approved again.', zh: '确定暂停该客户吗？再次审核通过前不能提交申请或创建面单。' } },
    { name: 'deactivate', label: { en: 'Deactivate', zh: '停用' }, action: 'special', done: { en: '{companyName} deactivated', zh: '{companyName} 已停用' }, when: { field: 'status', in: ['ACTIVE', 'NOT_ACTIVATED'] }, set: { status: 'FROZEN' },
      confirm: { en: 'Deactivate this client? It and its users can no longer sign in or create labels.', zh: '确定停用该客户吗？该客户及其用户将无法登录或创建面单。' } },
    { name: 'activate', label: { en: 'Activate', zh: '启用' }, action: 'special', done: { en: '{companyName} activated', zh: '{companyName} 已启用' }, when: { field: 'status', in: ['FROZEN', 'NOT_ACTIVATED'] }, set: { status: 'ACTIVE' } },
    { name: 'reset-password', label: { en: 'Reset Password', zh: '重置密码' }, action: 'special', bulk: false,
      confirm: { en: 'Generate a new password and e-mail it to the client?', zh: '确定生成新密码并通过邮件发送给该客户吗？' } },
    { name: 'proxy-login', label: { en: 'Proxy Login', zh: '代登录' }, action: 'special', sub: 'client-proxy-login', bulk: false, when: { field: 'status', in: ['ACTIVE'] },
      confirm: { en: 'Open a 15-minute portal session as this client? It is recorded in the client\'s history.', zh: '确定以该客户身份开启 15 分钟的门户会话吗？此操作会记录在客户历史中。' } },
  ],
  // the first screen at 1280 px shows what staff look a client up by and check: its ID and name, status,
  // audit status (the balances are on its page); the rest are offered in the column chooser
  listHidden: ['clientKind', 'contactEmail', 'contactName', 'phone', 'salesId', 'connectedWarehouse', 'totalFunded', 'totalBilled', 'balance', 'unBilled', 'available', 'createTime'],
  fields: {
    clientKind: enumOf({ en: 'Client Type', zh: '客户类型' }, [
      { value: 'oms', label: { en: 'OMS Client', zh: 'OMS 客户' } },
      { value: 'own-warehouse', label: { en: 'Warehouse Client', zh: '仓库客户' } },
    ], { required: true, maxLength: 16, list: true, filter: 'eq', editable: false }),
    clientId: text({ en: 'Client ID', zh: '客户编号' }, { maxLength: 16, unique: true, form: false, list: true, filter: 'eq', sort: true, copyable: true, searchable: true }),
    companyName: text({ en: 'Client Name', zh: '客户名称' }, { required: true, maxLength: 128, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    firstName: text({ en: 'First Name', zh: '名' }, { required: true, maxLength: 64, rules: ['trim'] }),
    lastName: text({ en: 'Last Name', zh: '姓' }, { required: true, maxLength: 64, rules: ['trim'] }),
    contactName: text({ en: 'Contact Name', zh: '联系人' }, { maxLength: 130, form: false, list: true, filter: 'contains' }),
    contactEmail: email({ en: 'Email', zh: '邮箱' }, { required: true, unique: true, list: true, filter: 'contains', copyable: true, searchable: true, messages: { email: 'emailFormat' } }),
    phone: phone({ en: 'Phone Number', zh: '电话号码' }, { required: true, minLength: 6, list: true, copyable: true }),
    salesId: relation({ en: 'Sales', zh: '销售' }, { resource: 'admin-user', labelField: 'userName' }, { required: true, list: true, filter: 'eq', index: true }),
    connectedWarehouse: relation({ en: 'Connected Warehouse', zh: '关联仓库' }, { resource: 'warehouse', labelField: 'name' }, { list: true, filter: 'eq' }),
    // Where the client is (support zones group clients by country and state).
    countryCode: text({ en: 'Country', zh: '国家' }, { minLength: 2, maxLength: 2, default: 'US', widget: 'country', filter: 'eq', rules: ['trim'] }),
    stateCode: text({ en: 'State', zh: '州/省' }, { maxLength: 8, widget: 'state', filter: 'eq', rules: ['trim'] }),
    // the street address its invoices bill (the PDF's bill-to block); optional, as a client may sign up without one
    city: text({ en: 'City', zh: '城市' }, { maxLength: 64, widget: 'city', rules: ['trim'] }),
    address1: text({ en: 'Address 1', zh: '地址 1' }, { maxLength: 64, rules: ['trim'] }),
    address2: text({ en: 'Address 2', zh: '地址 2' }, { maxLength: 64, rules: ['trim'] }),
    zipCode: text({ en: 'Zip Code', zh: '邮编' }, { maxLength: 10, rules: ['trim'] }),
    esLink: text({ en: 'ES Link', zh: 'ES 链接' }, { maxLength: 255, copyable: true, rules: ['trim', 'httpUrl'], help: { en: 'The client\'s store or integration link', zh: '客户店铺或对接链接' } }),
    status: enumOf({ en: 'Status', zh: '状态' }, [
      { value: 'ACTIVE', label: { en: 'Active', zh: '已激活' } },
      { value: 'NOT_ACTIVATED', label: { en: 'Not Activated', zh: '未激活' } },
      { value: 'FROZEN', label: { en: 'Frozen', zh: '已冻结' } },
    ], { required: true, maxLength: 16, default: 'ACTIVE', form: false, list: true, filter: 'eq' }),
    auditStatus: enumOf({ en: 'Audit Status', zh: '审核状态' }, [
      { value: 'PENDING', label: { en: 'Pending', zh: '待审核' } },
      { value: 'APPROVED', label: { en: 'Approved', zh: '已通过' } },
      { value: 'REJECTED', label: { en: 'Rejected', zh: '已驳回' } },
      { value: 'SUSPENDED', label: { en: 'Suspended', zh: '已暂停' } },
    ], { required: true, maxLength: 16, default: 'PENDING', form: false, list: true, filter: 'eq' }),
    auditReason: text({ en: 'Audit Reason', zh: '审核原因' }, { maxLength: 255, form: false }),
    // 02 §9 Deduction type of its labels: instant 1 debits the label's total at once, holding 2 holds it on the available balance
    deductionType: enumOf({ en: 'Deduction Type', zh: '扣费方式' }, [
      { value: 1, label: { en: 'Instant', zh: '即时扣费' } },
      { value: 2, label: { en: 'Holding', zh: '预扣' } },
    ], { default: 1, list: false, filter: 'eq' }),
    auditedBy: text({ en: 'Audited By', zh: '审核人' }, { maxLength: 64, form: false }),
    totalFunded: figure('Total Funded', '累计充值'),
    totalBilled: figure('Total Billed', '累计扣费'),
    balance: figure('Balance', '余额'),
    unBilled: figure('Unbilled', '未结算'),
    available: figure('Available', '可用余额'),
    accountBalance: money({ en: 'Account Balance', zh: '账户余额' }, { storage: 'computed', list: false }),
    passwordHash: text({ en: 'Password Hash', zh: '密码哈希' }, { storage: 'serverOnly', maxLength: 255 }),
    // What the reset-password and proxy-login actions answer (shown once in their dialog).
    passwordSentTo: text({ en: 'Password sent to', zh: '密码已发送至' }, { storage: 'computed', show: false }),
    // without a mail server the reset mail stays in the outbox, redacted: the password is shown once to whoever reset it
    outboxPassword: text({ en: 'New password (no mail server: hand it to the client)', zh: '新密码（未配置邮件服务器，请转交客户）' }, { storage: 'computed', show: false }),
    proxyLink: text({ en: 'Landing Link', zh: '登录链接' }, { storage: 'computed', show: false }),
    proxyExpiresAt: datetime({ en: 'Expires At', zh: '过期时间' }, { storage: 'computed', show: false }),
  },
  layout: {
    style: 'tabs',
    groups: [
      { key: 'account', label: { en: 'Account', zh: '账户' }, fields: ['clientKind', 'clientId', 'companyName', 'firstName', 'lastName', 'contactName', 'contactEmail', 'phone', 'esLink'] },
      { key: 'service', label: { en: 'Service', zh: '服务' }, fields: ['salesId', 'connectedWarehouse', 'deductionType', 'status', 'auditStatus', 'auditReason', 'auditedBy'] },
      { key: 'address', label: { en: 'Address', zh: '地址' }, fields: ['countryCode', 'stateCode', 'city', 'address1', 'address2', 'zipCode'] },
      { key: 'balance', label: { en: 'Balance', zh: '余额' }, fields: ['totalFunded', 'totalBilled', 'balance', 'unBilled', 'available', 'accountBalance'] },
    ],
  },
  recordRules: [zipCodeOf('zipCode', 'countryCode')],
  transitions: { field: 'auditStatus', allowed: { PENDING: ['APPROVED', 'REJECTED', 'SUSPENDED'], REJECTED: ['APPROVED', 'SUSPENDED'], APPROVED: ['SUSPENDED'], SUSPENDED: ['APPROVED'] } },
  partition: {
    field: 'clientKind', param: 'clientPage',
    values: [
      { value: 'oms', sub: 'client', slug: '{product}-client', label: { en: 'OMS Client', zh: 'OMS 客户' } },
      { value: 'own-warehouse', sub: 'client', slug: '{product}-new-oms-client', label: { en: 'Warehouse Clients', zh: '仓库客户' } },
    ],
    routes: { list: ':clientPage', create: ':clientPage/create', edit: ':clientPage/edit/:id', show: ':clientPage/show/:id' },
  },
  // its support cases (the client's page shows its tickets, each opening on its source's screen)
  children: [{ resource: 'client-user', foreignKey: 'clientId', onParentDelete: 'refuse' }, { resource: 'ticket', foreignKey: 'clientId', onParentDelete: 'refuse' }],
  dataScope: { field: 'salesId' },
  indexes: [['clientKind', 'createTime'], ['salesId', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { clientKind: 'oms', companyName: 'Test Shipper LLC', firstName: 'Tia', lastName: 'Tester', contactEmail: 'tia@example.com', phone: '+1 626 555 0100', salesId: 1 },
});
