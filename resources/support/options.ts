import { DEFAULT_PRODUCT_CODE } from '@console/contracts';
import type { EnumOption, Label } from '@console/metadata';

/**
 * Where a ticket comes from (02 §3 `platformSource`, 02 §6): one source per kind of client — the
 * product's OMS clients (the product code upper-case, `EZEESHIP`), warehouse clients, WMS clients,
 * label server clients — each with its own support sub-role.
 */
const PRODUCT_SOURCE = DEFAULT_PRODUCT_CODE.toUpperCase();

export const TICKET_SOURCES: ReadonlyArray<{ value: string; sub: string; label: Label }> = [
  { value: PRODUCT_SOURCE, sub: 'support-ezeeship', label: { en: PRODUCT_SOURCE, zh: PRODUCT_SOURCE } },
  { value: 'OWN_WAREHOUSE', sub: 'support-own-warehouse', label: { en: 'Own Warehouse', zh: '仓库客户' } },
  { value: 'WMS', sub: 'support-wms', label: { en: 'WMS', zh: 'WMS' } },
  { value: 'LABEL_SERVER', sub: 'support-label-saas', label: { en: 'Label Server', zh: '面单服务' } },
];

export const SOURCE_OPTIONS: EnumOption[] = TICKET_SOURCES.map(({ value, label }) => ({ value, label }));

export const PRIORITY = { LOW: 1, NORMAL: 2, HIGH: 3, URGENT: 4 } as const;
export const PRIORITY_OPTIONS: EnumOption[] = [
  { value: PRIORITY.LOW, label: { en: 'Low', zh: '低' } },
  { value: PRIORITY.NORMAL, label: { en: 'Normal', zh: '普通' } },
  { value: PRIORITY.HIGH, label: { en: 'High', zh: '高' } },
  { value: PRIORITY.URGENT, label: { en: 'Urgent', zh: '紧急' } },
];

export const TICKET_STATUS = { OPEN: 1, IN_PROGRESS: 2, WAITING: 3, RESOLVED: 4, CLOSED: 5 } as const;
export const TICKET_STATUS_OPTIONS: EnumOption[] = [
  { value: TICKET_STATUS.OPEN, label: { en: 'Open', zh: '待处理' } },
  { value: TICKET_STATUS.IN_PROGRESS, label: { en: 'In Progress', zh: '处理中' } },
  { value: TICKET_STATUS.WAITING, label: { en: 'Waiting for Client', zh: '等待客户' } },
  { value: TICKET_STATUS.RESOLVED, label: { en: 'Resolved', zh: '已解决' } },
  { value: TICKET_STATUS.CLOSED, label: { en: 'Closed', zh: '已关闭' } },
];
/** Statuses a ticket still needs work in: they count in an agent's load. */
export const OPEN_STATUSES = [TICKET_STATUS.OPEN, TICKET_STATUS.IN_PROGRESS, TICKET_STATUS.WAITING];

/** What a ticket's reference names: an order or a tracking number (a typed reference, linked once orders exist). */
/**
 * Why the auto-assignation left a ticket without an assignee (libs/support `UnassignedReason`):
 * shown beside its empty Assignee, with "Assign to me".
 */
export const UNASSIGNED_REASONS = ['noRule', 'outsideHours', 'noAgentOnDuty'] as const;
export const UNASSIGNED_REASON_OPTIONS: EnumOption[] = [
  { value: 'noRule', label: { en: 'No assignment rule matches this ticket', zh: '没有匹配该工单的自动分配规则' } },
  { value: 'outsideHours', label: { en: 'Outside working hours: no agent of its pool is working now', zh: '非工作时间：分配组内暂无在岗客服' } },
  { value: 'noAgentOnDuty', label: { en: 'No agent on duty: its pool has no active agent', zh: '无值班客服：分配组内没有启用的客服' } },
];

export const RELATED_TYPE_OPTIONS: EnumOption[] = [
  { value: 'order', label: { en: 'Order No.', zh: '订单号' } },
  { value: 'tracking', label: { en: 'Tracking No.', zh: '跟踪号' } },
];

export const MESSAGE_KIND = { REPLY: 1, NOTE: 2, EVENT: 3 } as const;
export const MESSAGE_KIND_OPTIONS: EnumOption[] = [
  { value: MESSAGE_KIND.REPLY, label: { en: 'Reply', zh: '回复' } },
  { value: MESSAGE_KIND.NOTE, label: { en: 'Internal Note', zh: '内部备注' } },
  { value: MESSAGE_KIND.EVENT, label: { en: 'Change', zh: '变更' } },
];

/** ISO week days, Monday first. */
export const WEEKDAY_OPTIONS: EnumOption[] = [
  { value: 1, label: { en: 'Mon', zh: '周一' } },
  { value: 2, label: { en: 'Tue', zh: '周二' } },
  { value: 3, label: { en: 'Wed', zh: '周三' } },
  { value: 4, label: { en: 'Thu', zh: '周四' } },
  { value: 5, label: { en: 'Fri', zh: '周五' } },
  { value: 6, label: { en: 'Sat', zh: '周六' } },
  { value: 7, label: { en: 'Sun', zh: '周日' } },
];

/** What a ticket and each of its messages may carry (the files module checks type, size and count). */
export const TICKET_FILES = { accept: ['jpg', 'jpeg', 'png', 'pdf', 'xls', 'xlsx', 'docx', 'zip'], maxFiles: 5 };
