import { Harness, bearer, signedInWith, startApi } from '../harness';

/**
 * The quote API (02 §2's Get Rate) on what was in force on the ship date: a test account, service,
 * zone chart and cards of its own, the client's level, the carrier's surcharges (the seeded UPS
 * residential one and a percent one of the test's), a fuel rate and no peak (a June ship date is
 * outside every seeded window). The total is worked out by hand below.
 */
describe('POST /api/{product}-shipment/admin/rate/quote', () => {
  let api: Harness;
  let admin: string;
  const year = new Date().getUTCFullYear();
  const shipDate = `${year}-06-15`;
  const path = '/api/ezeeship-shipment/admin/rate/quote';
  let body: Record<string, unknown>;
  let clientId: number;
  let otherClientId: number;
  const post = (resource: string, values: Record<string, unknown>) =>
    api.http().post(`/api/resources/${resource}`).set(bearer(admin)).send(values).expect(201).then((r) => r.body.data);

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    const account = await post('shipping-account', { nickname: 'Quote Test UPS', carrier: 2, accountNumber: 'QT1', dimDivisor: 139, dimMinCubicInches: 0 });
    const service = await post('carrier-service', { carrier: 2, serviceCode: 'QT_GROUND', serviceName: 'Quote Test Ground', serviceGroup: 1, packageTypes: ['YOUR_PACKAGING'] });
    // an origin no seeded chart has: 123 -> 100..199 is zone 5
    await post('zone-chart', { carrier: 2, originZip3: '123', destZip3From: '100', destZip3To: '199', zone: '5' });
    const card = (cardType: string, upTo10: string) => post('rate-card', {
      shippingAccountId: account.id, carrierServiceId: service.id, packageType: 'YOUR_PACKAGING', cardType, addressType: 0, minimumCharge: '5', effectiveFrom: `${year}-01-01`,
      rows: [{ from: '0', to: '5', zones: { 5: '10' } }, { from: '5', to: '10', zones: { 5: upTo10 } }],
    });
    await card('COST', '12.3457');
    await card('PUBLISH', '20');
    const level = await post('pricing-level', { levelName: 'Quote Test', levelCode: 'QUOTE_TEST', defaultRule: 'GENERAL_COST_RISE', increaseRatio: '10', capAtPublish: true, surchargeDefaultRule: 'WITH_DISCOUNT', effectiveFrom: `${year}-01-01` });
    const clients = (await api.http().get('/api/resources/client?pageSize=2&sortField=id&sortOrder=asc').set(bearer(admin)).expect(200)).body.data.records;
    [clientId, otherClientId] = [clients[0].id, clients[1].id];
    // the seed assigns demo clients to levels: these two get the test's own assignments
    await post('client-level', { clientId, pricingLevelId: level.id, effectiveFrom: `${year}-06-01` });
    await post('surcharge', { name: 'Quote Test Demand', carrier: 2, effectiveService: 1, billCode: 'QTDEM', appliesWhen: 'always', calculation: 'PERCENT', value: '2', rateBase: 'All', offRatePercent: '0', effectiveFrom: `${year}-01-01` });
    await post('fuel-rate', { carrier: 2, fuelPercent: '15', effectiveFrom: shipDate });
    body = {
      clientId, shippingAccountId: account.id, carrierServiceId: service.id, packageType: 'YOUR_PACKAGING',
      fromAddress: { zipCode: '12345' }, toAddress: { zipCode: '10001' }, residential: true, shipDate,
      packages: [{ weight: 10, weightUnit: 'lb', length: 10, width: 10, height: 10, dimUnit: 'in' }],
    };
  });
  afterAll(() => api.close());

  it('prices the demo data as believable amounts (the seed stores money as entered)', async () => {
    const peak = (await api.http().get('/api/resources/peak-setting?name=UPS%20Holiday').set(bearer(admin)).expect(200)).body.data.records[0];
    expect(peak.amountPerPackage).toBe('1.9500');
    const card = (await api.http().get('/api/resources/rate-card?cardType=PUBLISH&sortField=id&sortOrder=asc&pageSize=1').set(bearer(admin)).expect(200)).body.data.records[0];
    expect(card.minimumCharge).toBe('9.1500');
    const shipments = (await api.http().get('/api/resources/rated-shipment?pageSize=1000').set(bearer(admin)).expect(200)).body.data;
    expect(shipments.total).toBe(600);
    for (const s of shipments.records) expect(Number(s.total)).toBeLessThan(500);
    const seeded = (await api.http().post(path).set(bearer(admin)).send({
      shippingAccountId: 1, carrierServiceId: 1, fromAddress: { zipCode: '91761' }, toAddress: { zipCode: '10001' }, residential: false,
      shipDate, packages: [{ weight: 4, weightUnit: 'lb', length: 12, width: 10, height: 6, dimUnit: 'in' }],
    }).expect(200)).body.data;
    expect(seeded.result.ok).toBe(true);
    expect(Number(seeded.result.total)).toBeGreaterThan(5);
    expect(Number(seeded.result.total)).toBeLessThan(60);
  });

  it('prices with the level, cards, surcharges and fuel in force, line by line', async () => {
    const res = await api.http().post(path).set(bearer(admin)).send(body).expect(200);
    const { result, resolved, input } = res.body.data;
    // 10 lb (DIM 1000/139 = 7.19 is less); zone 5 row 5-10: cost 12.3457, publish 20.
    // base: 12.3457 x 1.10 = 13.58027 -> 13.5803 (below publish: no cap)
    // RES (seeded UPS residential, 5.85 a package, no discount): 5.8500
    // QTDEM 2 % of All = (13.5803 + 5.85) x 0.02 = 0.388606 -> 0.3886
    // fuel 15 % of 13.5803 + 5.85 + 0.3886 = 19.8189 -> 2.972835 -> 2.9728
    // total 13.5803 + 5.85 + 0.3886 + 2.9728 = 22.7917
    expect(result).toEqual({
      ok: true, billableWeights: ['10.0000'], total: '22.7917',
      lines: [
        { kind: 'base', package: 1, cost: '12.3457', publish: '20.0000', price: '13.5803' },
        { kind: 'surcharge', code: 'RES', amount: '5.8500' },
        { kind: 'surcharge', code: 'QTDEM', amount: '0.3886' },
        { kind: 'fuel', percent: '15.0000', on: '19.8189', amount: '2.9728' },
      ],
    });
    expect(resolved).toMatchObject({ zone: '5', levelName: 'Quote Test', levelFrom: 'client' });
    expect(input).toMatchObject({ zone: '5', dimDivisor: 139, fuelPercent: '15.0000', level: { mode: 'GENERAL_COST_RISE', increaseRatio: '10.0000', capAtPublish: true } });
  });

  it('keeps the priced shipment when asked, with its lines, for fee detail and replays', async () => {
    const res = (await api.http().post(path).set(bearer(admin)).send({ ...body, store: true }).expect(200)).body.data;
    expect(res.ratedShipmentId).toEqual(expect.any(Number));
    const kept = (await api.http().get(`/api/resources/rated-shipment/${res.ratedShipmentId}`).set(bearer(admin)).expect(200)).body.data;
    expect(kept).toMatchObject({
      clientId, shipDate, zone: '5', residential: true, packageCount: 1, billableWeight: '10.0000', total: '22.7917',
      packages: body.packages, lines: res.result.lines,
    });
    expect(kept.reference).toMatch(/^RS[0-9A-Z]+$/);
    // without `store` nothing is kept
    expect((await api.http().post(path).set(bearer(admin)).send(body).expect(200)).body.data.ratedShipmentId).toBeUndefined();
  });

  it('uses what was in force on the ship date: a later fuel change does not touch it', async () => {
    const rate = (await api.http().get(`/api/resources/fuel-rate?carrier=2&effectiveFrom=${shipDate}`).set(bearer(admin)).expect(200)).body.data.records[0];
    await api.http().put(`/api/resources/fuel-rate/${rate.id}`).set(bearer(admin)).send({ fuelPercent: '30', effectiveFrom: `${year}-07-01`, version: rate.version }).expect(200);
    const before = (await api.http().post(path).set(bearer(admin)).send(body).expect(200)).body.data;
    expect(before.result.total).toBe('22.7917');
    const after = (await api.http().post(path).set(bearer(admin)).send({ ...body, shipDate: `${year}-07-02` }).expect(200)).body.data;
    expect(after.input.fuelPercent).toBe('30.0000');
  });

  it('prices a client without a level on the default level', async () => {
    const res = (await api.http().post(path).set(bearer(admin)).send({ ...body, clientId: otherClientId }).expect(200)).body.data;
    expect(res.resolved).toMatchObject({ levelFrom: expect.any(String) });
    if (res.resolved.levelFrom === 'default') {
      // Standard: cost + 15 %: 12.3457 x 1.15 = 14.197555 -> 14.1976
      expect(res.resolved.levelName).toBe('Standard');
      expect(res.result.lines[0].price).toBe('14.1976');
    }
    const none = (await api.http().post(path).set(bearer(admin)).send({ ...body, clientId: undefined }).expect(200)).body.data;
    expect(none.resolved).toMatchObject({ levelFrom: 'default', levelName: 'Standard' });
    expect(none.result.lines[0].price).toBe('14.1976');
  });

  it("answers 02 §8's message when the addresses give no zone, and refuses bad input", async () => {
    const res = await api.http().post(path).set(bearer(admin)).send({ ...body, toAddress: { zipCode: '94105' } }).expect(400);
    expect(res.body).toMatchObject({ message: 'The address is incorrect, so the estimated rate and delivery time cannot be calculated', zhMessage: '地址有误，无法计算预估运费和时效' });
    await api.http().post(path).set(bearer(admin)).send({ ...body, shipDate: '06/15/2026' }).expect(400);
    await api.http().post(path).set(bearer(admin)).send({ ...body, shippingAccountId: 999999 }).expect(400);
    const failed = (await api.http().post(path).set(bearer(admin)).send({ ...body, packages: [] }).expect(200)).body.data;
    expect(failed.result).toEqual({ ok: false, message: 'Invalid Data' });
  });

  it('is for pricing and order users, and a sales user quotes only its own clients', async () => {
    const outsider = await signedInWith(api, admin, 'no.quotes', { tech: { 'feature-flag': 1 } });
    await api.http().post(path).set(bearer(outsider)).send(body).expect(403);
    // a seller whose role sees only the clients assigned to it: its own client quotes, another's is 404
    const role = (await api.http().post('/api/resources/permission-roles').set(bearer(admin))
      .send({ roleName: 'Quoting sales', dataScope: 'ASSIGNED', grants: { fulfillment: { 'shipping-level': 1, client: 1 } } }).expect(201)).body.data;
    const user = (await api.http().post('/api/resources/admin-user').set(bearer(admin))
      .send({ userName: 'quote.seller', firstName: 'Q', lastName: 'S', email: 'quote.seller@example.com', password: 'Secret123', timeZone: 'UTC' }).expect(201)).body.data;
    await api.http().put(`/api/wms-user/admin/user-roles/${user.id}`).set(bearer(admin)).send({ roleIds: [role.id], version: user.version }).expect(200);
    const current = (await api.http().get(`/api/resources/client/${clientId}`).set(bearer(admin))).body.data;
    await api.http().put(`/api/resources/client/${clientId}`).set(bearer(admin)).send({ salesId: user.id, version: current.version }).expect(200);
    const seller = await api.login('quote.seller', 'Secret123');
    expect((await api.http().post(path).set(bearer(seller)).send(body).expect(200)).body.data.result.total).toBe('22.7917');
    await api.http().post(path).set(bearer(seller)).send({ ...body, clientId: otherClientId }).expect(404);
    await api.http().post('/api/other-shipment/admin/rate/quote').set(bearer(admin)).send(body).expect(404);
  });

  it("applies a surcharge's limit and level rule (02 §3), with the level's surcharge rule", async () => {
    // From August: a FIXED 9.00 capped at 4.00 with 50 % off (follows the level), a FIXED 3.00 with
    // 50 % off but FULL on every level. Commercial (no RES); fuel 30 % since July; no peak in August.
    const august = `${year}-08-02`;
    await post('surcharge', { name: 'Quote Test Capped', carrier: 2, effectiveService: 0, billCode: 'QTCAP', appliesWhen: 'always', calculation: 'FIXED', value: '9', limitAmount: '4', offRatePercent: '50', effectiveFrom: `${year}-08-01` });
    const full = await post('surcharge', { name: 'Quote Test Full', carrier: 2, effectiveService: 0, billCode: 'QTFULL', appliesWhen: 'always', calculation: 'FIXED', value: '3', offRatePercent: '50', levelRule: 'FULL', effectiveFrom: `${year}-08-01` });
    expect(full).toMatchObject({ levelRule: 'FULL', limitAmount: null });
    // client on Quote Test (cost + 10 %, surcharges WITH_DISCOUNT): base 13.5803
    // QTCAP min(9.00, 4.00) x 0.5 = 2.0000; QTFULL 3.0000 (no discount)
    // QTDEM 2 % of All = (13.5803 + 2.00 + 3.00) x 0.02 = 0.371606 -> 0.3716
    // fuel 30 % of 13.5803 + 0.3716 + 2.00 + 3.00 = 18.9519 -> 5.68557 -> 5.6856; total 24.6375
    const discounted = (await api.http().post(path).set(bearer(admin)).send({ ...body, residential: false, shipDate: august }).expect(200)).body.data;
    expect(discounted.result).toEqual({
      ok: true, billableWeights: ['10.0000'], total: '24.6375',
      lines: [
        { kind: 'base', package: 1, cost: '12.3457', publish: '20.0000', price: '13.5803' },
        { kind: 'surcharge', code: 'QTDEM', amount: '0.3716' },
        { kind: 'surcharge', code: 'QTCAP', amount: '2.0000' },
        { kind: 'surcharge', code: 'QTFULL', amount: '3.0000' },
        { kind: 'fuel', percent: '30.0000', on: '18.9519', amount: '5.6856' },
      ],
    });
    expect(discounted.input.level).toMatchObject({ surchargeRule: 'WITH_DISCOUNT' });
    expect(discounted.input.surcharges).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'QTCAP', limit: '4.0000' })]));
    // the other client on a level whose surcharge default rule is FULL: QTCAP min(9.00, 4.00) = 4.0000 in full
    // QTDEM (13.5803 + 4.00 + 3.00) x 0.02 = 0.411606 -> 0.4116; fuel 30 % of 20.9919 = 6.29757 -> 6.2976; total 27.2895
    const fullLevel = await post('pricing-level', { levelName: 'Quote Test Full', levelCode: 'QUOTE_TEST_FULL', defaultRule: 'GENERAL_COST_RISE', increaseRatio: '10', capAtPublish: true, surchargeDefaultRule: 'FULL', effectiveFrom: `${year}-01-01` });
    await post('client-level', { clientId: otherClientId, pricingLevelId: fullLevel.id, effectiveFrom: `${year}-08-01` });
    const inFull = (await api.http().post(path).set(bearer(admin)).send({ ...body, clientId: otherClientId, residential: false, shipDate: august }).expect(200)).body.data.result;
    expect(inFull.lines.filter((l: { kind: string }) => l.kind === 'surcharge')).toEqual([
      { kind: 'surcharge', code: 'QTDEM', amount: '0.4116' }, { kind: 'surcharge', code: 'QTCAP', amount: '4.0000' }, { kind: 'surcharge', code: 'QTFULL', amount: '3.0000' },
    ]);
    expect(inFull.total).toBe('27.2895');
  });
});
