import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/envelope/app-exception';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { HookRegistry } from '../../engine/hooks';
import { AdminUserRoleEntity, RoleEntity } from './access.entities';
import { checkGrants } from './grants';

/**
 * Role rules: grants are checked against the catalogue; a new role may copy a reference role's
 * grants; preset roles stay; deleting a role removes it from its users in the same transaction.
 */
@Injectable()
export class RoleHooks {
  constructor(registry: HookRegistry, private readonly sessions: AdminSessionService) {
    registry.register('role', {
      beforeCreate: async (row, { em, input }) => {
        const referenceId = input?.referenceRoleId as number | undefined;
        const chosen = checkGrants(row.grants);
        if (referenceId && Object.keys(chosen).length === 0) {
          const reference = await em.getRepository(RoleEntity).findOneBy({ id: referenceId });
          if (!reference) throw new AppException(400, 'invalidData', {}, { errors: [{ field: 'referenceRoleId', message: 'Invalid Data', zhMessage: '无效数据' }] });
          row.grants = reference.grants;
        }
      },
      beforeUpdate: (_current, changes) => {
        if (changes.grants !== undefined) checkGrants(changes.grants);
        // Users holding the role see the change within the session cache's lifetime.
        this.sessions.forgetAll();
      },
      beforeDelete: async (current, { em }) => {
        if (current.preset) throw new AppException(409, 'presetRoleLocked');
        await em.getRepository(AdminUserRoleEntity).delete({ roleId: current.id as number });
        this.sessions.forgetAll();
      },
    });
  }
}
