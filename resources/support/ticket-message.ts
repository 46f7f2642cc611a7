import { defineResource, enumOf, file, relation, text } from '@console/metadata';
import { MESSAGE_KIND_OPTIONS, SOURCE_OPTIONS, TICKET_FILES, TICKET_SOURCES } from './options';

/**
 * A ticket's conversation (the timeline of 02 §2's ticket detail page): public replies, internal
 * notes (never shown to the client) and the ticket's own changes (status, priority, assignee:
 * `event` with the field and its values before and after), each with its author, time and own
 * files. Written only by the ticket's Reply and Internal Note actions and its hooks; never edited.
 * It carries its ticket's source, so each source's sub-role reaches its messages only.
 */
export const ticketMessage = defineResource({
  name: 'ticket-message',
  table: 'ticket_message',
  label: { en: 'Ticket Conversation', zh: '工单会话' },
  singular: { en: 'Ticket Message', zh: '工单消息' },
  menu: { group: 'support', order: 2, hidden: true },
  permission: { module: 'support', sub: 'support-ezeeship' },
  actions: ['export'],
  titleField: 'kind',
  fields: {
    ticketId: relation({ en: 'Ticket', zh: '工单' }, { resource: 'ticket', labelField: 'caseNo' }, { required: true, list: true, filter: 'eq' }),
    platformSource: enumOf({ en: 'Source', zh: '来源' }, SOURCE_OPTIONS, { required: true, maxLength: 16 }),
    kind: enumOf({ en: 'Kind', zh: '类型' }, MESSAGE_KIND_OPTIONS, { required: true, list: true, filter: 'eq' }),
    body: text({ en: 'Message', zh: '内容' }, { maxLength: 10000, list: true }),
    eventField: text({ en: 'Changed', zh: '变更项' }, { maxLength: 32, list: true }),
    eventFrom: text({ en: 'From', zh: '原值' }, { maxLength: 64, list: true }),
    eventTo: text({ en: 'To', zh: '新值' }, { maxLength: 64, list: true }),
    authorId: relation({ en: 'Author', zh: '作者' }, { resource: 'admin-user', labelField: 'userName' }, { filter: 'eq' }),
    authorName: text({ en: 'Author', zh: '作者' }, { maxLength: 64, list: true }),
    attachments: file({ en: 'Attachments', zh: '附件' }, { file: TICKET_FILES }),
  },
  // its ticket's client scope: a user scoped to assigned clients reaches the messages of their tickets only
  dataScope: { through: 'ticketId' },
  partition: { field: 'platformSource', param: 'source', values: TICKET_SOURCES },
  indexes: [['ticketId', 'createTime']],
  defaultSort: { field: 'createTime', order: 'asc' },
  maxPageSize: 1000,
  sample: { ticketId: 1, platformSource: 'WMS', kind: 1, body: 'We are on it.', authorId: 1, authorName: 'admin' },
});
