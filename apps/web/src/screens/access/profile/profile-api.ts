import { PROFILE_FIELDS, type ProfileField } from '@console/contracts';
import { request } from '../../../platform/http';

/** The own admin-user record as GET /wms-user/admin/profile answers it (the fields used here). */
export interface ProfileRecord {
  id: number;
  version: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  timeZone: string | null;
}

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordChange = Record<(typeof PASSWORD_FIELDS)[number], string>;

export function fetchProfile(): Promise<ProfileRecord> {
  return request<ProfileRecord>({ url: '/wms-user/admin/profile', method: 'get' });
}

/**
 * `version` is the one loaded: a stale one answers 409 (toasted by the HTTP layer). Errors of
 * the form's own fields are shown under them (server-errors.ts), not toasted as well.
 */
export function saveProfile(body: Partial<Record<ProfileField, unknown>> & { version: number }): Promise<ProfileRecord> {
  return request<ProfileRecord>({ url: '/wms-user/admin/profile', method: 'put', data: body, fieldsShown: PROFILE_FIELDS });
}

/** On success the server ends every session of the user, this one included. A wrong current password shows on its field only. */
export function changePassword(body: PasswordChange): Promise<unknown> {
  return request({ url: '/wms-user/admin/changePassword', method: 'post', data: body, fieldsShown: PASSWORD_FIELDS });
}
