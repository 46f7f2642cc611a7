import { Access1763800000000 } from './1763800000000-access';
import { AdminUserInvitation1763800000600 } from './1763800000600-admin-user-invitation';
import { DataScope1763800000700 } from './1763800000700-data-scope';
import { AdminSession1763800001000 } from './1763800001000-admin-session';

/** The access domain's tables: admin users and roles (with their data scopes), invitation codes and admin sessions. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  Access1763800000000,
  AdminUserInvitation1763800000600,
  DataScope1763800000700,
  AdminSession1763800001000,
];
