import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { buildPermissionMap } from '@console/contracts';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { Principal, PrincipalSource } from '../../core/auth/principal-source';
import { AdminUserEntity, AdminUserRoleEntity, RoleEntity } from './access.entities';

/** Admin users with the union of their roles' grants: what a token of this console stands for. */
@Injectable()
export class AdminPrincipalSource extends PrincipalSource {
  constructor(private readonly ds: DataSource, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async load(userId: number): Promise<Principal | null> {
    const user = await this.ds.getRepository(AdminUserEntity).findOneBy({ id: userId });
    if (!user) return null;
    const links = await this.ds.getRepository(AdminUserRoleEntity).findBy({ adminUserId: user.id });
    const roles = links.length
      ? await this.ds.getRepository(RoleEntity).createQueryBuilder('r').where('r.id IN (:...ids)', { ids: links.map((l) => l.roleId) }).getMany()
      : [];
    return {
      active: user.status === 'ACTIVE',
      tokenVersion: user.tokenVersion,
      admin: {
        id: user.id,
        userName: user.userName,
        firstName: user.firstName,
        lastName: user.lastName,
        timeZone: user.timeZone,
        allPermission: user.isSuperAdmin,
        permissionMap: buildPermissionMap(roles.map((r) => r.grants), this.config.productCode),
        // Union of roles: one role that sees all records is enough to see all.
        productCode: this.config.productCode,
        assignedOnly: !user.isSuperAdmin && roles.length > 0 && roles.every((r) => r.dataScope === 'ASSIGNED'),
      },
    };
  }
}
