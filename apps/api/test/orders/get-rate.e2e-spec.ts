import { Harness, bearer, newClient, startApi } from '../harness';
import { PACKAGE, RECIPIENT, SENDER } from './order-fixtures';

/**
 * Get Rate of a parcel order compared across its shipping account's services (02 §2), the
 * address validation of the order's form (02 §3 validation status and result, 02 §8's
 * messages) and Submit's refusal of an order without items, on the demo pricing (account 1
 * "UPS Daily West" with cards for service 1 UPS Ground and service 4 UPS 2nd Day Air; service
 * 7 FedEx Ground; service 14 USPS Ground Advantage).
 */
describe('client-order: Get Rate compared, address validation, Submit without items', () => {
  let api: Harness;
  let admin: string;
  let clientId: number;
  let warehouseId: number;
  let sku: string;

  const recipient = { ...RECIPIENT, company: '', addressLine2: '' };
  const sender = SENDER;
  const pkg = PACKAGE;
  const body = (over: Record<string, unknown> = {}) => ({
    clientId, warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
    recipient, sender, items: [{ sku, qty: 1 }], packages: [pkg], ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => (await api.http().post('/api/resources/client-order').set(bearer(admin)).send(body(over)).expect(201)).body.data;
  const rate = (id: number, input: object = {}) => api.http().post(`/api/resources/client-order/${id}/actions/getRate`).set(bearer(admin)).send(input);
  const validate = (payload: object) => api.http().post('/api/orders/validate-address').set(bearer(admin)).send(payload);
  const quote = (carrierServiceId: number) => api.http().post('/api/ezeeship-shipment/admin/rate/quote').set(bearer(admin)).send({
    clientId, shippingAccountId: 1, carrierServiceId, packageType: 'YOUR_PACKAGING', fromAddress: { zipCode: '91761' }, toAddress: { zipCode: '10001' },
    residential: true, shipDate: new Date().toISOString().slice(0, 10), packages: [{ weight: '4', weightUnit: 'lb', length: '12', width: '10', height: '6', dimUnit: 'in' }],
  }).expect(200);

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    clientId = await newClient(api, admin);
    sku = `RATE-${Date.now().toString(36).toUpperCase()}`;
    await api.http().post('/api/resources/product').set(bearer(admin)).send({ clientId, sku, name: 'Rate Widget' }).expect(201);
    warehouseId = (await api.http().get('/api/resources/warehouse?pageSize=1&sortField=id&sortOrder=asc').set(bearer(admin)).expect(200)).body.data.records[0].id;
  });
  afterAll(() => api.close());

  it("prices the order's service and another of its account's, each as the quote API prices the same shipment, without changing the order", async () => {
    const order = await create();
    const own = (await rate(order.id).expect(200)).body.data;
    const other = (await rate(order.id, { carrierServiceId: 4 }).expect(200)).body.data;
    expect(own).toMatchObject({ ok: true, carrierServiceId: 1 });
    expect(other).toMatchObject({ ok: true, carrierServiceId: 4 });
    // 91761 -> 10001: origin 917, destination band 100-149, distance |1 - 9| = 8 hundreds -> the last zone, 8
    expect(own.zone).toBe('8');
    expect(other.zone).toBe('8');
    // the same shipment through POST .../rate/quote: the same lines and totals
    const [ground, secondDay] = [(await quote(1)).body.data, (await quote(4)).body.data];
    expect(own.total).toBe(ground.result.total);
    expect(own.lines).toEqual(ground.result.lines);
    expect(other.total).toBe(secondDay.result.total);
    expect(other.lines).toEqual(secondDay.result.lines);
    // two services, two prices: the 2nd Day Air card (base 19.80 + 1.45/lb) is above Ground's (9.15 + 0.62/lb)
    expect(Number(other.total)).toBeGreaterThan(Number(own.total));
    // the total is the sum of the explained lines
    const sum = (lines: Array<{ kind: string; amount?: string; price?: string }>) =>
      lines.reduce((s, l) => s + Math.round(Number(l.kind === 'base' ? l.price : l.amount) * 10000), 0) / 10000;
    expect(own.lines[0]).toMatchObject({ kind: 'base', package: 1 });
    expect(sum(own.lines)).toBeCloseTo(Number(own.total), 2);
    expect(sum(other.lines)).toBeCloseTo(Number(other.total), 2);
    // asked for its own service by id: the same answer
    expect((await rate(order.id, { carrierServiceId: 1 }).expect(200)).body.data.total).toBe(own.total);
    const after = (await api.http().get(`/api/resources/client-order/${order.id}`).set(bearer(admin)).expect(200)).body.data;
    expect(after).toMatchObject({ carrierServiceId: 1, version: order.version, status: 1 });
  });

  it("refuses a service the order's account does not offer (another carrier's, a missing one) in both languages", async () => {
    const order = await create();
    for (const carrierServiceId of [14, 7, 999999]) {
      const res = await rate(order.id, { carrierServiceId }).expect(400);
      expect(res.body).toMatchObject({ message: "The service is not offered by the order's shipping account", zhMessage: '该服务不属于订单的物流账号' });
      expect(res.body.data.errors[0].field).toBe('carrierServiceId');
    }
    expect((await rate(order.id, { carrierServiceId: 'two' }).expect(400)).body.data.errors[0].field).toBe('carrierServiceId');
    expect((await rate(order.id, { carrierServiceId: 1, other: 1 }).expect(400)).body.data.errors[0].field).toBe('other');
  });

  it("keeps 02 §5's non-US refusal and answers 02 §8's message where the addresses have no zone", async () => {
    const abroad = await create({ recipient: { ...recipient, countryCode: 'CA', zipCode: 'K1A 0B1', stateCode: 'ON' } });
    for (const input of [{}, { carrierServiceId: 4 }]) {
      const res = await rate(abroad.id, input).expect(400);
      expect(res.body).toMatchObject({ message: 'Get Rate is not supported for non-US recipient countries', zhMessage: '收件国家不是美国时不支持获取运费' });
    }
    // a sender in New York (zip3 100): the demo zone charts start only from the warehouses' 917, 895, 752, 604
    const noZone = await create({ sender: { ...sender, city: 'New York', stateCode: 'NY', zipCode: '10001' } });
    const res = await rate(noZone.id, { carrierServiceId: 4 }).expect(400);
    expect(res.body).toMatchObject({
      message: 'The address is incorrect, so the estimated rate and delivery time cannot be calculated', zhMessage: '地址有误，无法计算预估运费和时效',
    });
  });

  it('validates an address: verified, a zip of another state, the test street, abroad, and the FedEx Home Delivery advice', async () => {
    expect((await validate({ address: recipient }).expect(200)).body.data).toEqual({ status: 1, result: 1, isResidential: true });
    expect((await validate({ address: sender, carrierServiceId: 1 }).expect(200)).body.data).toEqual({ status: 1, result: 2, isResidential: false });
    // 90210 is California's (900-961), not New York's
    expect((await validate({ address: { ...recipient, zipCode: '90210' } }).expect(200)).body.data).toEqual({
      status: -1, result: 3, message: 'The address was not found', zhMessage: '未找到该地址',
    });
    expect((await validate({ address: { ...recipient, addressLine1: 'Unable to validate' } }).expect(200)).body.data).toEqual({
      status: -1, result: 0, message: 'Unable to validate the address', zhMessage: '无法验证该地址',
    });
    expect((await validate({ address: { ...recipient, countryCode: 'CA', zipCode: 'K1A 0B1', stateCode: 'ON' } }).expect(200)).body.data).toEqual({
      status: 0, result: 4, message: 'Address not verified', zhMessage: '地址未验证',
    });
    // a home shipped FedEx Ground (service 7): valid, with the advice; FedEx Home Delivery (8): none
    expect((await validate({ address: recipient, carrierServiceId: 7 }).expect(200)).body.data).toEqual({
      status: 1, result: 1, isResidential: true,
      message: 'Address is unable to be validated, it is recommended to use FedEx Home Delivery', zhMessage: '该地址无法验证，建议使用 FedEx Home Delivery',
    });
    expect((await validate({ address: recipient, carrierServiceId: 8 }).expect(200)).body.data.message).toBeUndefined();
    // a body that is no address: 400 in the envelope, both languages
    for (const bad of [{}, { address: 'x' }, { address: { ...recipient, zipCode: 10001 } }, { address: recipient, carrierServiceId: 'one' }]) {
      const res = await validate(bad).expect(400);
      expect(res.body.result).toBe('ERR');
      expect(res.body.zhMessage).toBeTruthy();
    }
  });

  it("keeps the validator's status and result on an address the form validated, judged again on save", async () => {
    // the form claims success on an address whose zip is not its state's: the stored status is the validator's
    const order = await create({ recipient: { ...recipient, stateCode: 'CA', validationStatus: 1, validationResult: 1 }, sender });
    expect(order.recipient).toMatchObject({ validationStatus: -1, validationResult: 3 });
    expect(order.sender.validationStatus).toBeUndefined();
    const fixed = (await api.http().put(`/api/resources/client-order/${order.id}`).set(bearer(admin))
      .send({ version: order.version, recipient: { ...recipient, validationStatus: -1, validationResult: 3 } }).expect(200)).body.data;
    expect(fixed.recipient).toMatchObject({ stateCode: 'NY', validationStatus: 1, validationResult: 1 });
  });

  it('asks the lithium contact phone when the contact is not the sender (the form\'s dialog, 02 §3 Lithium declaration)', async () => {
    const res = await api.http().post('/api/resources/client-order').set(bearer(admin)).send(body({ lithium: 2, lithiumSameAsSender: false })).expect(400);
    expect(res.body.data.errors[0]).toEqual({
      field: 'lithiumContactPhone', message: 'Lithium Contact Phone is required unless the contact is the sender', zhMessage: '联系人不同于发件人时，必须填写锂电池联系电话',
    });
    const short = await api.http().post('/api/resources/client-order').set(bearer(admin)).send(body({ lithium: 5, lithiumSameAsSender: false, lithiumContactPhone: '12345' })).expect(400);
    expect(short.body.data.errors[0].field).toBe('lithiumContactPhone');
    const declared = await create({ lithium: 5, lithiumSameAsSender: false, lithiumContactPhone: '2125550199' });
    expect(declared).toMatchObject({ lithium: 5, lithiumSameAsSender: false, lithiumContactPhone: '2125550199' });
    // no lithium: the contact is not asked, and not kept
    const none = await create({ lithium: 1, lithiumSameAsSender: false, lithiumContactPhone: '2125550199' });
    expect(none).toMatchObject({ lithium: 1, lithiumSameAsSender: null, lithiumContactPhone: null });
  });

  it('refuses to submit an order without items, in both languages, and leaves it a draft', async () => {
    const empty = await create({ items: [] });
    const res = await api.http().post(`/api/resources/client-order/${empty.id}/actions/submit`).set(bearer(admin)).send({}).expect(400);
    expect(res.body).toMatchObject({ message: 'Add at least one item before submitting the order', zhMessage: '提交订单前请至少添加一个商品' });
    expect((await api.http().get(`/api/resources/client-order/${empty.id}`).set(bearer(admin)).expect(200)).body.data.status).toBe(1);
  });
});
