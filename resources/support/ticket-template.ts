import { activeInactive, defineResource, enumOf, json, text } from '@console/metadata';

/**
 * Support > Settings > Ticket Templates (02 §2 `ticket-template-list`, `create-template`): a ticket
 * category and the extra fields a ticket of that kind must carry — an order problem asks for the
 * order number and what is wrong; a billing question for the invoice. `fields` lists them:
 * `[{ key, label: { en, zh }, kind: text|number|date|select, required?, options? }]`, edited as a
 * table (the `field-list` widget) and checked by libs/support `parseTemplateFields`. Ticket-create
 * shows them once the category is chosen (the ticket's `extra` reads them through `fieldsFrom`)
 * and the API checks a ticket's `extra` values against them (`extraProblems`).
 */
export const ticketTemplate = defineResource({
  name: 'ticket-template',
  route: 'ticket/ticket-template-list',
  createFrom: ['ticket/create-template'],
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
    // edited as a table of fields (the 'field-list' widget); a ticket reads them through `fieldsFrom`
    fields: json({ en: 'Extra Fields', zh: '附加字段' }, {
      default: [],
      widget: 'field-list',
      help: { en: 'Asked on a ticket of this category once it is chosen', zh: '选择该分类的工单在创建时填写' },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, activeInactive, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  sample: { name: 'Test Category', description: 'A test category', fields: [{ key: 'orderNo', label: { en: 'Order No.', zh: '订单号' }, kind: 'text', required: true }], status: 1 },
});
