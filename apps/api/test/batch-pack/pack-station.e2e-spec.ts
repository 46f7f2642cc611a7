import { bearer } from '../harness';
import { useApi } from '../use-api';
import { batchFloor } from './batch-fixtures';

/**
 * The pack station (02 §2 Batch and pack: pack work for a batch or an order; 02 §8 the pack
 * messages; 02 §4 a packed order cancelled gives its packages and stock back) on a real database
 * (SQLite; MariaDB with TEST_MYSQL_URL): every 02 §8 message from its real cause, a batch packed
 * scan by scan with an undo, the finish (package from the material, label through the orders
 * domain, To Ship), the station resumed from the server, two stations racing on one batch, a
 * packed order cancelled, and the stock's verification at zero drift after the day's work.
 */
describe('pack station', () => {
  const api = useApi();
  const http = () => api.http();
  const station = (token = api.admin) => ({
    scan: (code: string) => http().post('/api/batch-pack/station/scan').set(bearer(token)).send({ code }),
    undo: () => http().post('/api/batch-pack/station/undo').set(bearer(token)).send({}),
    finish: (weight: string) => http().post('/api/batch-pack/station/finish').set(bearer(token)).send({ weight, weightUnit: 'lb' }),
    state: async () => (await http().get('/api/batch-pack/station').set(bearer(token)).expect(200)).body.data,
    scale: async () => (await http().get('/api/batch-pack/station/scale').set(bearer(token)).expect(200)).body.data,
    close: () => http().delete('/api/batch-pack/station').set(bearer(token)).expect(200),
  });
  const batchAct = (id: number, action: string, input: object = {}) => http().post(`/api/resources/pick-batch/${id}/actions/${action}`).set(bearer(api.admin)).send(input).expect(200);
  const order = async (id: number) => (await http().get(`/api/resources/client-order/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const verify = async () => (await http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data;
  const refused = async (answer: Promise<{ status: number; body: { message: string; zhMessage: string } }>, status: number, message: string) => {
    const { status: got, body } = await answer;
    expect([got, body.message]).toEqual([status, message]);
    expect(body.zhMessage).toMatch(/[\u4e00-\u9fff]/);
  };
  let floor: Awaited<ReturnType<typeof batchFloor>>;
  let box: { code: string; barcode: string };

  /** A batch of these orders, picked in full: its orders To Pack. */
  const pickedBatch = async (orders: Array<{ orderNo: string }>) => {
    const batch = (await http().post('/api/resources/pick-batch').set(bearer(api.admin)).send({ warehouseId: floor.warehouseId, mode: 2, orderNos: orders.map((o) => o.orderNo).join(',') }).expect(201)).body.data;
    await batchAct(batch.id, 'startPicking');
    await batchAct(batch.id, 'confirmPicking');
    return batch as { id: number; batchNo: string };
  };

  beforeAll(async () => {
    floor = await batchFloor(api, [
      { code: '20', zone: 'K', pickSequence: 20, sku: 'A', stock: 60 },
      { code: '10', zone: 'K', pickSequence: 10, sku: 'B', stock: 60 },
    ]);
    await http().post(`/api/finance/accounts/${floor.clientId}/entries`).set(bearer(api.admin))
      .send({ changeType: 6, amount: '500', note: 'Funds', idempotencyKey: `pack-fund-${floor.clientId}` }).expect(201);
    // a product of the client that no order of the batch holds
    await http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId: floor.clientId, sku: `D-${floor.tag}`, name: 'Not ordered' }).expect(201);
    box = { code: `BOX-${floor.tag}`, barcode: `PM${floor.tag}` };
    await http().post('/api/resources/packaging-material').set(bearer(api.admin))
      .send({ ...box, name: 'Test box', length: '12', width: '10', height: '6', dimUnit: 'in', weight: '0.400', weightUnit: 'lb', status: 1 }).expect(201);
  });

  it("answers 02 §8's messages to what is not work at the station", async () => {
    const s = station();
    await refused(s.scan('PB9999999999'), 400, 'No matched outbound order to pack');
    await refused(s.scan(floor.skus.A), 400, 'No matched outbound order to pack');
    const toPick = await floor.order({ A: 1 });
    await refused(s.scan(toPick.orderNo), 400, 'No matched outbound order to pack');
    // a batch not yet picked has nothing to pack
    const open = (await http().post('/api/resources/pick-batch').set(bearer(api.admin)).send({ warehouseId: floor.warehouseId, mode: 2, orderNos: toPick.orderNo }).expect(201)).body.data;
    await refused(s.scan(open.batchNo), 400, 'Cannot match orders under the batch');
  });

  it('packs a batch scan by scan, undoes the last, closes the box with a label, and refuses what does not fit', async () => {
    const o1 = await floor.order({ A: 2, B: 1 });
    const o2 = await floor.order({ B: 1 });
    const batch = await pickedBatch([o1, o2]);
    const s = station();
    expect((await s.scan(batch.batchNo).expect(200)).body.data.event).toEqual({ kind: 'batch', batchNo: batch.batchNo });
    let state = await s.state();
    expect(state).toMatchObject({ mode: 'batch', batch: { batchNo: batch.batchNo }, current: null });
    expect(state.orders.map((o: { orderNo: string; left: number }) => [o.orderNo, o.left])).toEqual([[o1.orderNo, 3], [o2.orderNo, 1]]);
    // B goes to the first order that wants it: o1
    expect((await s.scan(floor.skus.B).expect(200)).body.data.event).toEqual({ kind: 'product', sku: floor.skus.B, orderNo: o1.orderNo });
    await refused(s.scan(floor.skus.B), 400, 'The product has been packed into the order');
    await refused(s.scan(`D-${floor.tag}`), 400, 'The order does not include this product');
    // A by its FNSKU (Amazon's label on the unit), then by its barcode (the UPC printed on it); the second taken back, then scanned again
    const productA = (await http().get(`/api/resources/product?clientId=${floor.clientId}&sku=${floor.skus.A}`).set(bearer(api.admin)).expect(200)).body.data.records[0];
    expect((await s.scan(productA.fnsku).expect(200)).body.data.event).toEqual({ kind: 'product', sku: floor.skus.A, orderNo: o1.orderNo });
    expect(productA.barcode).toMatch(/^[0-9]{12}$/);
    expect((await s.scan(productA.barcode).expect(200)).body.data.event).toEqual({ kind: 'product', sku: floor.skus.A, orderNo: o1.orderNo });
    expect((await s.undo().expect(200)).body.data.undone).toEqual({ sku: floor.skus.A, orderNo: o1.orderNo });
    expect((await s.state()).current).toMatchObject({ orderNo: o1.orderNo, left: 1 });
    await refused(s.finish('1.5'), 400, `1 unit(s) are still to pack in order ${o1.orderNo}`);
    await s.scan(floor.skus.A).expect(200);
    // every unit in: the station waits for the box; a code it does not know is not one
    await refused(s.scan('NOT-A-BOX'), 400, 'Unable to recognize the current packaging material');
    await refused(s.finish('1.5'), 400, 'Scan the packaging material before finishing the order');
    expect((await s.scan(box.barcode).expect(200)).body.data.event).toEqual({ kind: 'material', code: box.code });
    // the sandbox scale: 3 units of 0.5 lb and the 0.4 lb box
    expect(await s.scale()).toEqual({ weight: '1.900', weightUnit: 'lb' });
    const done = (await s.finish('1.9').expect(200)).body.data;
    expect(done.order).toMatchObject({ id: o1.id, orderNo: o1.orderNo, trackingNo: expect.any(String) });
    expect(done.state.current).toBeNull();
    const packed = await order(o1.id);
    expect(packed).toMatchObject({ status: 5, trackingNo: done.order.trackingNo, trackingStatus: 1 });
    expect(packed.packages).toEqual([expect.objectContaining({ length: '12.00', width: '10.00', height: '6.00', weight: '1.900', weightUnit: 'lb' })]);
    expect(packed.items.map((i: { packedQty: number }) => i.packedQty)).toEqual([2, 1]);
    const label = await http().get(`/api/resources/client-order/${o1.id}/label`).set(bearer(api.admin)).expect(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    await refused(s.scan(o1.orderNo), 409, 'The order is already packed');
    // the next order: its number taken up as the batch's, packed and closed; the batch is then Packed
    await s.scan(o2.orderNo).expect(200);
    await s.scan(floor.skus.B).expect(200);
    await s.scan(box.code).expect(200);
    await s.finish('0.9').expect(200);
    expect((await http().get(`/api/resources/pick-batch/${batch.id}`).set(bearer(api.admin)).expect(200)).body.data.status).toBe(4);
    await refused(s.scan(batch.batchNo), 400, 'Cannot match orders under the batch');
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('resumes where it was from the server: a closed browser loses nothing', async () => {
    const o3 = await floor.order({ A: 2 });
    await pickedBatch([o3]);
    const s = station();
    await s.scan(o3.orderNo).expect(200);
    await s.scan(floor.skus.A).expect(200);
    await s.scan(box.barcode).expect(200);
    // a new page asks the server: the order, the unit packed, the box chosen
    expect(await s.state()).toMatchObject({ mode: 'order', current: { orderNo: o3.orderNo, left: 1, items: [{ sku: floor.skus.A, qty: 2, packed: 1 }], material: { code: box.code } } });
    // another station cannot take the order while this one holds it
    const other = await api.login('administrator', 'Administrator1');
    await refused(station(other).scan(o3.orderNo), 409, `Order ${o3.orderNo} is being packed at another station (admin)`);
    // leaving the station lets it go; its scans stay on the order
    await s.close();
    expect((await station(other).scan(o3.orderNo).expect(200)).body.data.state.current).toMatchObject({ orderNo: o3.orderNo, left: 1 });
    await station(other).close();
  });

  it('never packs one unit twice when two stations scan one batch at once', async () => {
    const orders = [await floor.order({ B: 1 }), await floor.order({ B: 1 }), await floor.order({ B: 1 })];
    const batch = await pickedBatch(orders);
    const stations = [station(), station(await api.login('administrator', 'Administrator1'))];
    for (const s of stations) await s.scan(batch.batchNo).expect(200);
    // each station scans B twice, all four at once: three units exist in the batch's orders
    const answers = await Promise.all(stations.flatMap((s) => [s.scan(floor.skus.B), s.scan(floor.skus.B)]));
    const ok = answers.filter((a) => a.status === 200);
    const packedQty = await Promise.all(orders.map(async (o) => (await order(o.id)).items[0].packedQty as number));
    expect(packedQty.every((q) => q <= 1)).toBe(true);
    expect(packedQty.reduce((a, b) => a + b, 0)).toBe(ok.length);
    for (const a of answers.filter((x) => x.status !== 200)) expect([400, 409]).toContain(a.status);
    // no order holds scans of two packers
    const scans = (await http().get(`/api/resources/pack-scan?pickBatchId=${batch.id}&pageSize=50`).set(bearer(api.admin)).expect(200)).body.data.records as Array<{ clientOrderId: number; userName: string }>;
    for (const o of orders) expect(new Set(scans.filter((x) => x.clientOrderId === o.id).map((x) => x.userName)).size).toBeLessThanOrEqual(1);
    for (const s of stations) await s.close();
  });

  it('cancelling a packed order releases its package and reverses its movements', async () => {
    const o4 = await floor.order({ B: 2 });
    await pickedBatch([o4]);
    const s = station();
    await s.scan(o4.orderNo).expect(200);
    await s.scan(floor.skus.B).expect(200);
    await s.scan(floor.skus.B).expect(200);
    await s.scan(box.barcode).expect(200);
    await s.finish('1.4').expect(200);
    const act = (action: string, input: object = {}) => http().post(`/api/resources/client-order/${o4.id}/actions/${action}`).set(bearer(api.admin)).send(input);
    await act('voidLabel').expect(200);
    await act('cancel', { reason: 'Client cancelled after packing' }).expect(200);
    const cancelled = await order(o4.id);
    expect(cancelled).toMatchObject({ status: 8, pickBatchId: expect.any(Number) });
    expect(cancelled.packages).toEqual([]);
    expect(cancelled.items[0].packedQty).toBe(0);
    expect((await http().get(`/api/resources/pack-scan?clientOrderId=${o4.id}`).set(bearer(api.admin)).expect(200)).body.data.total).toBe(0);
    const moves = (await http().get(`/api/resources/inventory-movement?orderNo=${o4.orderNo}&pageSize=50&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records;
    // allocated 2, picked 2, returned 2 to the location
    expect(moves.map((m: { movementType: number; standardDelta: number; allocatedDelta: number }) => [m.movementType, m.standardDelta, m.allocatedDelta])).toEqual([[2, 0, 2], [4, -2, -2], [6, 2, 0]]);
    expect(await verify()).toMatchObject({ drifted: 0 });
  });
});
