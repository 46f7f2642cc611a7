import { billingEvent, workOrderType } from '@console/resources';
import { entitySchemaOf } from 'api/dist/engine/entity-schema';
import { RebillService } from 'api/dist/modules/billing/rebill.service';
import { chargeBenchInput } from './charge-bench';
import { benchAdmin, startBenchApi, type Row } from './bench-api';
import { ResourceRegistry } from 'api/dist/engine/resource-registry';

const CLIENTS = 1000;
/** 1,000 events doubled ten times: 1,024,000. */
const DOUBLINGS = Number(process.env.BENCH_REBILL_DOUBLINGS ?? 10);
const FROM = '2031-03-01';
const TO = '2031-03-31';

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/**
 * The re-bill preview's figure: the charge bench's 6-item plan (as charge items) drafted over
 * 1,024,000 logged order events (the charge bench's 3-package order, 1,000 clients, a month),
 * through the preview's own code (rebill.ts): the events read in batches by id, each priced by
 * charge(), summed per client and item. On a fresh database; the events are written by doubling
 * 1,000 rows in SQL (the figure is the preview's, not the fill's).
 */
export async function rebillBench(dataDir: string, databaseUrl?: string): Promise<void> {
  const api = await startBenchApi('rebill_bench', dataDir, databaseUrl);
  try {
    const { app, ds } = api;
    const admin = benchAdmin(api.config);
    const create = (resource: string, body: Row) => app.get(ResourceRegistry).find(resource)!.create(body, admin as never);
    let started = process.hrtime.bigint();
    const { event, items } = chargeBenchInput();
    const types = new Map((await ds.getRepository(entitySchemaOf(workOrderType)).find() as Array<Record<string, unknown>>).map((t) => [String(t.code), Number(t.id)]));
    const itemIds: number[] = [];
    for (const item of items) {
      const made = await create('charge-item', {
        party: 'client', name: `Rebill Bench ${item.id}`, workOrderTypeId: types.get(item.workOrderType), chargeMode: item.chargeMode, chargeMethod: item.chargeMethod,
        chargeTrigger: item.trigger, calculation: item.calculation, price: item.price, freightType: item.freightType, fba: false, hiddenToClient: item.hiddenToClient, rules: item.rules,
      });
      itemIds.push(Number(made.id));
    }
    const clientIds: number[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const made = await create('client', { clientKind: 'oms', companyName: `Rebill Shipper ${i}`, firstName: 'R', lastName: 'B', contactEmail: `rebill${i}@example.com`, phone: '+1 626 555 0100', salesId: 1 });
      clientIds.push(Number(made.id));
    }
    const now = new Date();
    const events = ds.getRepository(entitySchemaOf(billingEvent));
    await events.insert(clientIds.map((clientId, i) => ({
      clientId, clientOrderId: i + 1, warehouseId: 1, event: 'SHIP', cancelled: false, eventDate: `2031-03-${String(1 + (i % 31)).padStart(2, '0')}`,
      input: { ...event, packages: event.packages.map((p, n) => ({ ...p, lines: p.lines.map((l) => ({ ...l, qty: Number(l.qty) + ((i + n) % 3) })) })) },
      eventKey: `bench:${i}`, version: 1, createTime: now, updateTime: now,
    })));
    const mysql = ds.options.type === 'mysql' || ds.options.type === 'mariadb';
    // each copy's key: the round and the row it copies (a row copied again in a later round gets another)
    for (let d = 0; d < DOUBLINGS; d++) {
      const key = mysql ? `CONCAT('copy:${d}.', id)` : `'copy:${d}.' || id`;
      await ds.query(`INSERT INTO billing_event (client_id, client_order_id, warehouse_id, event, cancelled, event_date, input, event_key, version, create_time, update_time)
        SELECT client_id, client_order_id, warehouse_id, event, cancelled, event_date, input, ${key}, version, create_time, update_time FROM billing_event`);
    }
    const total = await events.count();
    console.log(`  set-up: ${total.toLocaleString('en-US')} events of ${CLIENTS.toLocaleString('en-US')} clients in ${seconds(started).toFixed(0)} s`);

    started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    const result = await app.get(RebillService).run({ from: FROM, to: TO, clientIds, chargeItemIds: itemIds, storageRuleIds: [] });
    const took = seconds(started);
    const used = process.cpuUsage(cpu);
    console.log(`  re-bill preview of ${result.events.toLocaleString('en-US')} events (${result.unpriced} unpriced), a 6-item draft: ${took.toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s of CPU), ${Math.round(result.events / took).toLocaleString('en-US')} events/s, ${result.rows.length.toLocaleString('en-US')} rows, draft total ${result.totals.draft}   (aim: <= 60 s)`);
  } finally {
    await api.close();
  }
}
