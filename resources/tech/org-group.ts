import { boolean, defineResource, text } from '@console/metadata';

/** Tech > Org Group (spec 01 §3): groups of organisations, e.g. for feature-flag targeting. */
export const orgGroup = defineResource({
  name: 'org-group',
  table: 'org_group',
  label: { en: 'Org Group', zh: '组织分组' },
  menu: { group: 'tech', order: 2 },
  permission: { module: 'tech', sub: 'org-group' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'groupName',
  // the first screen at 1280 px shows groupName, isSystemGroup, createTime, updateTime; the rest are offered in the column chooser
  listHidden: ['creator'],
  fields: {
    groupName: text({ en: 'Group Name', zh: '分组名称' }, {
      required: true, maxLength: 64, unique: true, list: true, filter: 'contains', sort: true, rules: ['trim'],
    }),
    isSystemGroup: boolean({ en: 'System Group', zh: '系统分组' }, { default: false, list: true, filter: 'eq' }),
    description: text({ en: 'Description', zh: '描述' }, { maxLength: 500 }),
    creator: text({ en: 'Creator', zh: '创建人' }, { maxLength: 64, auto: { onCreate: 'currentUserName' }, list: true }),
  },
  // System groups back built-in behaviour (e.g. internal QA targeting); they stay.
  deleteWhen: { field: 'isSystemGroup', in: [false], message: 'systemGroupLocked' },
  listTimes: ['createTime', 'updateTime'],
  sample: { groupName: '  Test Group Z  ', isSystemGroup: false },
  defaultSort: { field: 'createTime', order: 'desc' },
});
