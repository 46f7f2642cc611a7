import { DataSource, In } from 'typeorm';
import { RESOURCES } from '@console/resources';
import { AppConfig } from '../core/config';
import { hashPassword } from '../core/auth/password';
import { entitySchemaOf } from '../engine/entity-schema';
import { recordVersion } from '../engine/versions/record-versions';
import { seedOrderCharges, seedStorageCharges } from './billing-charges';
import { AdminUserEntity, AdminUserRoleEntity, RoleEntity } from '../modules/access/access.entities';
import { DEMO_ROWS, isRef, seedOrder } from './demo-rows';
import { seedRatedShipments } from './pricing-shipments';
import { seedFinance, seedInvoices } from './finance';
import { seedPayments } from './finance-payments';
import { seedPayables, seedSupplierInvoices } from './finance-payables';
import { seedSupport } from './support';
import { seedInventory } from './inventory';
import { DEMO_TIME_ZONE, SEED_SYSTEM } from './seed-day';
import { seedOrders } from './orders';
import { seedInboundOrders } from './orders-inbound';
import { seedReturnOrders } from './orders-returns';
import { seedFreightOrders } from './orders-freight';
import { seedCrossDockOrders } from './orders-cross-dock';
import { seedBatchPack } from './batch-pack';
import { SecretBox } from '../core/crypto/secret-box';
import { DEMO_ROLES, DEMO_USERS } from './access';
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

/** A demo row with each `{ $ref: resource, index }` (alone, or in an id list) replaced by the id that row was given. */
function resolveRefs(row: Record<string, unknown>, ids: Map<string, number[]>): Record<string, unknown> {
  const idOf = (ref: { $ref: string; index: number }) => ids.get(ref.$ref)?.[ref.index] ?? null;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => {
    if (isRef(value)) return [key, idOf(value)];
    if (Array.isArray(value) && value.some(isRef)) return [key, value.map((v) => (isRef(v) ? idOf(v) : v))];
    return [key, value];
  }));
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
        phone: null, passwordHash: await hashPassword(u.password), status: 'ACTIVE', timeZone: DEMO_TIME_ZONE,
        isSuperAdmin: u.superAdmin, tokenVersion: 0, agentInvitationCode: newInvitationCode(), ...audit,
      });
      if (u.role) {
        const role = await em.getRepository(RoleEntity).findOneByOrFail({ roleName: u.role });
        await em.getRepository(AdminUserRoleEntity).insert({ adminUserId: inserted.identifiers[0].id, roleId: role.id });
      }
    }
    const sales = await em.getRepository(AdminUserEntity).findOneBy({ userName: 'sales' });
    const owner = await em.getRepository(AdminUserEntity).findOneBy({ userName: 'admin' });
    // The ids each resource's demo rows got, so later rows can name them ({ $ref, index }).
    const seededIds = new Map<string, number[]>();
    for (const def of seedOrder(RESOURCES, DEMO_ROWS)) {
      const repo = em.getRepository(entitySchemaOf(def));
      const demo = DEMO_ROWS[def.name] ?? [];
      if ((await repo.count()) > 0 || !demo.length) continue;
      const ownedBy = def.dataScope && 'field' in def.dataScope ? def.dataScope.field : undefined;
      const rows = demo.map((r, i) => ({
        version: 1, createTime: now, updateTime: now, ...resolveRefs(r, seededIds),
        // every third record belongs to the demo sales user, so its data scope shows; a required owner is otherwise the admin
        ...(ownedBy && i % 3 === 0 && sales ? { [ownedBy]: sales.id } : ownedBy && def.fields[ownedBy]?.required && owner ? { [ownedBy]: owner.id } : {}),
      }));
      // in chunks: one INSERT of thousands of rows passes SQLite's limit of bound values
      const ids: number[] = [];
      for (let at = 0; at < rows.length; at += 200) {
        const result = await repo.insert(rows.slice(at, at + 200));
        ids.push(...result.identifiers.map((x) => Number(x.id)));
      }
      seededIds.set(def.name, ids);
      // A versioned record is in force through its versions: each seeded one gets its first.
      if (def.versions) for (const row of await repo.findBy({ id: In(ids) })) await recordVersion(em, def, row, SEED_SYSTEM);
    }
    // Priced by the seeded pricing itself, once it is all in.
    await seedRatedShipments(em, config.demoRatedShipments);
    // Ledgers posted through the ledger's own writes (their figures add up).
    await seedFinance(em);
    await seedInvoices(em);
    await seedPayments(em, new SecretBox(config.dataEncryptionKey));
    await seedPayables(em);
    await seedSupplierInvoices(em);
    await seedSupport(em);
    // Stock posted as receive movements through the stock's own writes (verify finds no drift).
    await seedInventory(em);
    // Parcel outbound orders, some submitted with their stock allocated through the same writes.
    await seedOrders(em);
    // Inbound orders, what was received of them posted as receive movements through the same writes.
    await seedInboundOrders(em);
    // Returns, their restocks posted as return movements through the same writes.
    await seedReturnOrders(em);
    // Freight outbound orders: pallets to an FBA warehouse and a retailer, no stock allocated.
    await seedFreightOrders(em);
    // Cross-dock orders: one received at the dock and held for its order through the stock's writes.
    await seedCrossDockOrders(em);
    // Batch and pack: packaging materials, and batches of the orders To Pick at each step (picks through the same writes).
    await seedBatchPack(em);
    // Billing automation's charges of the cancelled ones, through the charge engine and the ledger.
    await seedOrderCharges(em);
    // And today's storage of the demo clients in a billing group, by the daily job's code.
    await seedStorageCharges(em);
  });
}
