import { PDFDocument } from 'pdf-lib';
import { clientOrder, inventory } from '@console/resources';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { LabelTracking } from '../../src/modules/orders/labels/label-tracking';
import { Harness, bearer, newClient, startApi } from '../harness';
import { PACKAGE, RECIPIENT, SENDER } from './order-fixtures';

const HOUR = 3_600_000;

/**
 * 02 §4 "Changing the service or package on an order that has a label offers three choices", on
 * a real database (SQLite; MariaDB with TEST_MYSQL_URL): an edit without a choice is refused
 * (409, `choiceRequired`); 'void' saves and gives the label's money back; 'replace' saves, voids
 * and buys a new label in one transaction; a replacement the carrier refuses keeps the edit and
 * the void, marks the order and lists it on `client-order-replace-label` (02 §8's message); a
 * scanned or void label is not replaced; Ship needs a live label and ships the allocated stock;
 * Print Labels merges the selected orders' PDFs or says which are missing (02 §8).
 */
describe('client-order: void and replace the label on an edit', () => {
  let api: Harness;
  let admin: string;
  let warehouseId: number;
  let locationId: number;

  const recipient = RECIPIENT;
  const sender = SENDER;
  const pkg = PACKAGE;
  const order = async (clientId: number, over: Record<string, unknown> = {}) => (await api.http().post('/api/resources/client-order').set(bearer(admin)).send({
    clientId, warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
    recipient, sender, packages: [pkg], ...over,
  }).expect(201)).body.data as { id: number; orderNo: string };
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/client-order/${id}/actions/${action}`).set(bearer(admin)).send(values);
  const show = async (id: number) => (await api.http().get(`/api/resources/client-order/${id}`).set(bearer(admin)).expect(200)).body.data;
  /** An edit as the form sends it: the record's version, the packages with their ids, and what changed. */
  const edit = async (status: number, id: number, over: Record<string, unknown> = {}, choice?: string) => {
    const now = await show(id);
    const packages = (now.packages as Array<Record<string, unknown>>).map(({ id: rowId, length, width, height, dimUnit, weight, weightUnit }) => ({ id: rowId, length, width, height, dimUnit, weight, weightUnit }));
    return api.http().put(`/api/resources/client-order/${id}`).set(bearer(admin)).send({ version: now.version, packages, ...over, ...(choice ? { saveChoice: choice } : {}) }).expect(status);
  };
  const heavier = async (id: number, weight: number) => {
    const [first] = (await show(id)).packages as Array<Record<string, unknown>>;
    return [{ id: first.id, length: 12, width: 10, height: 6, dimUnit: 'in', weight, weightUnit: 'lb' }];
  };
  const fund = (clientId: number, amount: string) =>
    api.http().post(`/api/finance/accounts/${clientId}/entries`).set(bearer(admin)).send({ changeType: 6, amount, note: 'Funds', idempotencyKey: `fund-${clientId}-${amount}` }).expect(201);
  const accountOf = async (clientId: number) => (await api.http().get(`/api/finance/accounts/${clientId}`).set(bearer(admin)).expect(200)).body.data;
  const entriesOf = async (clientId: number) =>
    (await api.http().get(`/api/resources/balance-entry?clientId=${clientId}&sortField=id&sortOrder=asc&pageSize=1000`).set(bearer(admin)).expect(200)).body.data.records as Array<Record<string, unknown>>;
  const units = (text: string) => BigInt(Math.round(Number(text) * 10_000));
  const money = (u: bigint) => `${u < 0n ? '-' : ''}${(u < 0n ? -u : u) / 10_000n}.${((u < 0n ? -u : u) % 10_000n).toString().padStart(4, '0')}`;
  const pdfOf = (url: string) => api.http().get(url).set(bearer(admin)).buffer(true)
    .parse((res, done) => { const parts: Buffer[] = []; res.on('data', (d: Buffer) => parts.push(d)); res.on('end', () => done(null, Buffer.concat(parts))); });
  /** An answer's two messages (a file route's refusal arrives as bytes of its envelope). */
  const texts = (res: { body: unknown }) => {
    const body = (Buffer.isBuffer(res.body) ? JSON.parse(res.body.toString('utf8')) : res.body) as { message: string; zhMessage: string };
    return [body.message, body.zhMessage];
  };

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    const locs = (await api.http().get('/api/resources/location?pageSize=100&sortField=id&sortOrder=asc').set(bearer(admin)).expect(200)).body.data.records;
    warehouseId = locs[0].warehouseId;
    locationId = locs.find((l: { warehouseId: number; kind: number }) => l.warehouseId === warehouseId && l.kind === 1).id;
  });
  afterAll(() => api.close());

  it('asks for a choice (409) when the service or the packages change under a live label, and saves nothing', async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const o = await order(c);
    const made = (await act(o.id, 'createLabel').expect(200)).body.data;
    const before = await show(o.id);
    // the service: another UPS account
    const service = await edit(409, o.id, { shippingAccountId: 2 });
    expect(texts(service)).toEqual(['The order has a shipping label: save and void it, save and replace it, or go back', '该订单已有面单：请选择保存并作废面单、保存并重新生成面单，或返回']);
    expect(service.body.data).toEqual({ choiceRequired: true });
    // the packages: one changed, one added, one removed
    await edit(409, o.id, { packages: await heavier(o.id, 5) });
    await edit(409, o.id, { packages: [...(await heavier(o.id, 4)), pkg] });
    await edit(409, o.id, { packages: [] });
    // a choice not offered
    const odd = await edit(400, o.id, { shippingAccountId: 2 }, 'keep');
    expect(odd.body.data.errors[0].field).toBe('saveChoice');
    expect(await show(o.id)).toMatchObject({ version: before.version, shippingAccountId: 1, trackingNo: made.trackingNo, trackingStatus: 1 });
    // other changes need no choice (the tag), nor does an unchanged package list sent back
    const tagged = await edit(200, o.id, { tag: 'Rush' });
    expect(tagged.body.data).toMatchObject({ tag: 'Rush', trackingNo: made.trackingNo, trackingStatus: 1 });
    expect(tagged.body.message).toBeFalsy();
  });

  it("'void': the edit is saved and the label voided, its money back in the same transaction; a void label is not replaced", async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const o = await order(c);
    const made = (await act(o.id, 'createLabel').expect(200)).body.data;
    const debit = units(made.total);
    expect((await accountOf(c)).balance).toBe(money(5_000_000n - debit));
    const saved = (await edit(200, o.id, { shippingAccountId: 2 }, 'void')).body.data;
    expect(saved).toMatchObject({ shippingAccountId: 2, trackingNo: made.trackingNo, trackingStatus: 6, labelReplaceNeeded: false });
    // 500 - total + total
    expect(await accountOf(c)).toMatchObject({ balance: '500.0000', available: '500.0000' });
    expect((await entriesOf(c)).at(-1)).toMatchObject({ recordType: 5, amount: money(debit), sourceId: made.trackingNo });
    // void pending: nothing left to replace, nor to print or void again
    const again = await edit(409, o.id, { packages: await heavier(o.id, 5) }, 'replace');
    expect(texts(again)).toEqual(['The label cannot be replaced at this moment, contact customer service', '目前无法重新生成面单，请联系客服']);
    expect(texts(await edit(400, o.id, { packages: await heavier(o.id, 5) }, 'void'))).toEqual(['The shipping label is void', '该面单已作废']);
    expect(texts(await pdfOf(`/api/resources/client-order/${o.id}/label`).expect(400))).toEqual(['The shipping label is void', '该面单已作废']);
    // without a choice the edit is saved: the label is void already
    expect((await edit(200, o.id, { packages: await heavier(o.id, 5) })).body.data.packages[0].weight).toBe('5.000');
  });

  it("'replace': saved, the old label voided and refunded, a new one priced and charged anew, in one transaction", async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const o = await order(c);
    const old = (await act(o.id, 'createLabel').expect(200)).body.data;
    const res = await edit(200, o.id, { packages: await heavier(o.id, 9) }, 'replace');
    expect(res.body.message).toBeFalsy();
    const now = res.body.data;
    expect(now.trackingNo).not.toBe(old.trackingNo);
    expect(now).toMatchObject({ trackingStatus: 1, labelReplaceNeeded: false });
    expect(now.packages[0].weight).toBe('9.000');
    // the new label's price is the quote of the new packages: 9 lb costs more than 4 lb
    const rate = (await act(o.id, 'getRate').expect(200)).body.data;
    expect(now.labelTotal).toBe(rate.total);
    expect(units(now.labelTotal)).toBeGreaterThan(units(old.total));
    // 500 - old (label) + old (void) - new (label) = 500 - new
    const balance = 5_000_000n - units(old.total) + units(old.total) - units(now.labelTotal);
    expect(await accountOf(c)).toMatchObject({ balance: money(balance), available: money(balance) });
    const entries = (await entriesOf(c)).slice(-3);
    expect(entries.map((e) => [e.recordType, e.amount, e.sourceId])).toEqual([
      [1, money(-units(old.total)), old.trackingNo], [5, money(units(old.total)), old.trackingNo], [1, money(-units(now.labelTotal)), now.trackingNo],
    ]);
    // the new label prints; two files kept (the old one stays with the order)
    const pdf = await pdfOf(`/api/resources/client-order/${o.id}/label`).expect(200);
    expect((await PDFDocument.load(pdf.body as Buffer)).getPageCount()).toBe(1);
  });

  it("'replace' refused by the carrier: the edit and the void kept, the order marked and listed on client-order-replace-label (02 §8)", async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const o = await order(c);
    const old = (await act(o.id, 'createLabel').expect(200)).body.data;
    // the sandbox carrier's failing test street, and heavier packages
    const res = await edit(200, o.id, { recipient: { ...recipient, addressLine2: 'FAIL LABEL' }, packages: await heavier(o.id, 6) }, 'replace');
    expect(texts(res)).toEqual(['Replacing Label failed, the updates have been saved and the former label is void', '重新生成面单失败，修改已保存，原面单已作废']);
    expect(res.body.data).toMatchObject({ trackingNo: old.trackingNo, trackingStatus: 6, labelReplaceNeeded: true });
    expect(res.body.data.packages[0].weight).toBe('6.000');
    expect(res.body.data.recipient.addressLine2).toBe('FAIL LABEL');
    // the old label's money is back, and the failed one took none
    expect(await accountOf(c)).toMatchObject({ balance: '500.0000', available: '500.0000' });
    expect((await entriesOf(c)).map((e) => e.recordType)).toEqual([6, 1, 5]);
    // the replace-label list (its fixed filter)
    const listed = (await api.http().get(`/api/resources/client-order?labelReplaceNeeded=true&clientId=${c}`).set(bearer(admin)).expect(200)).body.data.records;
    expect(listed.map((r: { id: number }) => r.id)).toEqual([o.id]);
    // shipping it is refused: no live label
    await api.ds.getRepository(entitySchemaOf(clientOrder)).update({ id: o.id }, { status: 5 });
    const ship = await act(o.id, 'ship').expect(409);
    expect(texts(ship)).toEqual(['Shipment Error, orders without a related shipping label must have the label replaced before they can be shipped', '发货错误：没有关联面单的订单必须先重新生成面单才能发货']);
    // a new label (the address fixed first) takes it off the list
    await api.ds.getRepository(entitySchemaOf(clientOrder)).update({ id: o.id }, { status: 1 });
    await edit(200, o.id, { recipient });
    const made = (await act(o.id, 'createLabel').expect(200)).body.data;
    expect(await show(o.id)).toMatchObject({ trackingNo: made.trackingNo, trackingStatus: 1, labelReplaceNeeded: false });
    expect((await api.http().get(`/api/resources/client-order?labelReplaceNeeded=true&clientId=${c}`).set(bearer(admin)).expect(200)).body.data.records).toEqual([]);
  });

  it("'replace' refused for want of balance: the same answer, the void kept", async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const o = await order(c);
    const old = (await act(o.id, 'createLabel').expect(200)).body.data;
    // what is left after the label: all of it spent elsewhere (a debit of the available balance)
    const left = 5_000_000n - units(old.total);
    await api.http().post(`/api/finance/accounts/${c}/entries`).set(bearer(admin)).send({ changeType: 8, amount: money(-left), note: 'Spent', idempotencyKey: `spend-${c}` }).expect(201);
    expect((await accountOf(c)).available).toBe('0.0000');
    // the void gives back old.total, the new (heavier) label costs more than that
    const res = await edit(200, o.id, { packages: await heavier(o.id, 20) }, 'replace');
    expect(res.body.message).toBe('Replacing Label failed, the updates have been saved and the former label is void');
    expect(res.body.data).toMatchObject({ trackingStatus: 6, labelReplaceNeeded: true });
    expect((await accountOf(c)).available).toBe(money(units(old.total)));
  });

  it('Ship: to ship -> shipped with a live label, the allocated stock leaving; refused without one (bulk too)', async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const sku = `RPL-${Date.now().toString(36).toUpperCase()}`;
    await api.http().post('/api/resources/product').set(bearer(admin)).send({ clientId: c, sku, name: 'Replace Widget' }).expect(201);
    await api.http().post('/api/inventory/receive').set(bearer(admin)).send({ warehouseId, locationId, clientId: c, sku, lotDate: '2026-01-01', standard: 5 }).expect(201);
    const labelled = await order(c, { items: [{ sku, qty: 3 }] });
    const bare = await order(c, { items: [{ sku, qty: 1 }] });
    for (const o of [labelled, bare]) await act(o.id, 'submit').expect(200);
    await act(labelled.id, 'createLabel').expect(200);
    // picking and packing have no screens yet: the orders are put at To Ship directly
    await api.ds.getRepository(entitySchemaOf(clientOrder)).update({ id: labelled.id }, { status: 5 });
    await api.ds.getRepository(entitySchemaOf(clientOrder)).update({ id: bare.id }, { status: 5 });
    const items = [labelled, bare].map((o) => ({ id: o.id, version: 0 }));
    for (const item of items) item.version = (await show(item.id)).version;
    const bulk = (await api.http().post('/api/resources/client-order/bulk/actions/ship').set(bearer(admin)).send({ items }).expect(200)).body.data;
    expect(bulk.done).toEqual([labelled.id]);
    expect(bulk.refused).toEqual([expect.objectContaining({ id: bare.id, message: 'Shipment Error, orders without a related shipping label must have the label replaced before they can be shipped' })]);
    expect((await show(labelled.id)).status).toBe(6);
    expect((await show(bare.id)).status).toBe(5);
    // 5 received, 3 + 1 allocated, 3 shipped: 2 standard left, 1 of them allocated
    const [row] = await api.ds.getRepository(entitySchemaOf(inventory)).findBy({ clientId: c, sku }) as Array<Record<string, unknown>>;
    expect([Number(row.standard), Number(row.allocated)]).toEqual([2, 1]);
    expect((await api.http().get('/api/inventory/verify').set(bearer(admin)).expect(200)).body.data.drifted).toBe(0);
  });

  it('Print Labels: one PDF of the selected orders, or 02 §8 when none or some have no label', async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const a = await order(c);
    const b = await order(c, { labelSize: '8.5x11' });
    const none = await order(c);
    await act(a.id, 'createLabel').expect(200);
    await act(b.id, 'createLabel').expect(200);
    const pdf = await pdfOf(`/api/resources/client-order/labels?ids=${a.id},${b.id}`).expect(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    const doc = await PDFDocument.load(pdf.body as Buffer);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPages().map((p) => p.getSize())).toEqual([{ width: 288, height: 432 }, { width: 612, height: 792 }]);
    expect(texts(await pdfOf(`/api/resources/client-order/labels?ids=${none.id}`).expect(404))).toEqual(['No shipping label exists for the selected orders', '所选订单没有面单']);
    expect(texts(await pdfOf(`/api/resources/client-order/labels?ids=${a.id},${none.id}`).expect(400)))
      .toEqual(['There is no shipping labels for the some of the selected orders, this action can not be completed', '部分所选订单没有面单，无法完成此操作']);
    await pdfOf('/api/resources/client-order/labels?ids=x').expect(400);
    await pdfOf('/api/resources/client-order/labels').expect(400);
  });

  it('a label the carrier scanned is not replaced (in transit): 02 §8', async () => {
    const c = await newClient(api, admin);
    await fund(c, '500');
    const o = await order(c);
    await act(o.id, 'createLabel').expect(200);
    await api.app.get(LabelTracking).advance(new Date(Date.now() + 25 * HOUR));
    expect((await show(o.id)).trackingStatus).toBe(2);
    await edit(409, o.id, { packages: await heavier(o.id, 5) });
    const res = await edit(409, o.id, { packages: await heavier(o.id, 5) }, 'replace');
    expect(texts(res)).toEqual(['The label cannot be replaced at this moment, contact customer service', '目前无法重新生成面单，请联系客服']);
    expect((await edit(400, o.id, { packages: await heavier(o.id, 5) }, 'void')).body.message).toBe('The label cannot be voided: the carrier has already scanned the parcel');
    expect((await show(o.id)).packages[0].weight).toBe('4.000');
  });

  it('leaves the ledger and the stock verified at zero drift', async () => {
    expect((await api.http().get('/api/finance/verify').set(bearer(admin)).expect(200)).body.data).toMatchObject({ drifted: 0 });
    expect((await api.http().get('/api/inventory/verify').set(bearer(admin)).expect(200)).body.data.drifted).toBe(0);
  });
});
