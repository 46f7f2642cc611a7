import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AppException } from '../../core/envelope/app-exception';
import { hashPassword } from '../../core/auth/password';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { SessionRecords } from '../../core/auth/session-records';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { HookRegistry, TypedContext, defineHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import { adminUser } from '@console/resources';
import { AdminUserRoleEntity, RoleEntity, type AdminUserRow } from './access.entities';
import { generatePassword, newInvitationCode } from './invitation';
import { assertMayManage } from './grant-limits';

/**
 * Admin-user rules on top of the generic engine: hash the write-only password, give each user
 * an invitation code, show roles and invitation links, and the special actions (activate,
 * deactivate — which ends the user's sessions — and reset password). Editing and the actions
 * are refused on a super-administrator, or on anyone holding more than the actor (grant-limits).
 */
type Context = TypedContext<typeof adminUser>;

@Injectable()
export class AdminUserHooks {
  constructor(
    registry: HookRegistry,
    private readonly sessions: AdminSessionService,
    private readonly records: SessionRecords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    registry.register(defineHooks(adminUser, {
      beforeCreate: async (row, { input }) => {
        row.passwordHash = await hashPassword(String(input?.password));
        row.tokenVersion = 0;
        row.isSuperAdmin = false;
        row.agentInvitationCode = newInvitationCode();
      },
      beforeUpdate: async (current, _changes, ctx) => {
        await this.assertMayManage(current, ctx);
        // Name and time zone travel in afterLogin, which reads the session cache: refresh it.
        this.sessions.forget(current.id);
      },
      afterRead: async (rows, { em }) => {
        const ids = rows.map((r) => r.id);
        const links = await em.getRepository(AdminUserRoleEntity).findBy({ adminUserId: In(ids) });
        const roles = links.length ? await em.getRepository(RoleEntity).findBy({ id: In([...new Set(links.map((l) => l.roleId))]) }) : [];
        const roleName = new Map(roles.map((r) => [r.id, r.roleName]));
        for (const row of rows) {
          const own = links.filter((l) => l.adminUserId === row.id && roleName.has(l.roleId)).map((l) => l.roleId);
          row.roleIds = own.sort((a, b) => a - b);
          row.roles = own.map((id) => roleName.get(id)).sort().join(', ') || null;
          const code = row.agentInvitationCode;
          row.agentInvitationLink = code ? `${this.config.omsSignupUrl}?agent=${code}` : null;
          row.omsInvitationLink = code ? `${this.config.omsSignupUrl}?invite=${code}` : null;
        }
      },
      actions: {
        activate: (current, ctx) => this.setStatus(current, 'ACTIVE', ctx),
        deactivate: (current, ctx) => this.setStatus(current, 'DIS_ACTIVE', ctx),
        'reset-password': async (current, ctx) => {
          const { em, records } = ctx;
          await this.assertMayManage(current, ctx);
          const password = generatePassword();
          await records.update(adminUser, current.id, {
            passwordHash: await hashPassword(password), tokenVersion: current.tokenVersion + 1,
          }, { before: current });
          await this.records.endAll(current.id, em);
          this.forgetSessions(current.id, ctx);
          // Shown once to the administrator who reset it; it is not stored anywhere readable.
          return { userId: current.id, password };
        },
      },
    }));
  }

  private assertMayManage(current: AdminUserRow, { em, admin }: Context): Promise<void> {
    return assertMayManage(em, admin, { id: current.id, isSuperAdmin: current.isSuperAdmin }, this.config.productCode);
  }

  private async setStatus(current: AdminUserRow, status: AdminUserRow['status'], ctx: Context) {
    const { em, admin, records } = ctx;
    if (status === 'DIS_ACTIVE' && current.id === admin.id) throw new AppException(400, 'cannotDeactivateSelf');
    await this.assertMayManage(current, ctx);
    const updated = await records.update(adminUser, current.id, {
      status,
      // Deactivation revokes every token at once, not only after they expire.
      tokenVersion: current.tokenVersion + (status === 'DIS_ACTIVE' ? 1 : 0),
    }, { before: current });
    if (status === 'DIS_ACTIVE') await this.records.endAll(current.id, em);
    this.forgetSessions(current.id, ctx);
    const { passwordHash: _hash, tokenVersion: _tv, isSuperAdmin: _sa, ...visible } = updated;
    return visible;
  }

  /** Now (this request's later reads) and again after the commit (a read in between cached the old user). */
  private forgetSessions(userId: number, { records }: Context): void {
    this.sessions.forget(userId);
    records.afterCommit(() => this.sessions.forget(userId));
  }
}
