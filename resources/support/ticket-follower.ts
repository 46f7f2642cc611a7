import { defineResource, enumOf, relation } from '@console/metadata';
import { SOURCE_OPTIONS, TICKET_SOURCES } from './options';

/**
 * Who follows a ticket (02 §2 `follow-list`, My Follow): one row per ticket and admin user,
 * written by the ticket's Follow (once per user: Follow on a followed ticket changes nothing) and Unfollow. It carries its ticket's source, so each source's
 * sub-role reaches its rows only.
 */
export const ticketFollower = defineResource({
  name: 'ticket-follower',
  table: 'ticket_follower',
  label: { en: 'Ticket Followers', zh: '工单关注人' },
  singular: { en: 'Ticket Follower', zh: '工单关注人' },
  menu: { group: 'support', order: 3, hidden: true },
  permission: { module: 'support', sub: 'support-ezeeship' },
  actions: ['export'],
  titleField: 'ticketId',
  fields: {
    ticketId: relation({ en: 'Ticket', zh: '工单' }, { resource: 'ticket', labelField: 'caseNo' }, { required: true, list: true, filter: 'eq' }),
    adminUserId: relation({ en: 'Follower', zh: '关注人' }, { resource: 'admin-user', labelField: 'userName' }, { required: true, list: true, filter: 'eq' }),
    platformSource: enumOf({ en: 'Source', zh: '来源' }, SOURCE_OPTIONS, { required: true, maxLength: 16, list: true, filter: 'eq' }),
  },
  // its ticket's client scope: a user scoped to assigned clients reaches the messages of their tickets only
  dataScope: { through: 'ticketId' },
  partition: { field: 'platformSource', param: 'source', values: TICKET_SOURCES },
  indexes: [['adminUserId', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { ticketId: 1, adminUserId: 1, platformSource: 'WMS' },
});
