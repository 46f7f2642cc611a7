import { EntitySchema } from 'typeorm';
import type { RoleGrants } from '@console/contracts';
import { adminUser, role } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';

/**
 * Admin users and roles are generated resources (resources/settings); these are the typed views
 * the sign-in and permission code reads them through, plus the user-role link table.
 */
export interface AdminUserRow {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  passwordHash: string;
  status: 'ACTIVE' | 'DIS_ACTIVE';
  timeZone: string;
  isSuperAdmin: boolean;
  tokenVersion: number;
  agentInvitationCode: string | null;
  version: number;
  createTime: Date;
  updateTime: Date;
  createdBy: string | null;
  updatedBy: string | null;
}

export interface RoleRow {
  id: number;
  roleName: string;
  description: string | null;
  preset: boolean;
  grants: RoleGrants;
  dataScope: 'ALL' | 'ASSIGNED' | null;
  version: number;
  createTime: Date;
  updateTime: Date;
  createdBy: string | null;
  updatedBy: string | null;
}

export interface AdminUserRoleRow {
  adminUserId: number;
  roleId: number;
}

export const AdminUserEntity = entitySchemaOf(adminUser) as unknown as EntitySchema<AdminUserRow>;
export const RoleEntity = entitySchemaOf(role) as unknown as EntitySchema<RoleRow>;

export const AdminUserRoleEntity = new EntitySchema<AdminUserRoleRow>({
  name: 'admin-user-role',
  tableName: 'admin_user_role',
  columns: {
    adminUserId: { name: 'admin_user_id', type: 'integer', primary: true },
    roleId: { name: 'role_id', type: 'integer', primary: true },
  },
});

/** Tables of the access domain that are not generated resources. */
export const ACCESS_ENTITIES = [AdminUserRoleEntity];
