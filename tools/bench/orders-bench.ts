import { loadavg } from 'node:os';
import { Row, startBenchApi } from './bench-api';
import { ms, percentile } from './stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CLIENTS = 16;
const IN_FLIGHT = 8;
const PDF_SAMPLES = 50;
// US recipients (Create Label prices US parcels only, 02 §5), a few zones away from the sender
const TO: Array<[string, string, string, string]> = [
  ['350 5th Ave', 'New York', 'NY', '10001'], ['1 Market St', 'San Francisco', 'CA', '94105'], ['233 S Wacker Dr', 'Chicago', 'IL', '60606'],
  ['600 Congress Ave', 'Austin', 'TX', '78701'], ['1000 2nd Ave', 'Seattle', 'WA', '98104'], ['100 Peachtree St', 'Atlanta', 'GA', '30303'],
];
const SENDER = { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false };

/**
 * Parcel orders through the API, as a client's console makes them (02 §4, §9): BENCH_ORDERS
 * (10,000) orders over 16 funded clients with stock, 8 HTTP clients in flight: create (items and
 * a package), Submit (the stock allocated), Create Label (priced, the money taken in the label's
 * transaction, the PDF stored). Figures: each step's rate, Create Label's p50/p95, the largest
 * label PDF (the file store's sizes, and a sample read back through GET .../label), then the
 * ledger's and the stock's verification (drift 0). A fresh database, dropped after.
 */
export async function ordersBench(dataDir: string, databaseUrl?: string): Promise<void> {
  const api = await startBenchApi('bench_orders', dataDir, databaseUrl);
  try {
    const locs = (await api.call('GET', 'resources/location?pageSize=100&sortField=id&sortOrder=asc')).records as Row[];
    const warehouseId = Number(locs[0].warehouseId);
    const pick = locs.find((l) => Number(l.warehouseId) === warehouseId && Number(l.kind) === 1) ?? locs[0];
    // the clients: funded, one product each with stock for every order it will get
    const clients: Array<{ id: number; sku: string }> = [];
    const perClient = Math.ceil(ORDERS / CLIENTS);
    for (let c = 0; c < CLIENTS; c++) {
      const id = Number((await api.call('POST', 'resources/client', {
        clientKind: 'oms', companyName: `Bench Shipper ${c + 1}`, firstName: 'B', lastName: 'S', contactEmail: `bench-orders${c + 1}@example.com`, phone: '+1 626 555 0100', salesId: 1,
      })).id);
      await api.call('POST', `finance/accounts/${id}/entries`, { changeType: 6, amount: '100000', note: 'Bench funds', idempotencyKey: `bench-fund-${id}` });
      const sku = `BENCH-${c + 1}`;
      await api.call('POST', 'resources/product', { clientId: id, sku, name: 'Bench Widget' });
      await api.call('POST', 'inventory/receive', { warehouseId, locationId: Number(pick.id), clientId: id, sku, lotDate: '2026-01-01', standard: perClient });
      clients.push({ id, sku });
    }

    const ids: number[] = new Array(ORDERS);
    const run = async (label: string, step: (i: number) => Promise<void>) => {
      const times: number[] = [];
      let next = 0;
      const started = process.hrtime.bigint();
      await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
        for (let i = next++; i < ORDERS; i = next++) {
          const t0 = process.hrtime.bigint();
          await step(i);
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      times.sort((a, b) => a - b);
      console.log(`  ${label.padEnd(13)} ${ORDERS} in ${seconds.toFixed(1)} s: ${(ORDERS / seconds).toFixed(1)}/s  (p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}); load ${loadavg()[0].toFixed(1)}`);
      return ORDERS / seconds;
    };
    await run('create', async (i) => {
      const c = clients[i % CLIENTS];
      const [addressLine1, city, stateCode, zipCode] = TO[i % TO.length];
      const order = await api.call('POST', 'resources/client-order', {
        clientId: c.id, warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: i % 10 === 9 ? '8.5x11' : '4x6',
        recipient: { name: `Recipient ${i}`, company: '', addressLine1, addressLine2: '', city, stateCode, zipCode, countryCode: 'US', phone: '2125550100', email: 'to@example.com', isResidential: i % 2 === 0 },
        sender: SENDER, items: [{ sku: c.sku, qty: 1 }], packages: [{ length: 12, width: 10, height: 6 + (i % 5), dimUnit: 'in', weight: 1 + (i % 20), weightUnit: 'lb' }],
      });
      ids[i] = Number(order.id);
    });
    await run('submit', async (i) => { await api.call('POST', `resources/client-order/${ids[i]}/actions/submit`, {}); });
    const labelsPerSecond = await run('createLabel', async (i) => {
      const made = await api.call('POST', `resources/client-order/${ids[i]}/actions/createLabel`, {});
      if (!made.trackingNo) throw new Error(`order ${ids[i]}: no tracking number ${JSON.stringify(made).slice(0, 200)}`);
    });

    // the PDFs: every stored label's size, and a sample of both sizes read back through the route
    const [stored] = (await api.ds.query("SELECT COUNT(1) AS n, MAX(size) AS largest, AVG(size) AS mean FROM file WHERE resource = 'client-order'")) as Row[];
    let readBack = 0;
    for (let s = 0; s < PDF_SAMPLES; s++) {
      // evenly over the run; every other one an 8.5x11 (each tenth order's size)
      const at = Math.floor((s * ORDERS) / PDF_SAMPLES);
      const i = s % 2 ? Math.min(ORDERS - 1, at - (at % 10) + 9) : at;
      const pdf = await api.bytes(`resources/client-order/${ids[i]}/label`);
      if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('a label that is not a PDF');
      readBack = Math.max(readBack, pdf.length);
    }
    const kB = (n: unknown) => `${(Number(n) / 1024).toFixed(1)} kB`;
    console.log(`  labels/s ${labelsPerSecond.toFixed(1)} (aim on MariaDB >= 50/s); ${Number(stored.n)} label PDFs stored: largest ${kB(stored.largest)}, mean ${kB(stored.mean)}; ${PDF_SAMPLES} read back through GET .../label: largest ${kB(readBack)} (aim <= 60 kB)`);
    const ledger = await api.call('GET', 'finance/verify');
    const stock = await api.call('GET', 'inventory/verify');
    console.log(`  ledger verify: drifted ${ledger.drifted}; stock verify: drifted ${stock.drifted} (aim 0)`);
  } finally {
    await api.close();
  }
}
