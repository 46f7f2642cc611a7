import type { UserRolesRecord } from '@console/contracts';
import { request } from '../../platform/http';

/** GET /wms-user/admin/user-roles/{id} (docs/api-conventions.md, My profile and user management). */
export type UserRoles = UserRolesRecord;

export function fetchUserRoles(userId: number): Promise<UserRoles> {
  return request<UserRoles>({ method: 'GET', url: `/wms-user/admin/user-roles/${userId}` });
}

/** Replaces the user's roles; a stale `version` answers 409 (toasted by the HTTP layer). */
export function saveUserRoles(userId: number, roleIds: number[], version: number): Promise<UserRoles> {
  return request<UserRoles>({ method: 'PUT', url: `/wms-user/admin/user-roles/${userId}`, data: { roleIds, version } });
}
