import { defineResource, email, enumOf, phone, relation, requiredWhen, text } from '@console/metadata';

/**
 * A client's users (01 §3: loginName, userName, role, email, phoneNumber, createdOn, reason):
 * the people of a client who sign in to its portal, listed on the client's page. A user is
 * disabled, not deleted, with the reason; a deactivated client stops all its users signing in
 * (`assertClientMay(clientId, 'signIn')`). A sales user reaches the users of the clients it owns.
 */
export const clientUser = defineResource({
  name: 'client-user',
  table: 'client_user',
  label: { en: 'Client Users', zh: '客户用户' },
  singular: { en: 'Client User', zh: '客户用户' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'client' },
  actions: ['create', 'edit', 'export'],
  titleField: 'loginName',
  fields: {
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq', index: true }),
    loginName: text({ en: 'Login Name', zh: '登录名' }, {
      required: true, maxLength: 64, unique: true, editable: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true,
      rules: ['trim'], pattern: { regex: '^[A-Za-z0-9._@-]+$', message: 'lettersNumbers' },
    }),
    userName: text({ en: 'User Name', zh: '用户名' }, { required: true, maxLength: 64, list: true, filter: 'contains', rules: ['trim'] }),
    role: enumOf({ en: 'Role', zh: '角色' }, [
      { value: 'ADMIN', label: { en: 'Administrator', zh: '管理员' } },
      { value: 'OPERATOR', label: { en: 'Operator', zh: '操作员' } },
      { value: 'FINANCE', label: { en: 'Finance', zh: '财务' } },
      { value: 'VIEWER', label: { en: 'Viewer', zh: '只读' } },
    ], { required: true, maxLength: 16, default: 'OPERATOR', list: true, filter: 'eq' }),
    email: email({ en: 'Email', zh: '邮箱' }, { required: true, list: true, copyable: true, messages: { email: 'emailFormat' } }),
    phoneNumber: phone({ en: 'Phone Number', zh: '电话号码' }, { minLength: 6, list: true }),
    status: enumOf({ en: 'Status', zh: '状态' }, [
      { value: 'ACTIVE', label: { en: 'Active', zh: '启用' } },
      { value: 'DIS_ACTIVE', label: { en: 'Disabled', zh: '已停用' } },
    ], { required: true, maxLength: 16, default: 'ACTIVE', list: true, filter: 'eq' }),
    reason: text({ en: 'Reason', zh: '原因' }, { maxLength: 255, list: true, rules: ['trim'], visibleWhen: { field: 'status', in: ['DIS_ACTIVE'] } }),
  },
  recordRules: [requiredWhen('reason', { field: 'status', in: ['DIS_ACTIVE'] })],
  dataScope: { through: 'clientId' },
  listTimes: ['createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { clientId: 1, loginName: 'tia.user', userName: 'Tia User', role: 'OPERATOR', email: 'tia.user@example.com', phoneNumber: '6265550100', status: 'ACTIVE' },
});
