import type { DomainIndex } from '@console/metadata';
import { adminUser } from './admin-user';
import { role } from './role';
import { userManagement } from './user-management';

export { adminUser, role, userManagement };

/** Access: the admin users, their roles and permissions, and the user-management page. */
export default {
  resources: [adminUser, role],
  pages: [userManagement],
} satisfies DomainIndex;
