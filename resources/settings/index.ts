import type { DomainIndex } from '@console/metadata';
import { fbaAddress } from './fba-address';
import { adminUser } from './admin-user';
import { role } from './role';
import { userManagement } from './user-management';
import { addressBook } from './address-book';
import { messageManagement } from './message-management';
import { fileManagement } from './file-management';

export { fbaAddress, adminUser, role, userManagement, addressBook, messageManagement, fileManagement };

/** Settings (the gear menu): FBA addresses, admin users, roles and the user-management page. */
export default {
  resources: [fbaAddress, adminUser, role, addressBook, messageManagement, fileManagement],
  pages: [userManagement],
} satisfies DomainIndex;
