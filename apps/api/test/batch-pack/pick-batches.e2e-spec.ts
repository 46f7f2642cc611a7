import { bearer } from '../harness';
import { useApi } from '../use-api';
import { pdfText } from '../orders/pdf-text';
import { batchFloor } from './batch-fixtures';

/**
 * Batches (02 §2 Batch and pack: create by location or by order, add to batch, remove from
 * batch; 02 §4 'Picked lists and packages cannot be edited after picking is confirmed') on a real
 * database (SQLite; MariaDB with TEST_MYSQL_URL): the orders a batch by location takes and the
 * walking order of its pick list, worked out by hand below; a batch by order and its refusals;
 * Add and Remove redrawing the list; Start Picking; Confirm Picking with a short pick (pick
 * movements for the orders found in full, the short one back To Pick); the lock after it; the
 * pick list PDF; two batches racing for one order; the stock's verification at zero drift.
 */
describe('pick-batch', () => {
  const api = useApi();
  const http = () => api.http();
  const create = (values: object) => http().post('/api/resources/pick-batch').set(bearer(api.admin)).send(values);
  const show = async (id: number) => (await http().get(`/api/resources/pick-batch/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const act = (id: number, action: string, input: object = {}) => http().post(`/api/resources/pick-batch/${id}/actions/${action}`).set(bearer(api.admin)).send(input);
  const add = (id: number, orderNos: string) => act(id, 'addOrders', { orderNos });
  const remove = (memberId: number) => http().post(`/api/resources/pick-batch-order/${memberId}/actions/remove`).set(bearer(api.admin)).send({});
  const lines = async (id: number) => (await http().get(`/api/resources/pick-batch-line?pickBatchId=${id}&pageSize=100&sortField=walkOrder&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records as Array<Record<string, any>>;
  const members = async (id: number) => (await http().get(`/api/resources/pick-batch-order?pickBatchId=${id}&pageSize=100&sortField=sequence&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records as Array<Record<string, any>>;
  const order = async (id: number) => (await http().get(`/api/resources/client-order/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const verify = async () => (await http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data;
  let floor: Awaited<ReturnType<typeof batchFloor>>;

  beforeAll(async () => {
    // Zone P: P-10 (sequence 10) holds B, P-20 (sequence 20) holds A; zone Q: Q-05 (sequence 5) holds C.
    floor = await batchFloor(api, [
      { code: '20', zone: 'P', pickSequence: 20, sku: 'A', stock: 50 },
      { code: '10', zone: 'P', pickSequence: 10, sku: 'B', stock: 50 },
      { code: '05', zone: 'Q', pickSequence: 5, sku: 'C', stock: 50 },
    ]);
  });

  it('by location: takes the orders whose stock lies in the zones, along the walk, with one line per stock row in walking order', async () => {
    const o1 = await floor.order({ A: 2 });          // first slot P-20
    const o2 = await floor.order({ B: 1, A: 1 });    // first slot P-10: walked before o1
    const o3 = await floor.order({ C: 1 });          // zone Q only: not taken
    const o4 = await floor.order({ A: 1, C: 1 });    // zones P and Q: not all in P, not taken
    const batch = (await create({ warehouseId: floor.warehouseId, mode: 1, zones: floor.zone('P').toLowerCase(), maxOrders: 10 }).expect(201)).body.data;
    expect(batch.batchNo).toMatch(/^PB[0-9]{10}$/);
    expect(batch).toMatchObject({ status: 1, orderCount: 2, lineCount: 2, unitCount: 4, createdBy: 'admin' });
    expect((await members(batch.id)).map((m) => [m.orderNo, m.sequence, m.units, m.status])).toEqual([[o2.orderNo, 1, 2, 1], [o1.orderNo, 2, 2, 1]]);
    expect((await lines(batch.id)).map((l) => [l.walkOrder, l.locationId, l.sku, l.qty, l.pickedQty])).toEqual([
      [1, floor.locations['10'], floor.skus.B, 1, 0],
      [2, floor.locations['20'], floor.skus.A, 3, 0],
    ]);
    expect(await order(o1.id)).toMatchObject({ status: 2, pickBatchId: batch.id });
    expect((await order(o3.id)).pickBatchId).toBeNull();
    expect((await order(o4.id)).pickBatchId).toBeNull();
    // maxOrders caps the walk: one order, the first along it (o3, Q-05) when zone Q is asked
    const q = (await create({ warehouseId: floor.warehouseId, mode: 1, zones: floor.zone('Q'), maxOrders: 1 }).expect(201)).body.data;
    expect((await members(q.id)).map((m) => m.orderNo)).toEqual([o3.orderNo]);
    // nothing left in these zones: refused under the zones, in both languages
    const none = (await create({ warehouseId: floor.warehouseId, mode: 1, zones: floor.zone('Q'), maxOrders: 5 }).expect(400)).body;
    expect(none.data.errors[0]).toMatchObject({ field: 'zones', message: 'No order to pick matches: orders To Pick in this warehouse, in no other batch, with their stock in these zones', zhMessage: expect.stringContaining('没有符合条件的待拣订单') });
    await http().delete(`/api/resources/pick-batch/${q.id}?version=${(await show(q.id)).version}`).set(bearer(api.admin)).expect(200);
    expect((await order(o3.id)).pickBatchId).toBeNull();
  });

  it('by order: the orders named, in that sequence; each unknown, batched or not-to-pick order refused under Order Numbers', async () => {
    const o5 = await floor.order({ C: 2, A: 1 });
    const o6 = await floor.order({ B: 3 });
    const other = (await create({ warehouseId: floor.warehouseId, mode: 2, orderNos: `${o6.orderNo}` }).expect(201)).body.data;
    const refused = (await create({ warehouseId: floor.warehouseId, mode: 2, orderNos: `SO9999999999, ${o6.orderNo}\n${o5.orderNo}, ${o5.orderNo}` }).expect(400)).body;
    expect(refused.data.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['orderNos', `Order ${o5.orderNo} is named twice`],
      ['orderNos', 'Order SO9999999999 does not exist'],
      ['orderNos', `Order ${o6.orderNo} is already in batch ${other.batchNo}`],
    ]);
    expect(refused.data.errors[2].zhMessage).toBe(`订单 ${o6.orderNo} 已在波次 ${other.batchNo} 中`);
    const batch = (await create({ warehouseId: floor.warehouseId, mode: 2, orderNos: o5.orderNo.toLowerCase() }).expect(201)).body.data;
    // none named: an empty batch, to fill with Add to Batch
    expect((await create({ warehouseId: floor.warehouseId, mode: 2 }).expect(201)).body.data).toMatchObject({ orderCount: 0, lineCount: 0, status: 1 });
    // C at Q-05 (sequence 5) is walked before A at P-20
    expect((await lines(batch.id)).map((l) => [l.sku, l.qty])).toEqual([[floor.skus.C, 2], [floor.skus.A, 1]]);
    expect(batch).toMatchObject({ orderCount: 1, lineCount: 2, unitCount: 3 });
  });

  it('adds and removes orders until picking is confirmed, the list drawn again each time; confirms with a short pick; then locks', async () => {
    const o7 = await floor.order({ B: 2 });
    const o8 = await floor.order({ A: 1 });
    const batch = (await create({ warehouseId: floor.warehouseId, mode: 2, orderNos: o7.orderNo }).expect(201)).body.data;
    // Add to Batch: an order To Pick of the warehouse; refused for one unknown or already in the batch
    expect((await add(batch.id, o8.orderNo).expect(200)).body.message).toBe(`1 order(s) added to batch ${batch.batchNo}`);
    const again = (await add(batch.id, `${o8.orderNo}, SO9999999998`).expect(400)).body;
    expect(again.data.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['orderNos', `Order ${o8.orderNo} is already in batch ${batch.batchNo}`], ['orderNos', 'Order SO9999999998 does not exist'],
    ]);
    expect((await lines(batch.id)).map((l) => [l.sku, l.qty])).toEqual([[floor.skus.B, 2], [floor.skus.A, 1]]);
    expect(await show(batch.id)).toMatchObject({ orderCount: 2, unitCount: 3 });
    // picked quantities wait for Start Picking
    const [first] = await lines(batch.id);
    expect((await http().put(`/api/resources/pick-batch-line/${first.id}`).set(bearer(api.admin)).send({ version: first.version, pickedQty: 1 }).expect(409)).body.message)
      .toBe('Start picking before entering picked quantities');
    // Start Picking: the orders are Picking, each line picked in full until a short pick is typed
    await act(batch.id, 'startPicking').expect(200);
    expect((await order(o7.id)).status).toBe(3);
    const o9 = await floor.order({ A: 1 });
    await add(batch.id, o9.orderNo).expect(200);
    expect((await order(o9.id)).status).toBe(3);
    expect((await lines(batch.id)).map((l) => [l.sku, l.qty, l.pickedQty])).toEqual([[floor.skus.B, 2, 2], [floor.skus.A, 2, 2]]);
    // Remove o9: To Pick again, out of the batch, its row kept as Removed
    const member = (await members(batch.id)).find((m) => m.orderNo === o9.orderNo)!;
    expect((await remove(member.id).expect(200)).body.message).toBe(`Order ${o9.orderNo} removed from the batch`);
    expect(await order(o9.id)).toMatchObject({ status: 2, pickBatchId: null });
    expect((await members(batch.id)).find((m) => m.orderNo === o9.orderNo)).toMatchObject({ status: 4 });
    // A short pick: one B of two found. o7 (B 2) is short, o8 (A 1) is picked.
    const [b] = await lines(batch.id);
    expect((await http().put(`/api/resources/pick-batch-line/${b.id}`).set(bearer(api.admin)).send({ version: b.version, pickedQty: 3 }).expect(400)).body.data.errors[0])
      .toMatchObject({ field: 'pickedQty', message: 'Picked Qty cannot exceed the quantity to pick (2)' });
    await http().put(`/api/resources/pick-batch-line/${b.id}`).set(bearer(api.admin)).send({ version: b.version, pickedQty: 1 }).expect(200);
    const done = (await act(batch.id, 'confirmPicking').expect(200)).body;
    expect(done.data).toMatchObject({ status: 3, picked: 1, short: 1 });
    expect(done.message).toBe(`Batch ${batch.batchNo}: 1 orders to pack, 1 short`);
    expect(await order(o8.id)).toMatchObject({ status: 4, pickBatchId: batch.id });
    expect(await order(o7.id)).toMatchObject({ status: 2, pickBatchId: null });
    expect((await members(batch.id)).map((m) => [m.orderNo, m.status])).toEqual([[o7.orderNo, 3], [o8.orderNo, 2], [o9.orderNo, 4]]);
    expect((await lines(batch.id)).map((l) => [l.sku, l.pickedQty, l.shortQty])).toEqual([[floor.skus.B, 1, 1], [floor.skus.A, 1, 0]]);
    // the picked order's units left their location: a pick movement of 1 A; none for the short order
    const moves = (await http().get(`/api/resources/inventory-movement?orderNo=${o8.orderNo}&pageSize=50&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(moves.map((m: { movementType: number; standardDelta: number; allocatedDelta: number }) => [m.movementType, m.standardDelta, m.allocatedDelta])).toEqual([[2, 0, 1], [4, -1, -1]]);
    const shortMoves = (await http().get(`/api/resources/inventory-movement?orderNo=${o7.orderNo}&pageSize=50`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(shortMoves.map((m: { movementType: number }) => m.movementType)).toEqual([2]);
    // 02 §4: locked once picking is confirmed
    const locked = 'Picked lists and packages cannot be edited after picking is confirmed';
    const [line] = await lines(batch.id);
    expect((await http().put(`/api/resources/pick-batch-line/${line.id}`).set(bearer(api.admin)).send({ version: line.version, pickedQty: 2 }).expect(409)).body).toMatchObject({ message: locked, zhMessage: '确认拣货后不能再修改拣货单和包裹' });
    expect((await add(batch.id, o9.orderNo).expect(409)).body.zhMessage).toBeTruthy();
    const kept = (await members(batch.id))[1];
    expect((await remove(kept.id).expect(409)).body.zhMessage).toBeTruthy();
    expect((await http().put(`/api/resources/pick-batch/${batch.id}`).set(bearer(api.admin)).send({ version: (await show(batch.id)).version, picker: 'Late' }).expect(409)).body.message).toBe(locked);
    expect((await http().delete(`/api/resources/pick-batch/${batch.id}?version=${(await show(batch.id)).version}`).set(bearer(api.admin)).expect(409)).body.message).toBe('Only an open batch can be deleted');
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('prints the pick list: the batch number, its locations in walking order with skus and quantities', async () => {
    const o10 = await floor.order({ A: 2, B: 1, C: 1 });
    const batch = (await create({ warehouseId: floor.warehouseId, mode: 2, orderNos: o10.orderNo }).expect(201)).body.data;
    const res = await http().get(`/api/resources/pick-batch/${batch.id}/documents/pick-list?lang=en`).set(bearer(api.admin)).buffer(true)
      .parse((r, done) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(res.body as Buffer)).join('\n');
    expect(text).toContain(batch.batchNo);
    const at = (s: string) => text.indexOf(s);
    expect(at(floor.skus.C)).toBeGreaterThan(-1);
    expect(at(floor.skus.C)).toBeLessThan(at(floor.skus.B));
    expect(at(floor.skus.B)).toBeLessThan(at(floor.skus.A));
    expect(text).toContain(o10.orderNo);
  });

  it('gives a contested order to one batch when two are made at the same moment', async () => {
    const o11 = await floor.order({ B: 1 });
    const answers = await Promise.all([0, 1].map(() => create({ warehouseId: floor.warehouseId, mode: 2, orderNos: o11.orderNo })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, expect.any(Number)]);
    expect([400, 409]).toContain(answers.map((a) => a.status).sort()[1]);
    const won = answers.find((a) => a.status === 201)!.body.data;
    expect((await order(o11.id)).pickBatchId).toBe(won.id);
    expect(await verify()).toMatchObject({ drifted: 0 });
  });
});
