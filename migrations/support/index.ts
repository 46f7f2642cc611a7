import { TicketTemplate1795600000000 } from './1795600000000-ticket-template';
import { TicketReplyTemplate1795600000100 } from './1795600000100-ticket-reply-template';
import { TicketZone1795600000200 } from './1795600000200-ticket-zone';
import { TicketAssignRule1795600000300 } from './1795600000300-ticket-assign-rule';
import { Ticket1795600000500 } from './1795600000500-ticket';
import { TicketMessage1795600000600 } from './1795600000600-ticket-message';
import { TicketFollower1795600000700 } from './1795600000700-ticket-follower';
import { TicketNotice1795600000800 } from './1795600000800-ticket-notice';
import { TicketCaseCounter1795600000900 } from './1795600000900-ticket-case-counter';
import { TicketMessageAttachments1795600001000 } from './1795600001000-ticket-message-attachments';
import { TicketNoticeTarget1795600001100 } from './1795600001100-ticket-notice-target';
import { TicketAssignedIndex1795600001200 } from './1795600001200-ticket-assigned-index';
import { TicketAtRiskMoments1795600002900 } from './1795600002900-ticket-at-risk-moments';
import { TicketUnassignedReason1795600001350 } from './1795600001350-ticket-unassigned-reason';
import { TicketNoticeSeen1795600003100 } from './1795600003100-ticket-notice-seen';

/** Support (02 §2 Support tickets): tickets, their conversation and followers, and the desk's settings. */
export default [
  TicketTemplate1795600000000,
  TicketReplyTemplate1795600000100,
  TicketZone1795600000200,
  TicketAssignRule1795600000300,
  Ticket1795600000500,
  TicketMessage1795600000600,
  TicketFollower1795600000700,
  TicketNotice1795600000800,
  TicketCaseCounter1795600000900,
  TicketMessageAttachments1795600001000,
  TicketNoticeTarget1795600001100,
  TicketAssignedIndex1795600001200,
  TicketAtRiskMoments1795600002900,
  TicketUnassignedReason1795600001350,
  TicketNoticeSeen1795600003100,
];
