import { benchAdmin, startBenchApi, type Row } from './bench-api';
import { ResourceRegistry } from 'api/dist/engine/resource-registry';
import { parseUnits } from '@console/ledger';
import { inventorySnapshot, product, warehouse } from '@console/resources';
import { entitySchemaOf } from 'api/dist/engine/entity-schema';
import { LedgerService } from 'api/dist/modules/finance/ledger.service';
import { StorageCharges } from 'api/dist/modules/billing/storage-charges';

const CLIENTS = Number(process.env.BENCH_STORAGE_CLIENTS ?? 1000);
const SKUS = 200;
/** A month's last day: its run prices the monthly rule and fee too, the heaviest day of a month. */
const DAY = '2031-03-31';

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/**
 * The daily storage job's figure (billing automation): 1,000 clients with 200 skus each on hand
 * in one warehouse (200,000 snapshot rows of one day), all billed by one plan of three storage
 * rules (pieces, cubic feet, a monthly average over the 30 days) and a daily fee; the job charges
 * the month's last day: per client, in its own transaction, storageFee() per rule and warehouse,
 * the lines stored and the sums posted to the ledger. On a fresh database.
 */
export async function storageBench(dataDir: string, databaseUrl?: string): Promise<void> {
  const api = await startBenchApi('storage_bench', dataDir, databaseUrl);
  try {
    const { app, ds } = api;
    const admin = benchAdmin(api.config);
    const create = (resource: string, body: Row) => app.get(ResourceRegistry).find(resource)!.create(body, admin as never);
    let started = process.hrtime.bigint();
    const warehouseId = Number((await ds.getRepository(entitySchemaOf(warehouse)).findOneOrFail({ where: {}, order: { id: 'ASC' } })).id);
    const ledger = app.get(LedgerService);
    const clientIds: number[] = [];
    const now = new Date();
    for (let i = 0; i < CLIENTS; i++) {
      const client = await create('client', { clientKind: 'oms', companyName: `Storage Shipper ${i}`, firstName: 'S', lastName: 'B', contactEmail: `storage${i}@example.com`, phone: '+1 626 555 0100', salesId: 1 });
      const clientId = Number(client.id);
      clientIds.push(clientId);
      await ledger.post(clientId, { changeType: 6, amount: parseUnits('100000')!, pendingDelta: 0n, note: 'Opening funds', idempotencyKey: 'open' }, admin as never);
      const products = Array.from({ length: SKUS }, (_, s) => ({
        clientId, sku: `SKU-${s}`, name: `Product ${s}`, length: String(6 + (s % 10)), width: '8', height: String(2 + (s % 5)), dimensionUnit: s % 7 ? 'IN' : 'CM',
        weight: '1', weightUnit: 'LB', lithiumBattery: 1, status: 1, version: 1, createTime: now, updateTime: now,
      }));
      await ds.getRepository(entitySchemaOf(product)).insert(products);
      // the day's snapshot, and one a fortnight before (the monthly average reads both)
      const snapshot = (snapshotDate: string) => products.map((p, s) => ({
        snapshotDate, warehouseId, clientId, sku: p.sku, lotDate: '2031-01-02', standard: 5 + (s % 20), damage: s % 3 === 0 ? 1 : 0, onHand: 5 + (s % 20) + (s % 3 === 0 ? 1 : 0),
        version: 1, createTime: now, updateTime: now,
      }));
      await ds.getRepository(entitySchemaOf(inventorySnapshot)).insert([...snapshot(DAY), ...snapshot('2031-03-17')]);
    }
    const rule = (over: Record<string, unknown>) => create('storage-rule', { party: 'client', name: `Bench ${String(over.unit)} ${String(over.calculation ?? 'DAY')}`, calculation: 'DAY', quantityType: 'ABSOLUTE', chargeMode: 'INSTANT', ...over });
    const storageRuleIds = [
      Number((await rule({ unit: 'PIECE_DAY', price: '0.01' })).id),
      Number((await rule({ unit: 'CBF_DAY', price: '0.02' })).id),
      Number((await rule({ unit: 'PIECE_DAY', calculation: 'MONTH', quantityType: 'AVERAGE', price: '0.25' })).id),
    ];
    const fee = await create('charge-item', { party: 'client', name: 'Bench Account Fee', workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP', calculation: 'DAY', price: '1.5', freightType: 'BOTH', fba: false });
    const plan = await create('billing-plan', { party: 'client', name: 'Bench Storage Plan', chargeItemIds: [Number(fee.id)], storageRuleIds });
    await create('billing-group', { party: 'client', name: 'Bench Storage Group', planId: Number(plan.id), clientIds });
    console.log(`  set-up: ${CLIENTS.toLocaleString('en-US')} clients x ${SKUS} skus, ${(CLIENTS * SKUS * 2).toLocaleString('en-US')} snapshot rows in ${seconds(started).toFixed(0)} s`);

    started = process.hrtime.bigint();
    const result = await app.get(StorageCharges).chargeDay(DAY);
    const took = seconds(started);
    console.log(`  daily storage job, ${DAY} (a month's end): ${result.clients.toLocaleString('en-US')} clients charged, ${result.lines.toLocaleString('en-US')} lines, ${result.refused.length} refused, in ${took.toFixed(1)} s (${Math.round(result.clients / took)} clients/s)   (aim on MariaDB: <= 60 s)`);
    started = process.hrtime.bigint();
    const again = await app.get(StorageCharges).chargeDay(DAY);
    console.log(`  the same day again (a retried job): ${again.lines} lines written, in ${seconds(started).toFixed(1)} s`);
  } finally {
    await api.close();
  }
}
