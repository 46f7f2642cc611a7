import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { buildPermissionMap, bilingual, type UserRolesRecord } from '@console/contracts';
import { adminUser } from '@console/resources';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { LoginThrottle, accountKey } from '../../core/auth/login-throttle';
import { SessionRecords } from '../../core/auth/session-records';
import { WriteLock } from '../../core/database/write-lock';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { AdminUserEntity, AdminUserRoleEntity, RoleEntity } from './access.entities';
import { recordAudit } from '../../engine/audit';
import { assertMayGrant, assertMayManage } from './grant-limits';
import type { AssignRolesDto } from './dto/assign-roles.dto';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';


/**
 * What every admin may do to their own account (My Profile), and the role assignment of
 * user-management. Profile edits reuse the admin-user resource's validation and version check.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly sessions: AdminSessionService,
    private readonly throttle: LoginThrottle,
    private readonly records: SessionRecords,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get users() {
    return this.registry.find(adminUser.name)!;
  }

  profile(admin: CurrentAdmin) {
    return this.users.get(admin.id, admin);
  }

  /** Only the profile fields (UpdateProfileDto refuses any other key); the resource checks the values and the version. */
  async updateProfile(admin: CurrentAdmin, body: UpdateProfileDto) {
    const saved = await this.users.update(admin.id, { ...body }, admin);
    // afterLogin answers from the session cache; the next one must show the new name at once.
    this.sessions.forget(admin.id);
    return saved;
  }

  /** The three passwords were checked by ChangePasswordDto: given, the new one by the rule, confirmed. */
  async changePassword(admin: CurrentAdmin, body: ChangePasswordDto): Promise<void> {
    // Guesses at the current password count with the account's failed sign-ins (same key, same
    // limit). A throttled session stays signed in: only password checks wait for the window.
    const key = accountKey(admin.id);
    const minutes = this.throttle.blockedMinutes(key);
    if (minutes) throw new AppException(429, 'passwordAttemptsThrottled', { en: { minutes }, zh: { minutes } });
    const current = body.currentPassword;
    const user = await this.ds.getRepository(AdminUserEntity).findOneByOrFail({ id: admin.id });
    // No password is longer than the rule allows: refuse a huge one before hashing it.
    if (current.length > 64 || !(await verifyPassword(user.passwordHash, current))) {
      this.throttle.fail(key);
      throw badRequest('currentPasswordWrong', {}, { errors: [{ field: 'currentPassword', ...bilingual('currentPasswordWrong') }] });
    }
    this.throttle.succeed(key);
    const passwordHash = await hashPassword(body.newPassword);
    await this.lock.run(() =>
      this.ds.transaction(async (em) => {
        await em.getRepository(AdminUserEntity).update({ id: admin.id }, {
          passwordHash, tokenVersion: user.tokenVersion + 1, version: user.version + 1, updateTime: new Date(), updatedBy: admin.userName,
        });
        await this.records.endAll(admin.id, em);
        await recordAudit(em, { resource: adminUser.name, recordId: admin.id, action: 'change-password', admin });
      }),
    );
    // Every session of the user ends, this one included: they sign in again with the new password.
    this.sessions.forget(admin.id);
  }

  async rolesOf(userId: number): Promise<UserRolesRecord> {
    const user = await this.ds.getRepository(AdminUserEntity).findOneBy({ id: userId });
    if (!user) throw new AppException(404, 'notFound');
    const links = await this.ds.getRepository(AdminUserRoleEntity).findBy({ adminUserId: userId });
    const allRoles = await this.ds.getRepository(RoleEntity).find({ order: { roleName: 'ASC' } });
    const held = new Set(links.map((l) => l.roleId));
    const roles = allRoles.filter((r) => held.has(r.id));
    return {
      userId,
      userName: user.userName,
      /** The user's version: PUT sends it back so two administrators cannot both win. */
      version: user.version,
      roleIds: roles.map((r) => r.id).sort((a, b) => a - b),
      allPermission: user.isSuperAdmin,
      permissionMap: buildPermissionMap(roles.map((r) => r.grants), this.config.productCode),
      /** The roles that can be given, so assigning needs no role-permission access of its own. */
      roleOptions: allRoles.map((r) => ({ id: r.id, roleName: r.roleName, description: r.description ?? null, preset: r.preset })),
    };
  }

  /** Replaces a user's roles; `version` is the user's, so two administrators cannot both win. */
  async assignRoles(userId: number, { roleIds, version }: AssignRolesDto, admin: CurrentAdmin) {
    await this.lock.run(() =>
      this.ds.transaction(async (em) => {
        const given = roleIds.length ? await em.getRepository(RoleEntity).findBy({ id: In(roleIds) }) : [];
        if (given.length !== new Set(roleIds).size) throw badRequest('invalidData');
        const target = await em.getRepository(AdminUserEntity).findOneBy({ id: userId });
        if (!target) throw new AppException(404, 'notFound');
        await assertMayManage(em, admin, target, this.config.productCode);
        assertMayGrant(admin, given, this.config.productCode);
        const bumped = await em.createQueryBuilder().update(AdminUserEntity)
          .set({ version: () => 'version + 1', updateTime: new Date(), updatedBy: admin.userName })
          .where('id = :id AND version = :version', { id: userId, version }).execute();
        if (!bumped.affected) {
          const exists = await em.getRepository(AdminUserEntity).existsBy({ id: userId });
          throw exists ? new AppException(409, 'versionConflict') : new AppException(404, 'notFound');
        }
        const before = (await em.getRepository(AdminUserRoleEntity).findBy({ adminUserId: userId })).map((l) => l.roleId).sort((a, b) => a - b);
        await recordAudit(em, {
          resource: adminUser.name, recordId: userId, action: 'assign-roles', admin,
          changes: { roleIds: [before, [...new Set(roleIds)].sort((a, b) => a - b)] },
        });
        await em.getRepository(AdminUserRoleEntity).delete({ adminUserId: userId });
        if (roleIds.length) await em.getRepository(AdminUserRoleEntity).insert([...new Set(roleIds)].map((roleId) => ({ adminUserId: userId, roleId })));
      }),
    );
    this.sessions.forget(userId);
    return this.rolesOf(userId);
  }
}
