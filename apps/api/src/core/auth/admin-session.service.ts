import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { buildPermissionMap } from '@console/contracts';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import type { CurrentAdmin } from '../http/request-context';
import { AdminUserEntity, AdminUserRoleEntity, AdminUserRow, RoleEntity } from '../../modules/access/access.entities';
import { SessionRecords } from './session-records';

interface Cached {
  at: number;
  user: AdminUserRow | null;
  admin: CurrentAdmin | null;
  /** The user's live sign-ins (admin_session ids), so checking a token's `sid` costs no query. */
  sessionIds: ReadonlySet<string>;
}

/**
 * Who is behind a token: the user's row and permission map, cached for a couple of seconds so
 * a busy list page does not reload roles per call, yet a deactivation or revocation takes
 * effect within `userCacheMs`.
 */
@Injectable()
export class AdminSessionService {
  private readonly cache = new Map<number, Cached>();

  constructor(
    private readonly ds: DataSource,
    private readonly records: SessionRecords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `fresh` skips the cache (a session opened a moment ago, maybe by another API instance). */
  async load(userId: number, fresh = false): Promise<Cached> {
    const hit = this.cache.get(userId);
    if (!fresh && hit && Date.now() - hit.at < this.config.userCacheMs) return hit;
    const user = await this.ds.getRepository(AdminUserEntity).findOneBy({ id: userId });
    const admin = user ? await this.toAdmin(user) : null;
    const sessionIds = user ? await this.records.liveIds(userId) : new Set<string>();
    const entry = { at: Date.now(), user, admin, sessionIds };
    this.cache.set(userId, entry);
    return entry;
  }

  forget(userId: number): void {
    this.cache.delete(userId);
  }

  /** After a role changes, every holder's permission map is recomputed on their next call. */
  forgetAll(): void {
    this.cache.clear();
  }

  private async toAdmin(user: AdminUserRow): Promise<CurrentAdmin> {
    const links = await this.ds.getRepository(AdminUserRoleEntity).findBy({ adminUserId: user.id });
    const roles = links.length
      ? await this.ds.getRepository(RoleEntity).createQueryBuilder('r').where('r.id IN (:...ids)', { ids: links.map((l) => l.roleId) }).getMany()
      : [];
    return {
      id: user.id,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      timeZone: user.timeZone,
      allPermission: user.isSuperAdmin,
      permissionMap: buildPermissionMap(roles.map((r) => r.grants), this.config.productCode),
      // Union of roles: one role that sees all records is enough to see all.
      assignedOnly: !user.isSuperAdmin && roles.length > 0 && roles.every((r) => r.dataScope === 'ASSIGNED'),
    };
  }
}
