import { activeInactive, defineResource, enumOf, integer, json, relation } from '@console/metadata';
import { PRIORITY_OPTIONS, SOURCE_OPTIONS } from './options';

/**
 * Support > Settings > Auto-Assignation (02 §2 `ticket-auto-assignation`): ordered rules — a
 * source, a category, a priority, a zone, each optional (empty matches any) — sending a new
 * ticket, or one returned to the queue, to a pool of agents. The first active rule by `sortOrder`
 * that matches decides; of its pool, the agent with the fewest open tickets who is working now
 * gets it, round robin on ties (libs/support `pickAgent`). Nobody available: the ticket stays
 * unassigned (the Unassigned filter), never lost.
 */
export const ticketAssignRule = defineResource({
  name: 'ticket-assign-rule',
  route: 'ticket/ticket-auto-assignation',
  table: 'ticket_assign_rule',
  label: { en: 'Auto-Assignation', zh: '自动分配' },
  singular: { en: 'Assignment Rule', zh: '分配规则' },
  menu: { group: 'support', order: 22 },
  permission: { module: 'support', sub: 'support-case-settings' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'sortOrder',
  // the first screen at 1280 px shows sortOrder, platformSource, categoryId, priority, zoneId; the rest are offered in the column chooser
  listHidden: ['agentIds', 'status', 'createTime'],
  fields: {
    sortOrder: integer({ en: 'Order', zh: '顺序' }, { required: true, min: 1, max: 9999, list: true, sort: true, help: { en: 'Lower first; the first matching rule decides', zh: '数字小的优先；第一条匹配的规则生效' } }),
    platformSource: enumOf({ en: 'Source', zh: '来源' }, SOURCE_OPTIONS, { maxLength: 16, list: true, filter: 'eq' }),
    categoryId: relation({ en: 'Category', zh: '分类' }, { resource: 'ticket-template', labelField: 'name' }, { list: true, filter: 'eq' }),
    priority: enumOf({ en: 'Priority', zh: '优先级' }, PRIORITY_OPTIONS, { list: true, filter: 'eq' }),
    zoneId: relation({ en: 'Zone', zh: '分区' }, { resource: 'ticket-zone', labelField: 'name' }, { list: true, filter: 'eq' }),
    agentIds: json({ en: 'Agents', zh: '客服' }, { required: true, relation: { resource: 'admin-user', labelField: 'userName' }, list: true }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  sample: { sortOrder: 9000, platformSource: 'WMS', priority: 4, agentIds: [1], status: 1 },
});
