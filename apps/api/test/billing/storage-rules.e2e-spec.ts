import { bearer } from '../harness';
import { useApi } from '../use-api';

/**
 * Billing automation's storage rules through the API, on SQLite (MariaDB with TEST_MYSQL_URL): a
 * rule per party, each on its own screen; the pallet conversion and the advanced settings kept
 * only where they apply; every refusal of 02 §5 (and the charge engine's storage checks) in both
 * languages under its field, with nothing written; deactivate and activate.
 */
describe('billing: storage rules', () => {
  const api = useApi();
  const rules = '/api/resources/storage-rule';
  let seq = 0;
  const body = (over: Record<string, unknown> = {}) => ({
    party: 'client', name: `Shelf Storage ${++seq}`, calculation: 'DAY', quantityType: 'ABSOLUTE', chargeMode: 'INSTANT',
    unit: 'CBF_DAY', price: '0.03', ...over,
  });
  const pallets = (over: Record<string, unknown> = {}) =>
    body({ unit: 'PALLET_DAY', palletVolumeUnit: 'cbf', palletVolume: '64', skuTypesPerPallet: 4, minVolume: '2', ...over });
  const post = (payload: object) => api.http().post(rules).set(bearer(api.admin)).send(payload);
  const count = async () => Number((await api.ds.query('SELECT COUNT(1) AS n FROM storage_rule'))[0].n);

  it('saves a client and a supplier rule, each listed on its own screen', async () => {
    const client = (await post(body({ byInventoryAge: true, freeDays: 30 })).expect(201)).body.data;
    expect(client).toMatchObject({ party: 'client', status: 1, unit: 'CBF_DAY', price: '0.0300', byInventoryAge: true, freeDays: 30, roundUp: false });
    const supplier = (await post(body({ party: 'supplier', name: 'Warehouse Space Cost', unit: 'CBM_DAY' })).expect(201)).body.data;
    const listed = async (party: string) =>
      ((await api.http().get(`${rules}?party=${party}&pageSize=100`).set(bearer(api.admin)).expect(200)).body.data.records as Array<{ id: number }>).map((r) => r.id);
    expect(await listed('client')).toContain(client.id);
    expect(await listed('client')).not.toContain(supplier.id);
    expect(await listed('supplier')).toContain(supplier.id);
  });

  it('keeps the pallet conversion for By pallet count only, and an advanced kind only while it is switched on', async () => {
    const pallet = (await post(pallets({ palletVolumeUnit: 'cbm', palletVolume: '1.8' })).expect(201)).body.data;
    expect(pallet).toMatchObject({ palletVolumeUnit: 'cbm', palletVolume: '1.8000', skuTypesPerPallet: 4, minVolume: '2.0000' });
    const pieces = (await post(body({ unit: 'PIECE_DAY', palletVolume: '64', skuTypesPerPallet: 0, inboundPrice: '9', inboundTiming: 'COMPLETE' })).expect(201)).body.data;
    expect(pieces).toMatchObject({ palletVolume: null, skuTypesPerPallet: null, inboundStorage: false, inboundPrice: null, inboundTiming: null });
    const inbound = (await post(body({ inboundStorage: true, inboundChargeMethod: 'PER_ORDER', inboundTiming: 'COMPLETE', inboundFreeDays: 3, inboundPrice: '0.25' })).expect(201)).body.data;
    expect(inbound).toMatchObject({ inboundStorage: true, inboundChargeMethod: 'PER_ORDER', inboundTiming: 'COMPLETE', inboundFreeDays: 3, inboundPrice: '0.2500', returnStorage: false });
  });

  it.each([
    ['Pallet number must be greater than 0 and less than 99999', '托盘数必须大于 0 且小于 99999', pallets({ skuTypesPerPallet: 0 }), 'skuTypesPerPallet'],
    ['Pallet number must be greater than 0 and less than 99999', '托盘数必须大于 0 且小于 99999', pallets({ skuTypesPerPallet: 99999 }), 'skuTypesPerPallet'],
    ['Pallet number must be greater than 0 and less than 99999', '托盘数必须大于 0 且小于 99999', pallets({ palletVolume: '0' }), 'palletVolume'],
    ['Inventory age is required first', '请先选择库龄', body({ freeDays: 30 }), 'freeDays'],
    ['Receive timing is allowed only when charge method is Per Package', '仅当计费方式为按包裹时才允许收货时计费',
      body({ crossDockStorage: true, crossDockChargeMethod: 'PER_SKU_TYPE', crossDockTiming: 'RECEIVE', crossDockPrice: '0.1' }), 'crossDockTiming'],
  ])("refuses '%s' in both languages, under its field, writing nothing", async (en, zh, payload, field) => {
    const before = await count();
    const res = await post(payload).expect(400);
    expect(res.body).toMatchObject({ message: en, zhMessage: zh });
    expect(res.body.data.errors).toEqual([{ field, message: en, zhMessage: zh }]);
    expect(await count()).toBe(before);
  });

  it('accepts the pallet number bounds just inside, and checks an edit as a create', async () => {
    await post(pallets({ skuTypesPerPallet: 1 })).expect(201);
    const made = (await post(pallets({ skuTypesPerPallet: 99998 })).expect(201)).body.data;
    const edit = await api.http().put(`${rules}/${made.id}`).set(bearer(api.admin)).send({ version: made.version, freeDays: 5 }).expect(400);
    expect(edit.body.data.errors).toEqual([{ field: 'freeDays', message: 'Inventory age is required first', zhMessage: '请先选择库龄' }]);
    const aged = await api.http().put(`${rules}/${made.id}`).set(bearer(api.admin)).send({ version: made.version, freeDays: 5, byInventoryAge: true }).expect(200);
    expect(aged.body.data).toMatchObject({ freeDays: 5, byInventoryAge: true });
  });

  it('refuses a name with special characters, and a rule without a price (the unit starts from Piece/day, as the form\'s does)', async () => {
    const named = await post(body({ name: 'Storage <A>' })).expect(400);
    expect(named.body.data.errors).toEqual([expect.objectContaining({ field: 'name', message: 'Name must not contain special characters' })]);
    const { price: _price, ...bare } = body();
    const missing = await post({ ...bare, unit: undefined }).expect(400);
    expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['price']);
    const { unit } = (await post({ ...bare, unit: undefined, price: '0.01' }).expect(201)).body.data;
    expect(unit).toBe('PIECE_DAY');
  });

  it('deactivates and activates a rule', async () => {
    const made = (await post(body()).expect(201)).body.data;
    const off = (await api.http().post(`${rules}/${made.id}/actions/deactivate`).set(bearer(api.admin)).send({ version: made.version }).expect(200)).body.data;
    expect(off.status).toBe(2);
    const on = (await api.http().post(`${rules}/${made.id}/actions/activate`).set(bearer(api.admin)).send({ version: off.version }).expect(200)).body.data;
    expect(on.status).toBe(1);
  });
});
