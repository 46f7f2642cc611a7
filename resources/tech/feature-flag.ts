import { defineResource, enumOf, integer, json, text, activeInactive } from '@console/metadata';

const BY_ORG_GROUP = 3;
const BY_PERCENTAGE = 4;

/** Tech > Feature Flag (spec 01 §3: only column labels are known; values are our design). */
export const featureFlag = defineResource({
  name: 'feature-flag',
  table: 'feature_flag',
  label: { en: 'Feature Flag', zh: '功能开关' },
  menu: { group: 'tech', order: 1 },
  permission: { module: 'tech', sub: 'feature-flag' },
  actions: ['create', 'edit', 'delete', 'export'],
  customActions: [{
    name: 'toggle', label: { en: 'Enable / Disable', zh: '启用 / 停用' }, action: 'special',
    confirm: { en: 'Switch this flag on or off?', zh: '确定切换此开关的状态吗？' },
  }],
  hooks: 'feature-flag',
  titleField: 'key',
  // the first screen at 1280 px shows key, status, createTime, updateTime; the rest are offered in the column chooser
  listHidden: ['type', 'systemType', 'toggleStrategy', 'creator'],
  fields: {
    key: text({ en: 'Key', zh: '键' }, {
      copyable: true, required: true, maxLength: 64, unique: true, list: true, filter: 'contains', sort: true, editable: false,
      pattern: { regex: '^[A-Za-z][A-Za-z0-9_.-]*$', message: 'patternMismatch' },
    }),
    type: enumOf({ en: 'Type', zh: '类型' }, [
      { value: 1, label: { en: 'Release', zh: '发布' } },
      { value: 2, label: { en: 'Experiment', zh: '实验' } },
      { value: 3, label: { en: 'Operational', zh: '运维' } },
      { value: 4, label: { en: 'Permission', zh: '权限' } },
    ], { required: true, list: true, filter: 'eq' }),
    systemType: enumOf({ en: 'System Type', zh: '系统类型' }, [
      { value: 1, label: { en: 'OMS', zh: 'OMS' } },
      { value: 2, label: { en: 'WMS', zh: 'WMS' } },
      { value: 3, label: { en: 'Admin', zh: '管理后台' } },
      { value: 4, label: { en: 'Label Server', zh: '面单服务' } },
    ], { required: true, list: true, filter: 'eq' }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
    toggleStrategy: enumOf({ en: 'Toggle Strategy', zh: '开关策略' }, [
      { value: 1, label: { en: 'On for everyone', zh: '全部开启' } },
      { value: 2, label: { en: 'Off for everyone', zh: '全部关闭' } },
      { value: BY_ORG_GROUP, label: { en: 'By organisation group', zh: '按组织分组' } },
      { value: BY_PERCENTAGE, label: { en: 'By percentage', zh: '按比例' } },
    ], { required: true, default: 2, list: true }),
    // The targets of the two targeted strategies; each applies only to its strategy.
    orgGroupIds: json({ en: 'Org Groups', zh: '组织分组' }, {
      required: true, relation: { resource: 'org-group', labelField: 'groupName' }, visibleWhen: { field: 'toggleStrategy', in: [BY_ORG_GROUP] },
    }),
    percentage: integer({ en: 'Percentage', zh: '比例' }, {
      required: true, min: 0, max: 100, visibleWhen: { field: 'toggleStrategy', in: [BY_PERCENTAGE] },
      help: { en: 'Share of organisations (0-100 %) that get the feature', zh: '获得该功能的组织比例（0-100%）' },
    }),
    description: text({ en: 'Description', zh: '描述' }, { maxLength: 500 }),
    creator: text({ en: 'Creator', zh: '创建人' }, { maxLength: 64, auto: { onCreate: 'currentUserName' }, list: true }),
  },
  listTimes: ['createTime', 'updateTime'],
  sample: { key: 'zz-test-flag', type: 2, systemType: 3, status: 1, toggleStrategy: 4, percentage: 25, description: 'test' },
  defaultSort: { field: 'createTime', order: 'desc' },
});
