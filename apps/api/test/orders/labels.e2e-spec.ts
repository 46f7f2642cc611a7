import { PDFDocument } from 'pdf-lib';
import { isTrackingNumber } from '@console/carriers';
import { client, clientOrder, ratedShipment } from '@console/resources';
import { FileEntity } from '../../src/engine/files/file.entity';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { LabelTracking } from '../../src/modules/orders/labels/label-tracking';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { PACKAGE, RECIPIENT, SENDER } from './order-fixtures';

const HOUR = 3_600_000;

/**
 * Shipping labels of parcel orders (02 §4, §8, §9) on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): Create Label prices the packages, takes the money by the client's deduction
 * type in the label's transaction (instant: a debit of the quoted total; holding: a hold of it),
 * keeps the rated shipment and the PDF; Void Label gives the money back; the refusals write
 * nothing; the PDF route; the tracking's timeline; the ledger and the stock verified after.
 */
describe('client-order labels', () => {
  const api = useApi();
  let warehouseId: number;

  const recipient = RECIPIENT;
  const sender = SENDER;
  const pkg = PACKAGE;
  const order = async (clientId: number, over: Record<string, unknown> = {}) => (await api.http().post('/api/resources/client-order').set(bearer(api.admin)).send({
    clientId, warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
    recipient, sender, packages: [pkg], ...over,
  }).expect(201)).body.data as { id: number; orderNo: string };
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/client-order/${id}/actions/${action}`).set(bearer(api.admin)).send(values);
  const show = async (id: number) => (await api.http().get(`/api/resources/client-order/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const fund = (clientId: number, amount: string) =>
    api.http().post(`/api/finance/accounts/${clientId}/entries`).set(bearer(api.admin)).send({ changeType: 6, amount, note: 'Funds', idempotencyKey: `fund-${clientId}-${amount}` }).expect(201);
  const accountOf = async (clientId: number) => (await api.http().get(`/api/finance/accounts/${clientId}`).set(bearer(api.admin)).expect(200)).body.data;
  const entriesOf = async (clientId: number) =>
    (await api.http().get(`/api/resources/balance-entry?clientId=${clientId}&sortField=id&sortOrder=asc&pageSize=1000`).set(bearer(api.admin)).expect(200)).body.data.records as Array<Record<string, unknown>>;
  const ratedOf = (clientId: number) => api.ds.getRepository(entitySchemaOf(ratedShipment)).countBy({ clientId });
  const filesOf = (orderId: number) => api.ds.getRepository(FileEntity).countBy({ resource: 'client-order', recordId: orderId });
  const money = (units: bigint) => `${units < 0n ? '-' : ''}${(units < 0n ? -units : units) / 10_000n}.${((units < 0n ? -units : units) % 10_000n).toString().padStart(4, '0')}`;
  const units = (text: string) => BigInt(Math.round(Number(text) * 10_000));

  beforeAll(async () => {
    const locs = (await api.http().get('/api/resources/location?pageSize=1&sortField=id&sortOrder=asc').set(bearer(api.admin)).expect(200)).body.data.records;
    warehouseId = locs[0].warehouseId;
  });

  it('creates a label with instant deduction: the quoted total debited, the rated shipment and the PDF kept; voided, the debit is refunded', async () => {
    const c = await newClient(api, api.admin);
    await fund(c, '500');
    const o = await order(c);
    const rate = (await act(o.id, 'getRate').expect(200)).body.data;
    const made = (await act(o.id, 'createLabel').expect(200)).body.data;
    expect(made).toMatchObject({ trackingNo: expect.any(String), total: rate.total, fileId: expect.any(Number) });
    expect(isTrackingNumber('UPS', made.trackingNo)).toBe(true);
    expect(await show(o.id)).toMatchObject({ trackingNo: made.trackingNo, trackingStatus: 1, labelTotal: rate.total });
    const debit = units(made.total);
    expect(await accountOf(c)).toMatchObject({ balance: money(5_000_000n - debit), available: money(5_000_000n - debit), unBilled: '0.0000' });
    const entry = (await entriesOf(c)).at(-1)!;
    expect(entry).toMatchObject({ recordType: 1, deductionType: 1, amount: money(-debit), pendingAmount: '0.0000', sourceType: 'label', sourceId: made.trackingNo });
    expect(await ratedOf(c)).toBe(1);
    // the rated shipment the label was priced with: its engine input (zone, level, packages) and the same total
    const stored = await api.ds.getRepository(entitySchemaOf(clientOrder)).findOneByOrFail({ id: o.id });
    const rated = await api.ds.getRepository(entitySchemaOf(ratedShipment)).findOneByOrFail({ id: Number(stored.ratedShipmentId) });
    expect(rated).toMatchObject({ clientId: c, total: made.total, zone: rate.zone, packageCount: 1, residential: true });
    const [priced] = rated.packages as Array<{ weight: unknown; weightUnit: string; length: unknown }>;
    expect([Number(priced.weight), priced.weightUnit, Number(priced.length)]).toEqual([4, 'lb', 12]);
    expect(await filesOf(o.id)).toBe(1);

    // the PDF: application/pdf, named after the order, a 4x6 page
    const pdf = await api.http().get(`/api/resources/client-order/${o.id}/label`).set(bearer(api.admin)).buffer(true)
      .parse((res, done) => { const parts: Buffer[] = []; res.on('data', (d: Buffer) => parts.push(d)); res.on('end', () => done(null, Buffer.concat(parts))); }).expect(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.headers['content-disposition']).toContain(o.orderNo);
    const doc = await PDFDocument.load(pdf.body as Buffer);
    expect(doc.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    // a second label while this one stands is refused
    await act(o.id, 'createLabel').expect(409);
    // the label still holds the client's money: cancelling asks for the void first
    const early = await act(o.id, 'cancel', { reason: 'Client asked' }).expect(409);
    expect([early.body.message, early.body.zhMessage]).toEqual(['The order has a shipping label the carrier has not scanned; void it before cancelling the order', '该订单的面单尚未被承运商扫描，请先作废面单再取消订单']);

    const voided = (await act(o.id, 'voidLabel').expect(200)).body.data;
    expect(voided).toMatchObject({ trackingNo: made.trackingNo, trackingStatus: 6 });
    expect(await accountOf(c)).toMatchObject({ balance: '500.0000', available: '500.0000' });
    expect((await entriesOf(c)).at(-1)).toMatchObject({ recordType: 5, amount: money(debit), sourceId: made.trackingNo });
    // 02 §8: voiding twice
    const twice = await act(o.id, 'voidLabel').expect(400);
    expect([twice.body.message, twice.body.zhMessage]).toEqual(['The shipping label is void', '该面单已作废']);
    // the sandbox's void: pending, then voided an hour later (the tracking look)
    const moved = await api.app.get(LabelTracking).advance(new Date(Date.now() + 2 * HOUR));
    expect(moved).toContainEqual({ resource: 'client-order', id: o.id, trackingStatus: 4 });
    expect((await show(o.id)).trackingStatus).toBe(4);
  });

  it('creates a label with holding deduction: the hold equals the quoted total, a void releases it; an 8.5x11 label', async () => {
    const c = (await api.http().post('/api/resources/client').set(bearer(api.admin)).send({
      clientKind: 'oms', companyName: `Holding Shipper ${Date.now()}`, firstName: 'H', lastName: 'S', contactEmail: `holding${Date.now()}@example.com`, phone: '+1 626 555 0100', salesId: 1, deductionType: 2,
    }).expect(201)).body.data.id as number;
    await fund(c, '100');
    const o = await order(c, { labelSize: '8.5x11' });
    const made = (await act(o.id, 'createLabel').expect(200)).body.data;
    const held = units(made.total);
    expect(await accountOf(c)).toMatchObject({ balance: '100.0000', unBilled: money(held), available: money(1_000_000n - held) });
    expect((await entriesOf(c)).at(-1)).toMatchObject({ recordType: 1, deductionType: 2, amount: '0.0000', pendingAmount: money(held) });
    const pdf = await api.http().get(`/api/resources/client-order/${o.id}/label`).set(bearer(api.admin)).buffer(true)
      .parse((res, done) => { const parts: Buffer[] = []; res.on('data', (d: Buffer) => parts.push(d)); res.on('end', () => done(null, Buffer.concat(parts))); }).expect(200);
    expect((await PDFDocument.load(pdf.body as Buffer)).getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    await act(o.id, 'voidLabel').expect(200);
    expect(await accountOf(c)).toMatchObject({ balance: '100.0000', unBilled: '0.0000', available: '100.0000' });
    expect((await entriesOf(c)).at(-1)).toMatchObject({ recordType: 5, amount: '0.0000', pendingAmount: money(-held) });
    // voided, the order may be cancelled
    expect((await act(o.id, 'cancel', { reason: 'Changed mind' }).expect(200)).body.data).toMatchObject({ status: 8 });
  });

  it("refuses with 'Insufficient available balance', 'Generate Label Failed' and no packages, writing nothing", async () => {
    const c = await newClient(api, api.admin);
    await fund(c, '1');
    const poor = await order(c);
    const before = await entriesOf(c);
    const res = await act(poor.id, 'createLabel').expect(400);
    expect([res.body.message, res.body.zhMessage]).toEqual(['Insufficient available balance', '可用余额不足']);
    expect(await entriesOf(c)).toEqual(before);
    expect(await ratedOf(c)).toBe(0);
    expect(await filesOf(poor.id)).toBe(0);
    expect(await show(poor.id)).toMatchObject({ trackingNo: null, trackingStatus: null });
    await api.http().get(`/api/resources/client-order/${poor.id}/label`).set(bearer(api.admin)).expect(404);

    await fund(c, '500');
    const failing = await order(c, { recipient: { ...recipient, addressLine2: 'FAIL LABEL' } });
    const failed = await act(failing.id, 'createLabel').expect(400);
    expect([failed.body.message, failed.body.zhMessage]).toEqual(['Generate Label Failed', '生成面单失败']);
    const empty = await order(c, { packages: [] });
    const none = await act(empty.id, 'createLabel').expect(400);
    expect(none.body.message).toBe('Please fill in the package information before creating the label');
    const noLabel = await act(empty.id, 'voidLabel').expect(400);
    expect([noLabel.body.message, noLabel.body.zhMessage]).toEqual(['No shipping label exists for the selected orders', '所选订单没有面单']);
    expect((await entriesOf(c)).length).toBe(before.length + 1);
    expect(await ratedOf(c)).toBe(0);
  });

  it('refuses a suspended or frozen client (01 §4)', async () => {
    const c = await newClient(api, api.admin);
    await fund(c, '500');
    const o = await order(c);
    await api.http().post(`/api/resources/client/${c}/actions/suspend`).set(bearer(api.admin)).send({ reason: 'Unpaid bills' }).expect(200);
    const suspended = await act(o.id, 'createLabel').expect(403);
    expect(suspended.body.message).toBeTruthy();
    expect(suspended.body.zhMessage).toBeTruthy();
    await api.http().post(`/api/resources/client/${c}/actions/approve`).set(bearer(api.admin)).send({}).expect(200);
    await api.http().post(`/api/resources/client/${c}/actions/deactivate`).set(bearer(api.admin)).send({}).expect(200);
    await act(o.id, 'createLabel').expect(403);
    expect((await entriesOf(c)).length).toBe(1);
    expect((await api.ds.getRepository(entitySchemaOf(client)).findOneByOrFail({ id: c })).status).toBe('FROZEN');
  });

  it('tracks a label through label created 1, in transit 2 and delivered 3 (the sandbox timeline)', async () => {
    const c = await newClient(api, api.admin);
    await fund(c, '500');
    const o = await order(c);
    await act(o.id, 'createLabel').expect(200);
    const tracking = api.app.get(LabelTracking);
    expect(await tracking.advance(new Date(Date.now() + 23 * HOUR))).not.toContainEqual(expect.objectContaining({ id: o.id }));
    expect(await tracking.advance(new Date(Date.now() + 25 * HOUR))).toContainEqual({ resource: 'client-order', id: o.id, trackingStatus: 2 });
    expect(await tracking.advance(new Date(Date.now() + 73 * HOUR))).toContainEqual({ resource: 'client-order', id: o.id, trackingStatus: 3 });
    expect((await show(o.id)).trackingStatus).toBe(3);
    // a scanned parcel's label is not voided
    expect((await act(o.id, 'voidLabel').expect(400)).body.message).toBe('The label cannot be voided: the carrier has already scanned the parcel');
  });

  it('leaves the ledger and the stock verified at zero drift', async () => {
    expect((await api.http().get('/api/finance/verify').set(bearer(api.admin)).expect(200)).body.data).toMatchObject({ drifted: 0 });
    expect((await api.http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data.drifted).toBe(0);
  });
});
