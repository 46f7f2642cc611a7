import type { DomainIndex } from '@console/metadata';
import { messageManagement } from './message-management';

export { messageManagement };

/** Messaging: the log of e-mails and messages the platform sent. */
export default {
  resources: [messageManagement],
  pages: [],
} satisfies DomainIndex;
