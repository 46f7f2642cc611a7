import { EntitySchema } from 'typeorm';
import type { RoleGrants } from '@console/contracts';

/** Admin users, roles and their link. Handwritten: sign-in and permissions are domain logic. */
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

const audit = {
  version: { name: 'version', type: 'integer' as const },
  createTime: { name: 'create_time', type: 'datetime' as const },
  updateTime: { name: 'update_time', type: 'datetime' as const },
  createdBy: { name: 'created_by', type: 'varchar' as const, length: 64, nullable: true },
  updatedBy: { name: 'updated_by', type: 'varchar' as const, length: 64, nullable: true },
};

export const AdminUserEntity = new EntitySchema<AdminUserRow>({
  name: 'admin-user',
  tableName: 'admin_user',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    userName: { name: 'user_name', type: 'varchar', length: 64 },
    email: { name: 'email', type: 'varchar', length: 128 },
    firstName: { name: 'first_name', type: 'varchar', length: 64 },
    lastName: { name: 'last_name', type: 'varchar', length: 64 },
    phone: { name: 'phone', type: 'varchar', length: 32, nullable: true },
    passwordHash: { name: 'password_hash', type: 'varchar', length: 255 },
    status: { name: 'status', type: 'varchar', length: 16 },
    timeZone: { name: 'time_zone', type: 'varchar', length: 64 },
    isSuperAdmin: { name: 'is_super_admin', type: 'boolean' },
    tokenVersion: { name: 'token_version', type: 'integer' },
    ...audit,
  },
  indices: [{ name: 'UQ_admin_user_user_name', columns: ['userName'], unique: true }],
});

export const RoleEntity = new EntitySchema<RoleRow>({
  name: 'role',
  tableName: 'role',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    roleName: { name: 'role_name', type: 'varchar', length: 64 },
    description: { name: 'description', type: 'varchar', length: 255, nullable: true },
    preset: { name: 'preset', type: 'boolean' },
    grants: {
      name: 'grants', type: 'text',
      transformer: { to: (v: unknown) => JSON.stringify(v ?? {}), from: (v: string | null) => (v ? JSON.parse(v) : {}) },
    },
    ...audit,
  },
  indices: [{ name: 'UQ_role_role_name', columns: ['roleName'], unique: true }],
});

export const AdminUserRoleEntity = new EntitySchema<AdminUserRoleRow>({
  name: 'admin-user-role',
  tableName: 'admin_user_role',
  columns: {
    adminUserId: { name: 'admin_user_id', type: 'integer', primary: true },
    roleId: { name: 'role_id', type: 'integer', primary: true },
  },
});

export const ACCESS_ENTITIES = [AdminUserEntity, RoleEntity, AdminUserRoleEntity];
