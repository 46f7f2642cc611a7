import { boolean, defineResource, email, enumOf, integer, json, phone, text } from '@console/metadata';

/**
 * Settings > Admin User (spec 01 §3, §5). Users are deactivated, never deleted, so their
 * history stays attributable. Passwords arrive write-only and are stored as an Argon2id hash
 * by the `admin-user` hooks, which also fill the roles and invitation links.
 */
export const adminUser = defineResource({
  name: 'admin-user',
  table: 'admin_user',
  label: { en: 'Admin User', zh: '管理员用户' },
  menu: { group: 'settings', order: 1 },
  permission: { module: 'generalSetting', sub: 'admin-users' },
  actions: ['create', 'edit', 'export'],
  customActions: [
    { name: 'activate', label: { en: 'Activate', zh: '启用' }, action: 'special', done: { en: '{userName} activated', zh: '{userName} 已启用' }, when: { field: 'status', in: ['DIS_ACTIVE'] } },
    {
      name: 'deactivate', label: { en: 'Deactivate', zh: '停用' }, action: 'special', done: { en: '{userName} deactivated', zh: '{userName} 已停用' }, when: { field: 'status', in: ['ACTIVE'] },
      confirm: { en: 'Deactivate this user? They are signed out at once.', zh: '确定停用该用户吗？其登录会立即失效。' },
    },
    {
      name: 'reset-password', label: { en: 'Reset Password', zh: '重置密码' }, action: 'special',
      confirm: { en: 'Generate a new password for this user?', zh: '确定为该用户生成新密码吗？' },
    },
  ],
  hooks: 'admin-user',
  titleField: 'userName',
  // the first screen at 1280 px shows userName, firstName, roleIds, status; the rest are offered in the column chooser
  listHidden: ['lastName', 'email', 'phone', 'createTime'],
  fields: {
    userName: text({ en: 'User Name', zh: '用户名' }, {
      required: true, maxLength: 64, unique: true, editable: false, list: true, filter: 'contains', sort: true, rules: ['trim'],
      pattern: { regex: '^[A-Za-z0-9._-]+$', message: 'lettersNumbers' },
    }),
    firstName: text({ en: 'First Name', zh: '名' }, { required: true, maxLength: 64, list: true, rules: ['trim'] }),
    lastName: text({ en: 'Last Name', zh: '姓' }, { required: true, maxLength: 64, list: true, rules: ['trim'] }),
    email: email({ en: 'Email', zh: '邮箱' }, { required: true, copyable: true, searchable: true, list: true, filter: 'contains' }),
    phone: phone({ en: 'Phone', zh: '电话' }, { list: true }),
    // The roles as links to them (a list of role ids the hooks fill); `roles` spells the same
    // roles as one text for screens and readers that want a name, not a link.
    roleIds: json({ en: 'Roles', zh: '角色' }, {
      storage: 'computed', list: true, relation: { resource: 'permission-roles', labelField: 'roleName' },
      shownAs: { when: { field: 'isSuperAdmin', in: [true] }, label: { en: 'Super administrator', zh: '超级管理员' } },
    }),
    roles: text({ en: 'Roles', zh: '角色' }, {
      storage: 'computed', show: false,
      shownAs: { when: { field: 'isSuperAdmin', in: [true] }, label: { en: 'Super administrator', zh: '超级管理员' } },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, [
      { value: 'ACTIVE', label: { en: 'Active', zh: '启用' } },
      { value: 'DIS_ACTIVE', label: { en: 'Deactivated', zh: '已停用' } },
    ], { required: true, maxLength: 16, default: 'ACTIVE', form: false, list: true, filter: 'eq' }),
    // The adminPassword rule says the length itself (spec 01 §5: 'at least 8 characters with a
    // letter and a number'): a separate minLength would give a short password a second message.
    password: text({ en: 'Password', zh: '密码' }, {
      storage: 'writeOnly', required: true, editable: false, maxLength: 64, rules: ['adminPassword'], widget: 'generated-password',
    }),
    timeZone: text({ en: 'Time Zone', zh: '时区' }, { required: true, maxLength: 64, default: 'America/Los_Angeles', widget: 'time-zone' }),
    agentInvitationCode: text({ en: 'Agent Invitation Code', zh: '代理邀请码' }, { maxLength: 16, unique: true, form: false, copyable: true }),
    agentInvitationLink: text({ en: 'Agent Invitation Link', zh: '代理邀请链接' }, { storage: 'computed', copyable: true }),
    omsInvitationLink: text({ en: 'OMS Invitation Link', zh: 'OMS 邀请链接' }, { storage: 'computed', copyable: true }),
    passwordHash: text({ en: 'Password Hash', zh: '密码哈希' }, { storage: 'serverOnly', required: true, maxLength: 255 }),
    tokenVersion: integer({ en: 'Token Version', zh: '令牌版本' }, { storage: 'serverOnly', required: true }),
    // Returned (read-only: never accepted from a client) so the web can name the super-administrator.
    isSuperAdmin: boolean({ en: 'Super Administrator', zh: '超级管理员' }, { required: true, form: false, show: false }),
    createdBy: text({ en: 'Created By', zh: '创建人' }, { maxLength: 64, auto: { onCreate: 'currentUserName' } }),
    updatedBy: text({ en: 'Last Modified By', zh: '最后修改人' }, { maxLength: 64, auto: { onCreate: 'currentUserName', onUpdate: 'currentUserName' } }),
  },
  sample: { userName: 'zz.tester', firstName: 'Zed', lastName: 'Tester', email: 'zz.tester@example.com', password: 'Secret123', timeZone: 'Asia/Shanghai' },
  defaultSort: { field: 'createTime', order: 'desc' },
});
