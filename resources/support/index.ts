import type { DomainIndex } from '@console/metadata';
import { ticket } from './ticket';
import { ticketAssignRule } from './ticket-assign-rule';
import { ticketFollower } from './ticket-follower';
import { ticketMessage } from './ticket-message';
import { ticketReplyTemplate } from './ticket-reply-template';
import { ticketTemplate } from './ticket-template';
import { ticketZone } from './ticket-zone';

export { ticket, ticketAssignRule, ticketFollower, ticketMessage, ticketReplyTemplate, ticketTemplate, ticketZone };
export * from './options';
export { SLA_STATE_OPTIONS } from './ticket';
export { SERVICE_LEVEL_FIELDS } from './ticket-zone';

/** Support (02 §2 Support tickets): tickets per source with their conversation and followers, templates, reply templates, zones (with their service levels) and assignment rules. */
export default {
  resources: [ticket, ticketMessage, ticketFollower, ticketTemplate, ticketReplyTemplate, ticketAssignRule, ticketZone],
  pages: [],
} satisfies DomainIndex;
