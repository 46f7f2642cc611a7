import { Inject, Injectable } from '@nestjs/common';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import { role } from '@console/resources';
import { AdminUserRoleEntity, RoleEntity } from './access.entities';
import { checkGrants } from './grants';
import { assertMayGrant } from './grant-limits';

/**
 * Role rules: grants are checked against the catalogue; a new role may copy a reference role's
 * grants; preset roles stay; deleting a role removes it from its users in the same transaction.
 * An admin who is not a super-administrator may not write grants above their own (grant-limits).
 */
@Injectable()
export class RoleHooks {
  constructor(
    registry: HookRegistry,
    private readonly sessions: AdminSessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    registry.register(defineHooks(role, {
      beforeCreate: async (row, { em, input, admin }) => {
        const referenceId = input?.referenceRoleId ?? undefined;
        const chosen = checkGrants(row.grants);
        if (referenceId && Object.keys(chosen).length === 0) {
          // The engine has checked that the reference role exists (related-ids.ts) in this transaction.
          const reference = await em.getRepository(RoleEntity).findOneByOrFail({ id: referenceId });
          // Checked like typed grants: a role stored before the catalogue check may hold junk.
          row.grants = checkGrants(reference.grants);
        }
        assertMayGrant(admin, [{ grants: row.grants, dataScope: row.dataScope }], this.config.productCode);
      },
      beforeUpdate: (current, changes, { admin }) => {
        if (changes.grants !== undefined) checkGrants(changes.grants);
        const after = { grants: changes.grants ?? current.grants, dataScope: changes.dataScope !== undefined ? changes.dataScope : current.dataScope };
        assertMayGrant(admin, [after], this.config.productCode, { grants: current.grants, dataScope: current.dataScope });
        // Users holding the role see the change within the session cache's lifetime.
        this.sessions.forgetAll();
      },
      beforeDelete: async (current, { em }) => {
        // Preset roles never get here: the definition's deleteWhen keeps them (presetRoleLocked).
        await em.getRepository(AdminUserRoleEntity).delete({ roleId: current.id });
        this.sessions.forgetAll();
      },
    }));
  }
}
