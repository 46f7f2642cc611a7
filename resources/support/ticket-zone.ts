import { activeInactive, defineResource, enumOf, integer, json, lte, text } from '@console/metadata';
import { PRIORITY_OPTIONS, WEEKDAY_OPTIONS } from './options';

const TIME_OF_DAY = { regex: '^([01]\\d|2[0-3]):[0-5]\\d$', message: 'timeOfDayInvalid' as const };
/** An end may be 24:00, the next midnight: a zone working round the clock is 00:00-24:00. */
const END_OF_DAY = { regex: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$', message: 'timeOfDayInvalid' as const };

const PRIORITY_KEYS: Record<number, string> = { 1: 'low', 2: 'normal', 3: 'high', 4: 'urgent' };

/**
 * The service levels of a zone (beyond the spec): per priority, the working minutes to the first
 * reply and to the resolution, e.g. `urgentFirstResponse`, `urgentResolution`; empty: no target for
 * that priority.
 */
export const SERVICE_LEVEL_FIELDS = PRIORITY_OPTIONS.map((o) => ({
  priority: Number(o.value), firstResponse: `${PRIORITY_KEYS[Number(o.value)]}FirstResponse`, resolution: `${PRIORITY_KEYS[Number(o.value)]}Resolution`,
}));
const priorityLabel = (priority: number) => PRIORITY_OPTIONS.find((o) => o.value === priority)!.label;
const minutes = (priority: number, what: { en: string; zh: string }) =>
  integer({ en: `${priorityLabel(priority).en}: ${what.en}`, zh: `${priorityLabel(priority).zh}：${what.zh}` }, { min: 1, max: 525600, help: { en: 'Working minutes', zh: '工作分钟' } });
const firstResponse = (priority: number) => minutes(priority, { en: 'First Response', zh: '首次响应' });
const resolution = (priority: number) => minutes(priority, { en: 'Resolution', zh: '解决时限' });

/**
 * Support > Settings > Zone Setting (02 §2 `ticket-zone-setting`): zones that group clients — by
 * country and state (`US`, `US-CA`), or by an explicit client list — and the agents who cover
 * them, with the zone's working hours in its time zone and its service levels. A client falls in
 * every zone that names it, its country and state, its country, or `*` (everyone); its tickets
 * count in the most specific one (in that order, then by name): its targets, in its hours
 * (libs/support `addWorkingMinutes`). Assignment rules may name a zone.
 */
export const ticketZone = defineResource({
  name: 'ticket-zone',
  route: 'ticket/ticket-zone-setting',
  table: 'ticket_zone',
  label: { en: 'Zone Setting', zh: '分区设置' },
  singular: { en: 'Support Zone', zh: '客服分区' },
  menu: { group: 'support', order: 23 },
  permission: { module: 'support', sub: 'zone-setting' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'ticket-zone',
  titleField: 'name',
  // the first screen at 1280 px shows name, agentIds, timeZone, status; the rest are offered in the column chooser
  listHidden: ['workDays', 'createTime'],
  fields: {
    name: text({ en: 'Zone', zh: '分区' }, { required: true, unique: true, maxLength: 64, list: true, filter: 'contains', sort: true, rules: ['trim'] }),
    regions: json({ en: 'Countries and States', zh: '国家与州' }, {
      widget: 'tags', default: [],
      help: { en: 'Country codes (US), country-state codes (US-CA), or * for every client', zh: '国家代码（US）、国家-州代码（US-CA），或 * 表示所有客户' },
    }),
    clientIds: json({ en: 'Clients', zh: '客户' }, { relation: { resource: 'client', labelField: 'companyName' }, default: [] }),
    agentIds: json({ en: 'Agents', zh: '客服' }, { required: true, relation: { resource: 'admin-user', labelField: 'userName' }, list: true }),
    timeZone: text({ en: 'Time Zone', zh: '时区' }, { required: true, maxLength: 64, default: 'America/Los_Angeles', widget: 'time-zone', list: true }),
    workDays: json({ en: 'Working Days', zh: '工作日' }, { required: true, options: WEEKDAY_OPTIONS, default: [1, 2, 3, 4, 5], list: true }),
    workStart: text({ en: 'Work Starts', zh: '上班时间' }, { required: true, maxLength: 5, default: '09:00', pattern: TIME_OF_DAY, help: { en: 'HH:mm, 24-hour', zh: 'HH:mm，24 小时制' } }),
    workEnd: text({ en: 'Work Ends', zh: '下班时间' }, { required: true, maxLength: 5, default: '18:00', pattern: END_OF_DAY, help: { en: 'HH:mm, after the start, same day (24:00: midnight)', zh: 'HH:mm，须晚于上班时间，同一天内（24:00 为午夜）' } }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
    urgentFirstResponse: firstResponse(4),
    urgentResolution: resolution(4),
    highFirstResponse: firstResponse(3),
    highResolution: resolution(3),
    normalFirstResponse: firstResponse(2),
    normalResolution: resolution(2),
    lowFirstResponse: firstResponse(1),
    lowResolution: resolution(1),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'coverage', label: { en: 'Coverage', zh: '覆盖范围' }, fields: ['name', 'regions', 'clientIds', 'agentIds', 'status'] },
      { key: 'hours', label: { en: 'Working Hours', zh: '工作时间' }, fields: ['timeZone', 'workDays', 'workStart', 'workEnd'] },
      { key: 'serviceLevels', label: { en: 'Service Levels', zh: '服务时效' }, fields: SERVICE_LEVEL_FIELDS.flatMap((l) => [l.firstResponse, l.resolution]) },
    ],
  },
  recordRules: [lte('workStart', 'workEnd'), ...SERVICE_LEVEL_FIELDS.map((l) => lte(l.firstResponse, l.resolution))],
  defaultSort: { field: 'name', order: 'asc' },
  sample: { name: 'Test Zone', regions: ['US-CA'], clientIds: [], agentIds: [1], timeZone: 'America/Los_Angeles', workDays: [1, 2, 3, 4, 5], workStart: '09:00', workEnd: '18:00', status: 1, urgentFirstResponse: 60, urgentResolution: 480 },
});
