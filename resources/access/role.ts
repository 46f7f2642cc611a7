import { boolean, defineResource, enumOf, json, relation, text } from '@console/metadata';

/**
 * Settings > Roles & Permission (spec 01 §3, §6). `grants` maps module -> sub-role -> level
 * (none 1, update 2, delete 3, all 4) and is edited with the permission tree. A new role may
 * start from a reference role's permissions. Preset roles cannot be deleted; deleting another
 * role removes it from its users (the `role` hooks).
 */
export const role = defineResource({
  name: 'permission-roles',
  table: 'role',
  label: { en: 'Roles & Permission', zh: '角色与权限' },
  singular: { en: 'Role', zh: '角色' },
  menu: { group: 'settings', order: 2 },
  permission: { module: 'generalSetting', sub: 'role-permission' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'role',
  titleField: 'roleName',
  // the first screen at 1280 px shows roleName, description, dataScope, preset; the rest are offered in the column chooser
  listHidden: ['createdBy', 'updatedBy', 'updateTime'],
  fields: {
    roleName: text({ en: 'Role Name', zh: '角色名称' }, {
      required: true, maxLength: 64, unique: true, uniqueMessage: 'repeatRoleName', list: true, filter: 'contains', sort: true, rules: ['trim'],
    }),
    description: text({ en: 'Description', zh: '描述' }, { maxLength: 255, list: true }),
    referenceRoleId: relation({ en: 'Reference Role', zh: '参考角色' }, { resource: 'permission-roles', labelField: 'roleName', copy: { grants: 'grants' } }, {
      storage: 'writeOnly', editable: false,
      help: { en: 'The new role starts with the permissions of this role.', zh: '新角色将预选此角色的权限。' },
    }),
    grants: json({ en: 'Permissions', zh: '权限' }, { required: true, default: {}, widget: 'permission-tree' }),
    dataScope: enumOf({ en: 'Data Scope', zh: '数据范围' }, [
      { value: 'ALL', label: { en: 'All records', zh: '全部数据' } },
      { value: 'ASSIGNED', label: { en: 'Assigned clients only', zh: '仅分配给自己的客户' } },
    ], {
      maxLength: 16, default: 'ALL', list: true,
      help: { en: 'Sales roles see only the records of clients assigned to them.', zh: '销售角色仅能看到分配给自己的客户的数据。' },
    }),
    preset: boolean({ en: 'Preset', zh: '预设' }, { required: true, default: false, form: false, list: true, filter: 'eq' }),
    createdBy: text({ en: 'Created By', zh: '创建人' }, { maxLength: 64, auto: { onCreate: 'currentUserName' }, list: true }),
    updatedBy: text({ en: 'Last Modified By', zh: '最后修改人' }, { maxLength: 64, auto: { onCreate: 'currentUserName', onUpdate: 'currentUserName' }, list: true }),
  },
  // Spec 01 §3: role name, description, preset, last modified, created by.
  listTimes: ['updateTime'],
  deleteWhen: { field: 'preset', in: [false], message: 'presetRoleLocked' },
  deleteConfirm: { en: 'Delete this role? Its users lose the permissions it gave them.', zh: '确定删除该角色吗？拥有该角色的用户将失去其权限。' },
  sample: { roleName: 'Zeta Role', description: 'test', grants: { tech: { 'feature-flag': 2 } } },
  defaultSort: { field: 'createTime', order: 'desc' },
});
