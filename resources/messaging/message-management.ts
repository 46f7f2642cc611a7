import { datetime, defineResource, enumOf, integer, relation, text } from '@console/metadata';

/**
 * Message Management (01 §2, 01 §6 Message-Management role): every message the platform sent to a
 * person — e-mails (a client's reset password) and pushes to staff (export ready, later ticket
 * assignments) — with how it went. Read-only: the platform writes it
 * (apps/api/src/engine/messages/message-log.ts). Without SMTP_URL e-mails are not sent but kept
 * here with status Outbox. A mail that carries a secret (a reset password) is logged only as its
 * redacted copy: the clear text goes to the mail server sealed in the delivery job, never into this
 * table. A message about a client names it (`clientId`, filled by the platform from the related
 * record), so a user scoped to assigned clients lists only theirs; a message about no client is not
 * listed to such a user.
 */
export const messageManagement = defineResource({
  name: 'message-management',
  table: 'message_log',
  label: { en: 'Message Management', zh: '消息管理' },
  singular: { en: 'Message', zh: '消息' },
  menu: { group: 'messageManagement', order: 1 },
  permission: { module: 'messageManagement', sub: 'message-management' },
  actions: ['export'],
  titleField: 'subject',
  // the first screen at 1280 px shows recipient, subject, status; the rest are offered in the column chooser
  listHidden: ['channel', 'messageType', 'sentBy', 'sentTime', 'createTime'],
  fields: {
    channel: enumOf({ en: 'Channel', zh: '渠道' }, [
      { value: 'EMAIL', label: { en: 'E-mail', zh: '邮件' } },
      { value: 'PUSH', label: { en: 'Console push', zh: '站内推送' } },
    ], { required: true, maxLength: 8, list: true, filter: 'eq' }),
    // The kinds the platform sends so far; a newer kind is still listed, by its code.
    messageType: enumOf({ en: 'Message Type', zh: '消息类型' }, [
      { value: 'CLIENT_PASSWORD_RESET', label: { en: 'Client password reset', zh: '客户密码重置' } },
      { value: 'ADMIN_MSG_EXCEL_EXPORT', label: { en: 'Export finished', zh: '导出完成' } },
      { value: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', label: { en: 'Support case assigned', zh: '工单自动分配' } },
    ], { required: true, maxLength: 64, list: true, filter: 'eq' }),
    recipient: text({ en: 'Recipient', zh: '接收人' }, { required: true, maxLength: 255, list: true, filter: 'contains', copyable: true, searchable: true }),
    subject: text({ en: 'Subject', zh: '主题' }, { required: true, maxLength: 255, list: true, filter: 'contains' }),
    body: text({ en: 'Content', zh: '内容' }, { maxLength: 4000 }),
    status: enumOf({ en: 'Status', zh: '状态' }, [
      { value: 'OUTBOX', label: { en: 'Outbox (no mail server)', zh: '待发（未配置邮件服务器）' } },
      { value: 'QUEUED', label: { en: 'Queued', zh: '排队中' } },
      { value: 'SENT', label: { en: 'Sent', zh: '已发送' } },
      { value: 'FAILED', label: { en: 'Failed', zh: '发送失败' } },
    ], { required: true, maxLength: 8, list: true, filter: 'eq' }),
    error: text({ en: 'Error', zh: '错误' }, { maxLength: 500 }),
    relatedResource: text({ en: 'Related To', zh: '关联对象' }, { maxLength: 64, filter: 'eq' }),
    relatedId: integer({ en: 'Related ID', zh: '关联 ID' }, { filter: 'eq' }),
    // the client the message is about (a client's reset mail, a push about its ticket): its data scope
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { form: false, filter: 'eq' }),
    sentBy: text({ en: 'Sent By', zh: '发送人' }, { maxLength: 64, list: true }),
    sentTime: datetime({ en: 'Sent Time', zh: '发送时间' }, { list: true, sort: true, filter: 'between' }),
  },
  listTimes: ['createTime'],
  indexes: [['channel', 'createTime'], ['status', 'createTime'], ['relatedResource', 'relatedId'], ['clientId', 'createTime']],
  dataScope: { through: 'clientId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  // A message as the platform writes it (the suites insert it: there is no create).
  sample: { channel: 'EMAIL', messageType: 'CLIENT_PASSWORD_RESET', recipient: 'sample@example.com', subject: 'Your new password', body: 'Hello', status: 'OUTBOX', sentBy: 'admin' },
});
