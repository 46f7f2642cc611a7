import { UserMessage1763800000900 } from './1763800000900-user-message';
import { MessageManagement1795476337620 } from './1795476337620-message-management';
import { MessageClient1795624000170 } from './1795624000170-message-client';

/** The messaging domain's tables: the in-app user messages and the message log (with the client it concerns). Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  UserMessage1763800000900,
  MessageManagement1795476337620,
  MessageClient1795624000170,
];
