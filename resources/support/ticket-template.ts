import { activeInactive, defineResource, enumOf, json, text } from '@console/metadata';

/**
 * Support > Settings > Ticket Templates (02 §2 `ticket-template-list`, `create-template`): a ticket
 * category and the extra fields a ticket of that kind must carry — an order problem asks for the
 * order number and what is wrong; a billing question for the invoice. `fields` lists them:
 * `[{ key, label: { en, zh }, kind: text|number|date|select, required?, options? }]`, checked by
 * libs/support `templateFieldsProblem`. Ticket-create shows them once the category is chosen and
 * the API checks a ticket's `extra` values against them (`extraProblems`).
 */
export const ticketTemplate = defineResource({
  name: 'ticket-template',
  route: 'ticket/ticket-template-list',
  redirectsFrom: ['ticket/create-template'],
  table: 'ticket_template',
  label: { en: 'Ticket Templates', zh: '工单模板' },
  singular: { en: 'Ticket Template', zh: '工单模板' },
  menu: { group: 'support', order: 20 },
  permission: { module: 'support', sub: 'support-case-settings' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'ticket-template',
  titleField: 'name',
  fields: {
    name: text({ en: 'Category', zh: '分类' }, { required: true, unique: true, maxLength: 64, list: true, filter: 'contains', sort: true, rules: ['trim'] }),
    description: text({ en: 'Description', zh: '说明' }, { maxLength: 255, list: true, rules: ['trim'] }),
    fields: json({ en: 'Extra Fields', zh: '附加字段' }, {
      default: [],
      help: {
        en: '[{ "key": "orderNo", "label": { "en": "Order No.", "zh": "订单号" }, "kind": "text", "required": true }]; kinds: text, number, date, select (with "options")',
        zh: '[{ "key": "orderNo", "label": { "en": "Order No.", "zh": "订单号" }, "kind": "text", "required": true }]；类型：text、number、date、select（需 "options"）',
      },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  sample: { name: 'Test Category', description: 'A test category', fields: [{ key: 'orderNo', label: { en: 'Order No.', zh: '订单号' }, kind: 'text', required: true }], status: 1 },
});
