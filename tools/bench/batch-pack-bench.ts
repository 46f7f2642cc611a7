import { loadavg } from 'node:os';
import type { EntityManager } from 'typeorm';
import { clientOrder, clientOrderItem } from '@console/resources';
import { entitySchemaOf } from 'api/dist/engine/entity-schema';
import { StockService } from 'api/dist/modules/inventory/stock.service';
import { AuthService } from 'api/dist/modules/access/auth.service';
import { allocateOrder } from 'api/dist/modules/orders/order-stock';
import { Row, startBenchApi, type BenchApi } from './bench-api';
import { ms, percentile } from './stats';

const OPEN_ORDERS = Number(process.env.BENCH_BATCH_ORDERS ?? 10_000);
const STATIONS = Number(process.env.BENCH_STATIONS ?? 50);
const UNITS = 20;
const ZONES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const SENDER = { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false };
const TO = { name: 'Jane Doe', company: '', addressLine1: '350 5th Ave', addressLine2: '', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', phone: '2125550100', email: 'jane@example.com', isResidential: true };

/**
 * Batch and pack (02 §2): batch creation by location over OPEN_ORDERS (10,000) orders To Pick
 * in 8 zones (aim <= 5 s), and the pack station's scan round trip with STATIONS (50) packers
 * scanning at once, each on a batch of its own (aim p95 <= 50 ms on MariaDB). A fresh database
 * each, dropped after.
 */
export async function batchPackBench(dataDir: string, databaseUrl?: string): Promise<void> {
  const api = await startBenchApi('bench_batch_pack', dataDir, databaseUrl);
  try {
    const floor = await stockedFloor(api);
    await openOrders(api, floor, OPEN_ORDERS);
    // the fill took longer than the server keeps an idle connection (5 s): the client's pooled one
    // is closed under it, and the first call after would read ECONNRESET; this one takes the hit
    await api.call('GET', 'health').catch(() => undefined);
    for (const [label, body] of [
      ['by location, zone A, 200 orders', { zones: 'BPA', maxOrders: 200 }],
      ['by location, zones A-D, 500 orders', { zones: 'BPA, BPB, BPC, BPD', maxOrders: 500 }],
      ['by location, oldest order\'s zones, 500', { maxOrders: 500 }],
    ] as const) {
      const t0 = process.hrtime.bigint();
      const batch = await api.call('POST', 'resources/pick-batch', { warehouseId: floor.warehouseId, mode: 1, ...body });
      const took = Number(process.hrtime.bigint() - t0) / 1e6;
      console.log(`  create batch ${label.padEnd(38)} ${ms(took)}: ${batch.orderCount} orders, ${batch.lineCount} lines (over ${OPEN_ORDERS} open; aim <= 5 s)`);
    }
    await scanBench(api, floor);
    const stock = await api.call('GET', 'inventory/verify');
    console.log(`  stock verify: drifted ${stock.drifted} (aim 0)`);
  } finally {
    await api.close();
  }
}

interface Floor { warehouseId: number; clientId: number; skus: string[] }

/** One funded client with a product per zone, each received onto a pick location of its zone. */
async function stockedFloor(api: BenchApi): Promise<Floor> {
  const warehouseId = Number(((await api.call('GET', 'resources/warehouse?pageSize=1&sortField=id&sortOrder=asc')).records as Row[])[0].id);
  const clientId = Number((await api.call('POST', 'resources/client', {
    clientKind: 'oms', companyName: 'Bench Packer Co', firstName: 'B', lastName: 'P', contactEmail: 'bench-pack@example.com', phone: '+1 626 555 0100', salesId: 1,
  })).id);
  await api.call('POST', `finance/accounts/${clientId}/entries`, { changeType: 6, amount: '100000', note: 'Bench funds', idempotencyKey: `bench-pack-fund-${clientId}` });
  const skus: string[] = [];
  for (const [z, zone] of ZONES.entries()) {
    for (let n = 0; n < 4; n++) {
      const location = await api.call('POST', 'resources/location', { code: `BP${zone}-${n + 1}`, warehouseId, kind: 1, pickSequence: 1000 + z * 10 + n, zone: `BP${zone}`, status: 1 });
      const sku = `BP-${zone}${n + 1}`;
      await api.call('POST', 'resources/product', { clientId, sku, name: `Bench ${zone}${n + 1}`, weight: '0.5', weightUnit: 'LB' });
      await api.call('POST', 'inventory/receive', { warehouseId, locationId: Number(location.id), clientId, sku, lotDate: '2026-01-01', standard: 1_000_000 });
      skus.push(sku);
    }
  }
  return { warehouseId, clientId, skus };
}

/**
 * `count` orders To Pick: the first made through the API (create, Submit), the rest copied from
 * it straight into the tables and allocated through the stock's own writes, 200 to a
 * transaction (the API's Submit, without 10,000 HTTP round trips). One or two skus each, in one
 * zone or two neighbouring ones.
 */
async function openOrders(api: BenchApi, floor: Floor, count: number): Promise<void> {
  const started = process.hrtime.bigint();
  const first = await api.call('POST', 'resources/client-order', orderBody(floor, [floor.skus[0]]));
  await api.call('POST', `resources/client-order/${first.id}/actions/submit`, {});
  const template = await api.ds.getRepository(entitySchemaOf(clientOrder)).findOneByOrFail({ id: Number(first.id) }) as Row;
  const stock = api.app.get(StockService);
  const { id: _id, orderNo: _no, ...rest } = template;
  for (let from = 1; from < count; from += 200) {
    await api.ds.transaction(async (em: EntityManager) => {
      for (let i = from; i < Math.min(count, from + 200); i++) {
        const orderNo = `SO8${String(i).padStart(9, '0')}`;
        const inserted = await em.getRepository(entitySchemaOf(clientOrder)).insert({ ...rest, orderNo, submittedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000) });
        const id = Number(inserted.identifiers[0].id);
        const z = i % ZONES.length;
        const lines = [{ sku: floor.skus[z * 4 + (Math.floor(i / ZONES.length) % 4)], qty: 1 + (i % 3) }, ...(i % 5 === 0 ? [{ sku: floor.skus[((z + 1) % ZONES.length) * 4], qty: 1 }] : [])];
        for (const line of lines) await em.getRepository(entitySchemaOf(clientOrderItem)).insert({ clientOrderId: id, ...line, packedQty: 0, version: 1, createTime: new Date(), updateTime: new Date() });
        await allocateOrder(em, stock, { id, orderNo, clientId: floor.clientId, warehouseId: floor.warehouseId }, lines, 'bench');
      }
    });
  }
  console.log(`  ${count} orders To Pick made in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
}

const orderBody = (floor: Floor, skus: string[], qty = 1) => ({
  clientId: floor.clientId, warehouseId: floor.warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
  recipient: TO, sender: SENDER, lithium: 1, items: skus.map((sku) => ({ sku, qty })), packages: [{ length: 12, width: 10, height: 6, dimUnit: 'in', weight: 2, weightUnit: 'lb' }],
});

/**
 * STATIONS packers, each a user of its own (the Administrator role) with a picked batch of two
 * orders of UNITS units: all scan at once, one round trip after another (the batch, then each
 * unit), timed at the client, twice: paced as packers scan (about one a second each: 50 scans a
 * second offered), then flooding (each next scan at once: the server's capacity). Every scan must
 * answer 200.
 */
async function scanBench(api: BenchApi, floor: Floor): Promise<void> {
  const roles = (await api.call('GET', 'resources/permission-roles?pageSize=100')).records as Row[];
  const role = Number(roles.find((r) => r.roleName === 'Administrator')!.id);
  const stations: Array<{ token: string; batchNo: string; sku: string }> = [];
  for (let s = 0; s < STATIONS; s++) {
    const userName = `bench.packer${s + 1}`;
    const user = await api.call('POST', 'resources/admin-user', { userName, firstName: 'Bench', lastName: `Packer ${s + 1}`, email: `${userName}@example.com`, password: 'Packer12345', timeZone: 'UTC' });
    await api.call('PUT', `wms-user/admin/user-roles/${user.id}`, { roleIds: [role], version: user.version });
    // signed in through the service: the route lets one address sign in 30 times a minute
    const { token } = await api.app.get(AuthService).login({ username: userName, password: 'Packer12345' }, `10.0.0.${s + 1}`);
    const sku = floor.skus[s % floor.skus.length];
    const orders = [];
    for (let o = 0; o < 2; o++) {
      const made = await api.call('POST', 'resources/client-order', orderBody(floor, [sku], UNITS));
      await api.call('POST', `resources/client-order/${made.id}/actions/submit`, {});
      orders.push(String(made.orderNo));
    }
    const batch = await api.call('POST', 'resources/pick-batch', { warehouseId: floor.warehouseId, mode: 2, orderNos: orders.join(',') });
    await api.call('POST', `resources/pick-batch/${batch.id}/actions/startPicking`, {});
    await api.call('POST', `resources/pick-batch/${batch.id}/actions/confirmPicking`, {});
    stations.push({ token, batchNo: String(batch.batchNo), sku });
  }
  // paced: a packer scans about once a second (a unit out of the tote, turned, scanned, boxed);
  // flood: every station's next scan as soon as its last answered, for the server's capacity
  await scanRound(api, stations, 'paced, a scan a second each', PACE_MS);
  for (const station of stations) await fetch(`${api.base}/api/batch-pack/station`, { method: 'DELETE', headers: { authorization: `Bearer ${station.token}` } });
  await scanRound(api, stations.map((st) => ({ ...st, batchNo: st.batchNo })), 'flood, no pause', 0);
}

const PACE_MS = 1000;

async function scanRound(api: BenchApi, stations: Array<{ token: string; batchNo: string; sku: string }>, label: string, pace: number): Promise<void> {
  const times: number[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(stations.map(async (station, s) => {
    // the stations start spread over one pace, as packers do not all press at the same instant
    const t0 = Date.now() + (pace * s) / stations.length;
    let n = 0;
    const paced = async () => { const wait = t0 + pace * n++ - Date.now(); if (wait > 0) await new Promise((r) => setTimeout(r, wait)); };
    const scan = async (code: string) => {
      const t0 = process.hrtime.bigint();
      const res = await fetch(`${api.base}/api/batch-pack/station/scan`, { method: 'POST', headers: { authorization: `Bearer ${station.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      const body = await res.text();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.status !== 200) throw new Error(`scan ${code}: ${res.status} ${body.slice(0, 200)}`);
    };
    await paced();
    await scan(station.batchNo);
    // half an order's units each round: the order fills over the two rounds
    for (let u = 0; u < UNITS / 2; u++) {
      await paced();
      await scan(station.sku);
    }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.sort((a, b) => a - b);
  console.log(`  scan round trip, ${stations.length} stations, ${label}: ${times.length} scans in ${seconds.toFixed(1)} s, ${(times.length / seconds).toFixed(0)}/s (p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(times[times.length - 1])}; aim p95 <= 50 ms on MariaDB); load ${loadavg()[0].toFixed(1)}`);
}
