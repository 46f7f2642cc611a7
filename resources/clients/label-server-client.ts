import { defineResource, email, enumOf, phone, relation, text } from '@console/metadata';

/**
 * Label SaaS > Label Server Client (01 §3): the companies that run their own label server on the
 * platform's carrier accounts, each on its own domain, signing in with one login user. Status
 * is active 1 / inactive 2 (01 §4); an inactive client's server stops creating labels. A sales
 * user sees only the clients it owns.
 */
export const labelServerClient = defineResource({
  name: 'label-server-client',
  table: 'label_server_client',
  label: { en: 'Label Server Client', zh: '面单服务客户' },
  menu: { group: 'labelSaas', order: 1 },
  permission: { module: 'labelSaas', sub: 'label-server-client' },
  actions: ['create', 'edit', 'export'],
  hooks: 'label-server-client',
  titleField: 'clientName',
  customActions: [
    { name: 'deactivate', label: { en: 'Deactivate', zh: '停用' }, action: 'special', done: { en: '{clientName} deactivated', zh: '{clientName} 已停用' }, when: { field: 'status', in: [1] }, set: { status: 2 },
      confirm: { en: 'Deactivate this client? Its label server stops creating labels.', zh: '确定停用该客户吗？其面单服务将停止创建面单。' } },
    { name: 'activate', label: { en: 'Activate', zh: '启用' }, action: 'special', done: { en: '{clientName} activated', zh: '{clientName} 已启用' }, when: { field: 'status', in: [2] }, set: { status: 1 } },
  ],
  // the first screen at 1280 px shows clientId, clientName, loginUserName, status; the rest are offered in the column chooser
  listHidden: ['company', 'email', 'phone', 'domain', 'salesId', 'createTime'],
  fields: {
    clientId: text({ en: 'Client ID', zh: '客户编号' }, { maxLength: 16, unique: true, form: false, list: true, filter: 'eq', sort: true, copyable: true, searchable: true }),
    clientName: text({ en: 'Client Name', zh: '客户名称' }, { required: true, maxLength: 128, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    loginUserName: text({ en: 'Login User Name', zh: '登录用户名' }, {
      required: true, maxLength: 64, unique: true, editable: false, list: true, filter: 'contains', copyable: true,
      rules: ['trim'], pattern: { regex: '^[A-Za-z0-9._@-]+$', message: 'lettersNumbers' },
    }),
    company: text({ en: 'Company', zh: '公司' }, { required: true, maxLength: 128, list: true, filter: 'contains', rules: ['trim'] }),
    firstName: text({ en: 'First Name', zh: '名' }, { required: true, maxLength: 64, rules: ['trim'] }),
    lastName: text({ en: 'Last Name', zh: '姓' }, { required: true, maxLength: 64, rules: ['trim'] }),
    email: email({ en: 'Email', zh: '邮箱' }, { required: true, list: true, filter: 'contains', copyable: true, searchable: true, messages: { email: 'emailFormat' } }),
    phone: phone({ en: 'Phone', zh: '电话' }, { required: true, minLength: 6, list: true }),
    domain: text({ en: 'Domain', zh: '域名' }, {
      required: true, maxLength: 253, unique: true, list: true, filter: 'contains', copyable: true, rules: ['trim'],
      pattern: { regex: '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$', message: 'invalidDomain' },
      help: { en: 'Where its label server answers, e.g. labels.example.com', zh: '其面单服务的域名，例如 labels.example.com' },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, [
      { value: 1, label: { en: 'Active', zh: '启用' } },
      { value: 2, label: { en: 'Inactive', zh: '停用' } },
    ], { required: true, default: 1, form: false, list: true, filter: 'eq' }),
    salesId: relation({ en: 'Sales', zh: '销售' }, { resource: 'admin-user', labelField: 'userName' }, { required: true, list: true, filter: 'eq', index: true }),
  },
  dataScope: { field: 'salesId' },
  indexes: [['status', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: {
    clientName: 'Test Label Co', loginUserName: 'label.tester', company: 'Test Label Co LLC', firstName: 'Lea', lastName: 'Bell',
    email: 'lea@label-test.example.com', phone: '6265550142', domain: 'labels.test-label.example.com', salesId: 1,
  },
});
