import { FbaAddress1763800000300 } from './1763800000300-fba-address';
import { AddressBook1795468273167 } from './1795468273167-address-book';
import { MessageManagement1795476337620 } from './1795476337620-message-management';
import { FileManagement1795478938283 } from './1795478938283-file-management';
import { AddressUnitOptional1795600024210 } from './1795600024210-address-unit-optional';
import { MessageClient1795624000170 } from './1795624000170-message-client';

/** The settings domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  FbaAddress1763800000300,
  AddressBook1795468273167,
  MessageManagement1795476337620,
  FileManagement1795478938283,
  AddressUnitOptional1795600024210,
  MessageClient1795624000170,
];
