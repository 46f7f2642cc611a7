import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { PACKAGE, RECIPIENT, SENDER } from './order-fixtures';

/**
 * Parcel outbound orders (02 §2, §3) through the engine's routes on a real database (SQLite;
 * MariaDB with TEST_MYSQL_URL): create with the addresses, items and packages; the rules of 02 §5
 * in both languages under their fields; Submit allocating FIFO (oldest lot, then pick sequence)
 * all or nothing; Cancel releasing; Get Rate through the pricing domain's quote; the stock's
 * verification at zero drift after.
 */
describe('client-order', () => {
  const api = useApi();
  let clientId: number;
  let sku: string;
  let otherSku: string;
  let warehouseId: number;
  let locations: Array<{ id: number; pickSequence: number }>;

  const recipient = RECIPIENT;
  const sender = SENDER;
  const pkg = PACKAGE;
  const body = (over: Record<string, unknown> = {}) => ({
    clientId, warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
    recipient, sender, items: [{ sku, qty: 3 }], packages: [pkg], ...over,
  });
  const create = (values: object) => api.http().post('/api/resources/client-order').set(bearer(api.admin)).send(values);
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/client-order/${id}/actions/${action}`).set(bearer(api.admin)).send(values);
  const errorsOf = (res: { body: { data?: { errors?: Array<{ field: string; message: string; zhMessage: string }> } } }) => res.body.data?.errors ?? [];
  const stockOf = async (s: string) =>
    (await api.http().get(`/api/resources/inventory?clientId=${clientId}&sku=${encodeURIComponent(s)}&pageSize=100&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records;
  const verify = async () => (await api.http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data;

  beforeAll(async () => {
    clientId = await newClient(api, api.admin);
    sku = `ORD-${Date.now().toString(36).toUpperCase()}`;
    otherSku = `${sku}-B`;
    for (const s of [sku, otherSku]) await api.http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId, sku: s, name: 'Order Widget' }).expect(201);
    const locs = (await api.http().get('/api/resources/location?pageSize=100&sortField=id&sortOrder=asc').set(bearer(api.admin)).expect(200)).body.data.records;
    warehouseId = locs[0].warehouseId;
    locations = locs.filter((l: { warehouseId: number; kind: number }) => l.warehouseId === warehouseId && l.kind === 1)
      .sort((a: { pickSequence: number }, b: { pickSequence: number }) => a.pickSequence - b.pickSequence);
    const receive = (locationId: number, s: string, lotDate: string, standard: number) =>
      api.http().post('/api/inventory/receive').set(bearer(api.admin)).send({ warehouseId, locationId, clientId, sku: s, lotDate, standard }).expect(201);
    // the newer lot first in the walk, the older lot later: FIFO by lot wins over the pick sequence
    await receive(locations[0].id, sku, '2026-02-01', 5);
    await receive(locations[2].id, sku, '2026-01-01', 2);
    await receive(locations[1].id, sku, '2026-01-01', 2);
    await receive(locations[0].id, otherSku, '2026-01-01', 1);
  });

  it('creates an order with its addresses, items and packages, numbered and in drafts', async () => {
    const res = await create(body()).expect(201);
    const order = res.body.data;
    expect(order.orderNo).toMatch(/^SO[0-9]{10}$/);
    expect(order.status).toBe(1);
    expect(order.carrier).toBe(2);
    expect(order.recipient).toMatchObject({ zipCode: '10001', isResidential: true });
    expect(order.items).toEqual([expect.objectContaining({ sku, qty: 3 })]);
    expect(order.packages).toHaveLength(1);
    const second = (await create(body()).expect(201)).body.data;
    expect(second.orderNo).not.toBe(order.orderNo);
  });

  it('refuses the address form, package and item rules with their messages under the fields (02 §5)', async () => {
    const bad = await create(body({ recipient: { ...recipient, phone: '12345', addressLine1: '350 5th Ave, Floor 2', zipCode: 'ABCDE' }, sender: { ...sender, addressLine2: 'x'.repeat(31) } })).expect(400);
    const errors = errorsOf(bad);
    const at = (field: string) => errors.find((e) => e.field === field);
    expect(at('recipient.phone')?.message).toBeTruthy();
    expect(at('recipient.phone')?.zhMessage).toBeTruthy();
    expect(at('recipient.addressLine1')?.message).toMatch(/comma/i);
    expect(at('recipient.zipCode')?.message).toMatch(/zip/i);
    expect(at('sender.addressLine2')?.message).toBe('Address line 2: at most 30 characters');

    const sides = await create(body({ packages: [{ ...pkg, length: 12.5 }] })).expect(400);
    expect(errorsOf(sides)).toEqual([expect.objectContaining({ field: 'packages.0.length', message: 'Length must be a whole number', zhMessage: '长必须是整数' })]);
    const long = await create(body({ packages: [{ ...pkg, length: 120 }] })).expect(400);
    expect(errorsOf(long)[0]).toMatchObject({ field: 'packages.0.length', message: 'The longest side may be at most 108 in for UPS' });

    // USPS (account 5, USPS Ground Advantage): one package only
    const usps = await create(body({ shippingAccountId: 5, carrierServiceId: 14, packageType: 'PACKAGE', packages: [pkg, pkg] })).expect(400);
    expect(usps.body.message).toBe('Multiple packages are not allowed for USPS and FedEx SmartPost');
    expect(usps.body.zhMessage).toBe('USPS 和 FedEx SmartPost 不允许多个包裹');
    // an account of another carrier than the service's
    expect(errorsOf(await create(body({ shippingAccountId: 5 })).expect(400))[0]).toMatchObject({ field: 'carrierServiceId' });

    const foreign = await create(body({ items: [{ sku: 'NOT-MINE', qty: 1 }] })).expect(400);
    expect(errorsOf(foreign)[0]).toMatchObject({ field: 'items.0.sku', message: 'SKU NOT-MINE is not a product of this client', zhMessage: 'SKU NOT-MINE 不是该客户的产品' });
    for (const qty of [0, 1.5, -2]) expect(errorsOf(await create(body({ items: [{ sku, qty }] })).expect(400))[0].field).toBe('items.0.qty');
  });

  it('submits: allocates FIFO by lot then pick sequence, moves to To Pick; cancel releases', async () => {
    const order = (await create(body({ items: [{ sku, qty: 3 }] })).expect(201)).body.data;
    const submitted = (await act(order.id, 'submit').expect(200)).body.data;
    expect(submitted.status).toBe(2);
    const rows = await stockOf(sku);
    const allocatedAt = (locationId: number, lot: string) => rows.find((r: { locationId: number; lotDate: string }) => r.locationId === locationId && r.lotDate === lot)?.allocated;
    // 2026-01-01 lot: pick sequence order (locations[1] before locations[2]), then 1 of the newer lot
    expect(allocatedAt(locations[1].id, '2026-01-01')).toBe(2);
    expect(allocatedAt(locations[2].id, '2026-01-01')).toBe(1);
    expect(allocatedAt(locations[0].id, '2026-02-01')).toBe(0);
    const shown = (await api.http().get(`/api/resources/client-order/${order.id}`).set(bearer(api.admin)).expect(200)).body.data;
    expect(shown.status).toBe(2);
    // submitted orders are no longer edited nor submitted again
    await act(order.id, 'submit').expect(409);

    await act(order.id, 'cancel', {}).expect(400);
    const cancelled = (await act(order.id, 'cancel', { reason: 'Client asked' }).expect(200)).body.data;
    expect(cancelled.status).toBe(8);
    const after = (await api.http().get(`/api/resources/client-order/${order.id}`).set(bearer(api.admin)).expect(200)).body.data;
    expect(after).toMatchObject({ status: 8, cancelStatus: 2, cancelReason: 'Client asked' });
    for (const r of await stockOf(sku)) expect(r.allocated).toBe(0);
  });

  it("refuses a short order with 'Insufficient available stock' and writes nothing", async () => {
    const order = (await create(body({ items: [{ sku, qty: 2 }, { sku: otherSku, qty: 5 }] })).expect(201)).body.data;
    const before = await stockOf(sku);
    const res = await act(order.id, 'submit').expect(400);
    expect(res.body.message).toMatch(/^Insufficient available stock/);
    expect(res.body.zhMessage).toMatch(/^可用库存不足/);
    expect(await stockOf(sku)).toEqual(before);
    expect((await api.http().get(`/api/resources/client-order/${order.id}`).set(bearer(api.admin)).expect(200)).body.data.status).toBe(1);
  });

  it('gets a rate through the pricing quote: lines and total', async () => {
    const order = (await create(body()).expect(201)).body.data;
    const rate = (await act(order.id, 'getRate').expect(200)).body.data;
    expect(rate.ok).toBe(true);
    expect(Array.isArray(rate.lines)).toBe(true);
    expect(rate.lines.length).toBeGreaterThan(0);
    expect(Number(rate.total)).toBeGreaterThan(0);
    const abroad = (await create(body({ recipient: { ...recipient, countryCode: 'CA', zipCode: 'K1A 0B1', stateCode: 'ON' } })).expect(201)).body.data;
    expect((await act(abroad.id, 'getRate').expect(400)).body.message).toBe('Get Rate is not supported for non-US recipient countries');
  });

  it('50 orders submitted at once over the last 10 units: exactly 10 allocate, the rest are refused, never a 500', async () => {
    const lastTen = `${sku}-L10`;
    await api.http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId, sku: lastTen, name: 'Last Ten' }).expect(201);
    await api.http().post('/api/inventory/receive').set(bearer(api.admin)).send({ warehouseId, locationId: locations[0].id, clientId, sku: lastTen, lotDate: '2026-03-01', standard: 10 }).expect(201);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push((await create(body({ items: [{ sku: lastTen, qty: 1 }] })).expect(201)).body.data.id);
    const results = await Promise.all(ids.map((id) => act(id, 'submit')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(10);
    expect(statuses.filter((st) => st === 400)).toHaveLength(40);
    for (const refused of results.filter((r) => r.status === 400)) expect(refused.body.message).toMatch(/^Insufficient available stock/);
    const [row] = await stockOf(lastTen);
    expect(row).toMatchObject({ standard: 10, allocated: 10, available: 0 });
    const submitted = await Promise.all(ids.map(async (id) => (await api.http().get(`/api/resources/client-order/${id}`).set(bearer(api.admin)).expect(200)).body.data.status));
    expect(submitted.filter((st) => st === 2)).toHaveLength(10);
  });

  it('leaves the stock verified at zero drift', async () => {
    expect((await verify()).drifted).toBe(0);
  });
});
