import { activeInactive, defineResource, enumOf, relation, text } from '@console/metadata';

const PLACEHOLDERS = '{clientName}, {caseNo}, {agentName}';

/**
 * Support > Settings > Reply Templates (02 §2 `ticket-reply-template-list`): canned replies in
 * both languages, inserted into a ticket's reply box with their placeholders filled
 * (libs/support `fillPlaceholders`: {clientName}, {caseNo}, {agentName}); offered for every
 * category, or only for one.
 */
export const ticketReplyTemplate = defineResource({
  name: 'ticket-reply-template',
  route: 'ticket/ticket-reply-template-list',
  table: 'ticket_reply_template',
  label: { en: 'Reply Templates', zh: '回复模板' },
  singular: { en: 'Reply Template', zh: '回复模板' },
  menu: { group: 'support', order: 21 },
  permission: { module: 'support', sub: 'support-case-settings' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'name',
  fields: {
    name: text({ en: 'Name', zh: '名称' }, { required: true, unique: true, maxLength: 64, list: true, filter: 'contains', sort: true, rules: ['trim'] }),
    categoryId: relation({ en: 'Category', zh: '分类' }, { resource: 'ticket-template', labelField: 'name' }, { list: true, filter: 'eq', help: { en: 'Empty: offered for every category', zh: '为空：所有分类可用' } }),
    bodyEn: text({ en: 'Reply (English)', zh: '回复（英文）' }, { required: true, maxLength: 4000, help: { en: `Placeholders: ${PLACEHOLDERS}`, zh: `占位符：${PLACEHOLDERS}` } }),
    bodyZh: text({ en: 'Reply (Chinese)', zh: '回复（中文）' }, { required: true, maxLength: 4000, help: { en: `Placeholders: ${PLACEHOLDERS}`, zh: `占位符：${PLACEHOLDERS}` } }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  sample: { name: 'Test Reply', bodyEn: 'Hello {clientName}, case {caseNo} is with {agentName}.', bodyZh: '{clientName}您好，工单 {caseNo} 由 {agentName} 处理。', status: 1 },
});
