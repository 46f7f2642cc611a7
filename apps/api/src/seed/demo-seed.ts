import { DataSource } from 'typeorm';
import { RESOURCES } from '@console/resources';
import { AppConfig } from '../core/config';
import { hashPassword } from '../core/auth/password';
import { entitySchemaOf } from '../engine/entity-schema';
import { AdminUserEntity, AdminUserRoleEntity, RoleEntity } from '../modules/access/access.entities';
import { DEMO_ROWS } from './demo-data';
import { DEMO_ROLES, DEMO_USERS } from './demo-accounts';
import { newInvitationCode } from '../modules/access/invitation';

export { DEMO_ROLES, DEMO_USERS };

export class SeedRefused extends Error {}

/**
 * Idempotent: users and roles are matched by name, and a resource gets demo rows only while
 * its table is empty. Refuses MySQL unless SEED_DEMO_ON_MYSQL=1 (production data is precious).
 */
export function assertSeedAllowed(config: AppConfig): void {
  if (config.dbType === 'mysql' && !config.allowDemoSeedOnMysql) {
    throw new SeedRefused('The demo seed does not run against MySQL unless SEED_DEMO_ON_MYSQL=1 is set.');
  }
}

export async function seedDemo(ds: DataSource, config: AppConfig): Promise<void> {
  assertSeedAllowed(config);
  const now = new Date();
  const audit = { version: 1, createTime: now, updateTime: now, createdBy: 'seed', updatedBy: 'seed' };
  await ds.transaction(async (em) => {
    for (const role of DEMO_ROLES) {
      if (!(await em.getRepository(RoleEntity).existsBy({ roleName: role.roleName }))) {
        await em.getRepository(RoleEntity).insert({ dataScope: 'ALL', ...role, preset: true, ...audit });
      }
    }
    for (const u of DEMO_USERS) {
      if (await em.getRepository(AdminUserEntity).existsBy({ userName: u.userName })) continue;
      const inserted = await em.getRepository(AdminUserEntity).insert({
        userName: u.userName, email: `${u.userName}@example.com`, firstName: u.firstName, lastName: u.lastName,
        phone: null, passwordHash: await hashPassword(u.password), status: 'ACTIVE', timeZone: 'America/Los_Angeles',
        isSuperAdmin: u.superAdmin, tokenVersion: 0, agentInvitationCode: newInvitationCode(), ...audit,
      });
      if (u.role) {
        const role = await em.getRepository(RoleEntity).findOneByOrFail({ roleName: u.role });
        await em.getRepository(AdminUserRoleEntity).insert({ adminUserId: inserted.identifiers[0].id, roleId: role.id });
      }
    }
    for (const def of RESOURCES) {
      const repo = em.getRepository(entitySchemaOf(def));
      if ((await repo.count()) > 0) continue;
      const sales = await em.getRepository(AdminUserEntity).findOneBy({ userName: 'sales' });
      const rows = (DEMO_ROWS[def.name] ?? []).map((r, i) => ({
        version: 1, createTime: now, updateTime: now, ...r,
        // every third lead belongs to the demo sales user, so its data scope shows
        ...(def.dataScope?.field === 'salesId' && i % 3 === 0 && sales ? { salesId: sales.id } : {}),
      }));
      // in chunks: one INSERT of thousands of rows passes SQLite's limit of bound values
      for (let at = 0; at < rows.length; at += 200) await repo.insert(rows.slice(at, at + 200));
    }
  });
}
