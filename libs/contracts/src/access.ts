import type { PermissionMap } from './permissions';

/** What My Profile may change of one's own account; the API refuses any other field. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'timeZone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * GET/PUT /api/wms-user/admin/user-roles/{userId}: a user's roles, what they add up to, and the
 * roles that can be given. `version` is the user's, sent back with a change.
 */
export interface UserRolesRecord {
  userId: number;
  userName: string;
  version: number;
  roleIds: number[];
  allPermission: boolean;
  permissionMap: PermissionMap;
  roleOptions: Array<{ id: number; roleName: string; description: string | null; preset: boolean }>;
}
