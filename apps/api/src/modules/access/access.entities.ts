import { EntitySchema } from 'typeorm';
import type { RowOf } from '@console/metadata';
import { adminUser, role } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';

/**
 * Admin users and roles are generated resources (resources/access); their row types are
 * inferred from the definitions, so the sign-in and permission code cannot drift from them.
 * The user-role link table is the access domain's own.
 */
export type AdminUserRow = RowOf<typeof adminUser>;
type RoleRow = RowOf<typeof role>;

interface AdminUserRoleRow {
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
