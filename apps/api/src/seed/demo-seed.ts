import { DataSource } from 'typeorm';
import { RESOURCES } from '@console/resources';
import { SUB_ROLES, type RoleGrants } from '@console/contracts';
import { AppConfig } from '../core/config';
import { hashPassword } from '../core/auth/password';
import { entitySchemaOf } from '../engine/entity-schema';
import { AdminUserEntity, AdminUserRoleEntity, RoleEntity } from '../modules/access/access.entities';
import { DEMO_ROWS } from './demo-data';
import { newInvitationCode } from '../modules/access/invitation';

/** Every sub-role of the catalogue at one level: the Administrator role's grants. */
function everything(level: 1 | 2 | 3 | 4): RoleGrants {
  return Object.fromEntries(
    Object.entries(SUB_ROLES).map(([module, subs]) => [module, Object.fromEntries(subs.map((sub) => [sub, level]))]),
  ) as RoleGrants;
}

/** Preset roles, one per kind of staff (spec 01 §1: administrators, operators, support, sales). */
export const DEMO_ROLES: Array<{ roleName: string; description: string; grants: RoleGrants; dataScope?: 'ASSIGNED' }> = [
  { roleName: 'Administrator', description: 'Everything, at every level', grants: everything(4) },
  {
    roleName: 'Operator', description: 'Warehouse operations staff',
    grants: { wms: { 'landing-page': 1 }, fulfillment: { 'co-warehouse': 4 } },
  },
  {
    roleName: 'Support', description: 'Support agents: cases of every source',
    grants: { support: { 'support-ezeeship': 3, 'support-wms': 3, 'support-label-saas': 3 }, generalSetting: { 'fba-address': 1 } },
  },
  {
    roleName: 'Sales', description: 'Sales: leads and their own clients',
    grants: { wms: { 'landing-page': 2, 'wms-client': 1 }, fulfillment: { client: 2 } },
    dataScope: 'ASSIGNED',
  },
  {
    roleName: 'Finance', description: 'Funding, transactions, invoices and bills',
    grants: {
      fulfillment: {
        'client-funding': 4, 'balance-history': 1, 'client-transactions': 3, 'supplier-transactions': 3, invoices: 4, 'shipping-bills': 3,
      },
      wms: { 'payment-record': 3 },
    },
  },
  { roleName: 'No Access', description: 'Signs in, sees nothing: for testing', grants: {} },
];

/** Demo sign-ins, printed at start-up and listed in the README: one per preset role. */
export const DEMO_USERS = [
  { userName: 'admin', password: 'Admin12345', firstName: 'Ada', lastName: 'Admin', superAdmin: true, role: null, note: 'super-administrator' },
  { userName: 'administrator', password: 'Administrator1', firstName: 'Alan', lastName: 'Turing', superAdmin: false, role: 'Administrator', note: 'role Administrator' },
  { userName: 'operator', password: 'Operator123', firstName: 'Otto', lastName: 'Operator', superAdmin: false, role: 'Operator', note: 'views landing-page leads, manages co-warehouses' },
  { userName: 'support', password: 'Support123', firstName: 'Sue', lastName: 'Porter', superAdmin: false, role: 'Support', note: 'role Support' },
  { userName: 'sales', password: 'Sales12345', firstName: 'Sam', lastName: 'Sellers', superAdmin: false, role: 'Sales', note: 'role Sales' },
  { userName: 'finance', password: 'Finance123', firstName: 'Fay', lastName: 'Nance', superAdmin: false, role: 'Finance', note: 'role Finance' },
  { userName: 'nobody', password: 'Nobody1234', firstName: 'Noah', lastName: 'Body', superAdmin: false, role: 'No Access', note: 'role No Access' },
] as const;

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
      if (rows.length) await repo.insert(rows);
    }
  });
}
