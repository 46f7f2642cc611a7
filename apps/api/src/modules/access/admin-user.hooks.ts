import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AppException } from '../../core/envelope/app-exception';
import { hashPassword } from '../../core/auth/password';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { SessionRecords } from '../../core/auth/session-records';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { HookContext, HookRegistry, Row } from '../../engine/hooks';
import { AdminUserEntity, AdminUserRoleEntity, RoleEntity } from './access.entities';
import { generatePassword, newInvitationCode } from './invitation';
import { assertMayManage } from './grant-limits';

/**
 * Admin-user rules on top of the generic engine: hash the write-only password, give each user
 * an invitation code, show roles and invitation links, and the special actions (activate,
 * deactivate — which ends the user's sessions — and reset password). Editing and the actions
 * are refused on a super-administrator, or on anyone holding more than the actor (grant-limits).
 */
@Injectable()
export class AdminUserHooks {
  constructor(
    registry: HookRegistry,
    private readonly sessions: AdminSessionService,
    private readonly records: SessionRecords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    registry.register('admin-user', {
      beforeCreate: async (row, { input }) => {
        row.passwordHash = await hashPassword(String(input?.password));
        row.tokenVersion = 0;
        row.isSuperAdmin = false;
        row.agentInvitationCode = newInvitationCode();
      },
      beforeUpdate: async (current, _changes, ctx) => {
        await this.assertMayManage(current, ctx);
        // Name and time zone travel in afterLogin, which reads the session cache: refresh it.
        this.sessions.forget(current.id as number);
      },
      afterRead: async (rows, { em }) => {
        const ids = rows.map((r) => r.id as number);
        const links = await em.getRepository(AdminUserRoleEntity).findBy({ adminUserId: In(ids) });
        const roles = links.length ? await em.getRepository(RoleEntity).findBy({ id: In([...new Set(links.map((l) => l.roleId))]) }) : [];
        const roleName = new Map(roles.map((r) => [r.id, r.roleName]));
        for (const row of rows) {
          row.roles = links.filter((l) => l.adminUserId === row.id).map((l) => roleName.get(l.roleId)).filter(Boolean).sort().join(', ') || null;
          const code = row.agentInvitationCode as string | null;
          row.agentInvitationLink = code ? `${this.config.omsSignupUrl}?agent=${code}` : null;
          row.omsInvitationLink = code ? `${this.config.omsSignupUrl}?invite=${code}` : null;
        }
      },
      actions: {
        activate: (current, ctx) => this.setStatus(current, 'ACTIVE', ctx),
        deactivate: (current, ctx) => this.setStatus(current, 'DIS_ACTIVE', ctx),
        'reset-password': async (current, ctx) => {
          const { em, admin } = ctx;
          await this.assertMayManage(current, ctx);
          const password = generatePassword();
          await em.getRepository(AdminUserEntity).update({ id: current.id as number }, {
            passwordHash: await hashPassword(password), tokenVersion: (current.tokenVersion as number) + 1,
            updateTime: new Date(), updatedBy: admin.userName, version: (current.version as number) + 1,
          });
          await this.records.endAll(current.id as number, em);
          this.sessions.forget(current.id as number);
          // Shown once to the administrator who reset it; it is not stored anywhere readable.
          return { userId: current.id, password };
        },
      },
    });
  }

  private assertMayManage(current: Row, { em, admin }: HookContext): Promise<void> {
    return assertMayManage(em, admin, { id: current.id as number, isSuperAdmin: Boolean(current.isSuperAdmin) }, this.config.productCode);
  }

  private async setStatus(current: Row, status: 'ACTIVE' | 'DIS_ACTIVE', ctx: HookContext) {
    const { em, admin } = ctx;
    if (status === 'DIS_ACTIVE' && current.id === admin.id) throw new AppException(400, 'cannotDeactivateSelf');
    await this.assertMayManage(current, ctx);
    const repo = em.getRepository(AdminUserEntity);
    await repo.update({ id: current.id as number }, {
      status, updateTime: new Date(), updatedBy: admin.userName, version: (current.version as number) + 1,
      // Deactivation revokes every token at once, not only after they expire.
      tokenVersion: (current.tokenVersion as number) + (status === 'DIS_ACTIVE' ? 1 : 0),
    });
    if (status === 'DIS_ACTIVE') await this.records.endAll(current.id as number, em);
    this.sessions.forget(current.id as number);
    const { passwordHash: _hash, tokenVersion: _tv, isSuperAdmin: _sa, ...visible } = (await repo.findOneByOrFail({ id: current.id as number })) as unknown as Row;
    return visible;
  }
}
