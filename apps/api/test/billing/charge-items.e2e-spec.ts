import { bearer } from '../harness';
import { useApi } from '../use-api';

/**
 * Billing automation's work order types and charge items through the API, on SQLite (MariaDB with
 * TEST_MYSQL_URL): the four types from the migration, renamed and deactivated but never created or
 * deleted; a charge item per party with the charge engine's rules; every refusal of 02 §5 in both
 * languages with nothing written; the charge method set once (02 §4); Activate refused while the
 * work order type is deactivated, with 02 §4's message.
 */
describe('billing: work order types and charge items', () => {
  const api = useApi();
  const items = '/api/resources/charge-item';
  const types = '/api/resources/work-order-type';
  const rule = (over: Record<string, unknown> = {}) => ({
    priority: 1, conditions: [{ element: 'ITEM_QTY', op: 'GT', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '1.50',
    pricing: { kind: 'THRESHOLD', threshold: '5', unitPrice: '0.20' }, ...over,
  });
  let seq = 0;
  const body = (over: Record<string, unknown> = {}) => ({
    party: 'client', name: `Pick Fee ${++seq}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
    calculation: 'PER_ITEM', price: '0.35', freightType: 'BOTH', fba: false, rules: [rule()], ...over,
  });
  const post = (payload: object) => api.http().post(items).set(bearer(api.admin)).send(payload);
  const count = async () => Number((await api.ds.query('SELECT COUNT(1) AS n FROM charge_item'))[0].n);

  it('comes with the four work order types, active; they are renamed, never created or deleted', async () => {
    const list = (await api.http().get(`${types}?sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data;
    expect(list.records.map((t: { code: string; status: number }) => [t.code, t.status])).toEqual([['OUTBOUND', 1], ['INBOUND', 1], ['RETURN', 1], ['CROSS_DOCK', 1]]);
    await api.http().post(types).set(bearer(api.admin)).send({ code: 'OUTBOUND', name: 'Again', status: 1 }).expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    const [first] = list.records;
    const renamed = await api.http().put(`${types}/${first.id}`).set(bearer(api.admin)).send({ version: first.version, name: 'Outbound Orders' }).expect(200);
    expect(renamed.body.data.name).toBe('Outbound Orders');
  });

  it('saves a client and a supplier charge item with their rules, each listed on its own screen', async () => {
    const client = (await post(body()).expect(201)).body.data;
    expect(client).toMatchObject({ party: 'client', status: 1, chargeMethod: 'PER_ORDER', price: '0.3500', rules: [rule()] });
    const supplier = (await post(body({ party: 'supplier', name: 'Warehouse Pick Cost' })).expect(201)).body.data;
    const clients = (await api.http().get(`${items}?party=client&pageSize=100`).set(bearer(api.admin)).expect(200)).body.data.records as Array<{ id: number }>;
    expect(clients.map((r) => r.id)).toContain(client.id);
    expect(clients.map((r) => r.id)).not.toContain(supplier.id);
  });

  it.each([
    ['Receive timing is allowed only when charge method is Per Package', '仅当计费方式为按包裹时才允许收货时计费', { chargeTrigger: 'RECEIVE' }, 'chargeTrigger'],
    ['At most 20 rules per charge item', '每个收费项最多 20 条规则', { rules: Array.from({ length: 21 }, (_v, i) => rule({ priority: i + 1 })) }, 'rules'],
    ['A condition and a charge element must be selected', '必须选择条件和计费元素', { rules: [rule({ conditions: [] })] }, 'rules'],
    ['The value must be greater than 0', '值必须大于 0', { rules: [rule({ conditions: [{ element: 'ITEM_QTY', op: 'GT', value: '0' }] })] }, 'rules'],
    ['Threshold and interval settings are mutually exclusive', '阈值与区间设置互斥',
      { rules: [rule({ pricing: { kind: 'THRESHOLD', threshold: '5', unitPrice: '0.2', intervals: [] } })] }, 'rules'],
    ['The previous interval must be completed before the next', '须先完成上一个区间，才能设置下一个',
      { rules: [rule({ pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '5', unitPrice: '0.1' }, { from: '6', unitPrice: '0.2' }] } })] }, 'rules'],
    ['Invalid amount...', '金额无效...', { rules: [rule({ basicFee: '-1' })] }, 'rules'],
    ['Invalid amount...', '金额无效...', { rules: [rule({ basicFee: '0', pricing: { kind: 'THRESHOLD', threshold: '5', unitPrice: '0' } })] }, 'rules'],
  ])("refuses '%s' in both languages, under its field, writing nothing", async (en, zh, over, field) => {
    const before = await count();
    const res = await post(body(over)).expect(400);
    expect(res.body).toMatchObject({ message: en, zhMessage: zh });
    expect(res.body.data.errors).toEqual([{ field, message: en, zhMessage: zh }]);
    expect(await count()).toBe(before);
  });

  it('refuses a name with special characters, and the fields 02 §5 requires', async () => {
    const named = await post(body({ name: 'Pick <Fee>' })).expect(400);
    expect(named.body.data.errors).toEqual([expect.objectContaining({ field: 'name', message: 'Name must not contain special characters' })]);
    const { workOrderTypeId: _type, calculation: _calc, fba: _fba, chargeMode: _mode, ...bare } = body();
    const missing = await post(bare).expect(400);
    expect(missing.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['calculation', 'workOrderTypeId']);
    // the FBA flag and the charge mode are never empty: they start from No and Instant Charge, as the form's do
    const defaults = (await post({ ...bare, workOrderTypeId: 1, calculation: 'FIXED' }).expect(201)).body.data;
    expect(defaults).toMatchObject({ fba: false, chargeMode: 'INSTANT' });
  });

  it('keeps the charge method as set (02 §4): an edit changing it is refused', async () => {
    const made = (await post(body()).expect(201)).body.data;
    const res = await api.http().put(`${items}/${made.id}`).set(bearer(api.admin)).send({ version: made.version, chargeMethod: 'PER_PACKAGE' }).expect(400);
    expect(res.body.data.errors[0].field).toBe('chargeMethod');
    await api.http().put(`${items}/${made.id}`).set(bearer(api.admin)).send({ version: made.version, price: '0.40' }).expect(200);
  });

  it("refuses Activate while the item's work order type is deactivated (02 §4), and activates once it is active again", async () => {
    const made = (await post(body({ workOrderTypeId: 3, name: 'Return Fee' })).expect(201)).body.data;
    const off = (await api.http().post(`${items}/${made.id}/actions/deactivate`).set(bearer(api.admin)).send({ version: made.version }).expect(200)).body.data;
    expect(off.status).toBe(2);
    const type = (await api.http().get(`${types}/3`).set(bearer(api.admin)).expect(200)).body.data;
    await api.http().put(`${types}/3`).set(bearer(api.admin)).send({ version: type.version, status: 2 }).expect(200);
    const refused = await api.http().post(`${items}/${made.id}/actions/activate`).set(bearer(api.admin)).send({ version: off.version }).expect(409);
    expect(refused.body).toMatchObject({ message: 'This workOrderType has been deactivated. This Charge cannot be activate', zhMessage: '该工单类型已停用，此收费项不能启用' });
    // nor is an active item of that type created
    await post(body({ workOrderTypeId: 3, name: 'Another Return Fee' })).expect(409);
    const typeNow = (await api.http().get(`${types}/3`).set(bearer(api.admin)).expect(200)).body.data;
    await api.http().put(`${types}/3`).set(bearer(api.admin)).send({ version: typeNow.version, status: 1 }).expect(200);
    await api.http().post(`${items}/${made.id}/actions/activate`).set(bearer(api.admin)).send({ version: off.version }).expect(200);
    expect((await api.http().get(`${items}/${made.id}`).set(bearer(api.admin)).expect(200)).body.data.status).toBe(1);
  });
});
