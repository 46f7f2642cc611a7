import { datetime, defineResource, enumOf, file, json, relation, text } from '@console/metadata';
import { TICKET_FILES, OPEN_STATUSES, PRIORITY, PRIORITY_OPTIONS, RELATED_TYPE_OPTIONS, SOURCE_OPTIONS, TICKET_SOURCES, TICKET_STATUS, TICKET_STATUS_OPTIONS, UNASSIGNED_REASONS, UNASSIGNED_REASON_OPTIONS } from './options';

const MESSAGE_BODY = text({ en: 'Message', zh: '内容' }, { required: true, maxLength: 10000, rules: ['trim'] });
/** A reply's or note's own files: uploaded through the ticket's attachments route, then named here. */
const MESSAGE_FILES = file({ en: 'Attachments', zh: '附件' }, { file: TICKET_FILES });

/** A ticket's clock state, filled on read from its due moments (libs/support `readClock`). */
export const SLA_STATE_OPTIONS = [
  { value: 'ok', label: { en: 'On Track', zh: '正常' } },
  { value: 'atRisk', label: { en: 'About to Breach', zh: '即将超时' } },
  { value: 'breached', label: { en: 'Breached', zh: '已超时' } },
  { value: 'met', label: { en: 'Met', zh: '已达成' } },
];

/**
 * Support > Support Cases (02 §2 `ticket` -> `list/{source}`, `detail/{source}/{ticketId}`,
 * `ticket-create/{source}`; 02 §3 ticketCaseId, caseNo, platformSource): a client's case, one
 * screen per source, each source with its own sub-role, so a WMS team sees WMS tickets only.
 *
 * - `caseNo` is readable and unique ('T2611230001': the UTC day and its sequence); the record's
 *   id is the spec's ticketCaseId.
 * - On create (and whenever it returns to the queue, Open with no assignee) the auto-assignation
 *   picks the assignee and pushes ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN to them over STOMP.
 * - Status: Open -> In Progress -> Waiting for Client -> Resolved -> Closed, any open status to
 *   Resolved, Resolved back to Open (reopen) or on to Closed; Closed is final.
 * - Its conversation (replies, internal notes and changes) is ticket-message; followers are
 *   ticket-follower; its service-level due moments come from its client's zone (targets and hours).
 * - `extra` holds the values of its category's extra fields (ticket-template `fields`, read
 *   through `fieldsFrom`): the form asks them once the category is chosen; the hook checks them.
 * - The related order or tracking number is a typed reference (`relatedType`, `relatedNo`),
 *   linked to the order once orders exist.
 */
export const ticket = defineResource({
  name: 'ticket',
  table: 'ticket',
  label: { en: 'Support Cases', zh: '工单' },
  singular: { en: 'Ticket', zh: '工单' },
  menu: { group: 'support', section: 'supportCases', order: 1 },
  permission: { module: 'support', sub: 'support-ezeeship' },
  actions: ['create', 'edit', 'export'],
  hooks: 'ticket',
  titleField: 'caseNo',
  showPanel: 'ticket-conversation',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows caseNo, subject, status, assigneeId; the rest are offered in the column chooser
  listHidden: ['clientId', 'categoryId', 'priority', 'resolutionDue', 'slaState', 'lastActivityAt', 'createTime', 'updateTime'],
  fields: {
    caseNo: text({ en: 'Case No.', zh: '工单号' }, { required: true, unique: true, maxLength: 16, form: false, list: true, filter: 'eq', copyable: true, searchable: true }),
    platformSource: enumOf({ en: 'Source', zh: '来源' }, SOURCE_OPTIONS, { required: true, maxLength: 16, editable: false, filter: 'eq' }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq', editable: false }),
    categoryId: relation({ en: 'Category', zh: '分类' }, { resource: 'ticket-template', labelField: 'name' }, { list: true, filter: 'eq' }),
    subject: text({ en: 'Subject', zh: '主题' }, { required: true, maxLength: 200, list: true, filter: 'contains', searchable: true, rules: ['trim'] }),
    description: text({ en: 'Description', zh: '描述' }, { required: true, maxLength: 10000 }),
    priority: enumOf({ en: 'Priority', zh: '优先级' }, PRIORITY_OPTIONS, { required: true, default: PRIORITY.NORMAL, list: true, filter: 'eq', sort: true }),
    // a new ticket is Open; its status moves on the edit form and by the actions
    status: enumOf({ en: 'Status', zh: '状态' }, TICKET_STATUS_OPTIONS, { required: true, default: TICKET_STATUS.OPEN, creatable: false, list: true, filter: 'in' }),
    assigneeId: relation({ en: 'Assignee', zh: '处理人' }, { resource: 'admin-user', labelField: 'userName' }, { list: true, filter: 'eq' }),
    // why the auto-assignation left it unassigned (set by the rules, cleared once someone takes it)
    unassignedReason: enumOf({ en: 'Why Unassigned', zh: '未分配原因' }, UNASSIGNED_REASON_OPTIONS, { form: false, maxLength: 16 }),
    assignedAt: datetime({ en: 'Assigned At', zh: '分配时间' }, { form: false }),
    relatedType: enumOf({ en: 'Related', zh: '关联类型' }, RELATED_TYPE_OPTIONS, { maxLength: 16 }),
    relatedNo: text({ en: 'Related No.', zh: '关联单号' }, { maxLength: 64, filter: 'eq', copyable: true, searchable: true, rules: ['trim'], visibleWhen: { field: 'relatedType', in: ['order', 'tracking'] } }),
    attachments: file({ en: 'Attachments', zh: '附件' }, { file: TICKET_FILES }),
    extra: json({ en: 'Category Fields', zh: '分类字段' }, { default: {}, fieldsFrom: { relation: 'categoryId', field: 'fields' } }),
    firstResponseDue: datetime({ en: 'First Response Due', zh: '首次响应截止' }, { form: false }),
    resolutionDue: datetime({ en: 'Resolution Due', zh: '解决截止' }, { form: false, list: true, sort: true }),
    // the moments each clock enters its last fifth (libs/support `atRiskMoment`), kept with the due moments: a list reads the state by comparing them
    firstResponseAtRisk: datetime({ en: 'First Response At Risk From', zh: '首次响应临近超时时间' }, { form: false, show: false }),
    resolutionAtRisk: datetime({ en: 'Resolution At Risk From', zh: '解决临近超时时间' }, { form: false, show: false }),
    firstRespondedAt: datetime({ en: 'First Responded', zh: '首次响应时间' }, { form: false }),
    resolvedAt: datetime({ en: 'Resolved At', zh: '解决时间' }, { form: false }),
    /** Working minutes left on the resolution clock while it waits for the client (libs/support `pauseClock`). */
    pausedMinutesLeft: text({ en: 'Paused Time Left', zh: '暂停剩余时间' }, { maxLength: 16, storage: 'serverOnly' }),
    slaState: enumOf({ en: 'Service Level', zh: '服务时效' }, SLA_STATE_OPTIONS, { storage: 'computed', maxLength: 16, list: true }),
    followed: enumOf({ en: 'Following', zh: '已关注' }, [{ value: 1, label: { en: 'Yes', zh: '是' } }, { value: 0, label: { en: 'No', zh: '否' } }], { storage: 'computed' }),
    lastActivityAt: datetime({ en: 'Last Activity', zh: '最近动态' }, { form: false, list: true, sort: true }),
  },
  transitions: {
    field: 'status',
    allowed: {
      [TICKET_STATUS.OPEN]: [TICKET_STATUS.IN_PROGRESS, TICKET_STATUS.WAITING, TICKET_STATUS.RESOLVED],
      [TICKET_STATUS.IN_PROGRESS]: [TICKET_STATUS.OPEN, TICKET_STATUS.WAITING, TICKET_STATUS.RESOLVED],
      [TICKET_STATUS.WAITING]: [TICKET_STATUS.IN_PROGRESS, TICKET_STATUS.RESOLVED],
      [TICKET_STATUS.RESOLVED]: [TICKET_STATUS.OPEN, TICKET_STATUS.CLOSED],
    },
  },
  customActions: [
    // the conversation: a public reply (first one stops the first-response clock) or an internal note
    { name: 'reply', label: { en: 'Reply', zh: '回复' }, action: 'edit', bulk: false, done: { en: 'Reply sent on case {caseNo}', zh: '已回复工单 {caseNo}' }, when: { field: 'status', in: [...OPEN_STATUSES, TICKET_STATUS.RESOLVED] }, input: { body: MESSAGE_BODY, attachments: MESSAGE_FILES } },
    { name: 'note', label: { en: 'Internal Note', zh: '内部备注' }, action: 'edit', bulk: false, done: { en: 'Internal note added to case {caseNo}', zh: '已为工单 {caseNo} 添加内部备注' }, input: { body: MESSAGE_BODY, attachments: MESSAGE_FILES } },
    // a ticket the rules left unassigned is taken by whoever may work on it
    { name: 'assignToMe', label: { en: 'Assign to me', zh: '分配给我' }, action: 'edit', bulk: false, done: { en: 'Case {caseNo} assigned to you', zh: '工单 {caseNo} 已分配给你' }, when: { field: 'unassignedReason', in: [...UNASSIGNED_REASONS] } },
    { name: 'follow', label: { en: 'Follow', zh: '关注' }, action: 'view', done: { en: 'You now follow case {caseNo}', zh: '已关注工单 {caseNo}' }, when: { field: 'followed', in: [0] } },
    { name: 'unfollow', label: { en: 'Unfollow', zh: '取消关注' }, action: 'view', done: { en: 'You no longer follow case {caseNo}', zh: '已取消关注工单 {caseNo}' }, when: { field: 'followed', in: [1] } },
    { name: 'resolve', label: { en: 'Resolve', zh: '解决' }, action: 'edit', done: { en: 'Case {caseNo} resolved', zh: '工单 {caseNo} 已解决' }, when: { field: 'status', in: OPEN_STATUSES } },
    { name: 'reopen', label: { en: 'Reopen', zh: '重新打开' }, action: 'edit', done: { en: 'Case {caseNo} reopened', zh: '工单 {caseNo} 已重新打开' }, when: { field: 'status', in: [TICKET_STATUS.RESOLVED] } },
    { name: 'close', label: { en: 'Close', zh: '关闭' }, action: 'edit', done: { en: 'Case {caseNo} closed', zh: '工单 {caseNo} 已关闭' }, when: { field: 'status', in: [TICKET_STATUS.RESOLVED] },
      confirm: { en: 'Close this ticket? A closed ticket cannot be reopened.', zh: '确定关闭该工单吗？关闭后不能重新打开。' } },
  ],
  partition: {
    field: 'platformSource', param: 'source',
    values: TICKET_SOURCES,
    routes: { list: 'ticket/list/:source', show: 'ticket/detail/:source/:id', create: 'ticket/ticket-create/:source', edit: 'ticket/edit/:source/:id' },
  },
  // My Follow (02 §2 `ticket/follow-list`): the tickets the signed-in user follows, across their sources
  rowTone: { field: 'slaState', values: { atRisk: 'danger', breached: 'danger' } },
  memberFilters: { followerId: { resource: 'ticket-follower', foreignKey: 'ticketId', member: 'adminUserId', label: { en: 'Followed by', zh: '关注人' } } },
  listViews: [{ key: 'follow', route: 'ticket/follow-list', label: { en: 'My Follow', zh: '我的关注' }, filter: { followerId: 'me' }, menu: { group: 'support', section: 'supportCases', order: 2 } }],
  children: [{ resource: 'ticket-message', foreignKey: 'ticketId', onParentDelete: 'refuse' }],
  indexes: [['platformSource', 'status', 'createTime'], ['assigneeId', 'status'], ['assigneeId', 'assignedAt'], ['clientId', 'createTime']],
  listTimes: ['createTime', 'updateTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { platformSource: 'WMS', clientId: 1, subject: 'Parcel arrived damaged', description: 'The carton was crushed.', priority: 2, extra: {} },
});
