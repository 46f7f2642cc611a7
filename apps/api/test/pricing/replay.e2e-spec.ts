import { Harness, bearer, signedInWith, startApi } from '../harness';
import { APP_CONFIG } from '../../src/core/tokens';
import type { AppConfig } from '../../src/core/config';
import { replayWorkerScript } from '../../src/modules/pricing/replay-pool';

/**
 * A price-list level's own prices (level-price-card), a client's surcharge deal (client-surcharge),
 * and the replay — stored shipments priced again with and without a draft, per client and service.
 * The June amounts below are worked out by hand (no seeded shipment, peak or fuel rate is in June;
 * the test adds a 10 % UPS fuel rate from June 1).
 */
describe('price lists, client deals and the replay', () => {
  let api: Harness;
  let admin: string;
  const year = new Date().getUTCFullYear();
  const quotePath = '/api/ezeeship-shipment/admin/rate/quote';
  const replayPath = '/api/ezeeship-shipment/admin/pricing/replay';
  const post = (resource: string, values: Record<string, unknown>) =>
    api.http().post(`/api/resources/${resource}`).set(bearer(admin)).send(values).expect(201).then((r) => r.body.data);

  /** Starts a replay and waits for its job's result. */
  async function replay(body: Record<string, unknown>, token = admin) {
    const job = (await api.http().post(replayPath).set(bearer(token)).send(body).expect(202)).body.data;
    for (let i = 0; i < 600; i++) {
      const now = (await api.http().get(`/api/jobs/${job.id}`).set(bearer(token)).expect(200)).body.data;
      if (now.status === 'done') return now.result;
      if (now.status === 'dead') throw new Error(`replay died: ${now.error}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('replay did not end');
  }

  /** Ten-thousandths of a 4-decimal amount (exact integer sums). */
  const units = (amount: string) => Math.round(Number(amount) * 10_000);

  beforeAll(async () => {
    // Every replay here is priced by worker threads (the build's worker script), as a large one is;
    // one test compares them with the main thread's pricing.
    api = await startApi({ REPLAY_WORKER_MIN_ROWS: '0', REPLAY_WORKERS: '2' });
    admin = await api.login();
  });
  afterAll(() => api.close());

  it('finds every seeded shipment at its stored total when the draft changes nothing', async () => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const standard = (await api.http().get('/api/resources/pricing-level?levelCode=STANDARD').set(bearer(admin)).expect(200)).body.data.records[0];
    const result = await replay({ from, to, draft: { resource: 'pricing-level', id: standard.id, values: {} } });
    const stored = (await api.http().get('/api/resources/rated-shipment?pageSize=1000').set(bearer(admin)).expect(200)).body.data;
    expect(result).toMatchObject({ shipments: stored.total, priced: stored.total, failed: 0, delta: '0.0000', workers: replayWorkerScript() ? 2 : 0 });
    expect(units(result.currentTotal)).toBe(stored.records.reduce((sum: number, s: { total: string }) => sum + units(s.total), 0));
    for (const row of result.rows) expect(row.delta).toBe('0.0000');
    // names for the table
    expect(Object.keys(result.names.clients).length).toBeGreaterThan(10);
    expect(Object.values(result.names.services)).toContain('UPS Ground');
  });

  describe('on a test account, in June', () => {
    const june = (day: number) => `${year}-06-${String(day).padStart(2, '0')}`;
    let clientA: number;
    let clientB: number;
    let testLevel: { id: number };
    let service: { id: number };
    let account: { id: number };
    const shipment = (clientId: number, shipDate: string) => ({
      clientId, shippingAccountId: account.id, carrierServiceId: service.id, packageType: 'YOUR_PACKAGING',
      fromAddress: { zipCode: '12345' }, toAddress: { zipCode: '10001' }, residential: true, shipDate,
      packages: [{ weight: 10, weightUnit: 'lb', length: 10, width: 10, height: 10, dimUnit: 'in' }],
    });
    const quote = (clientId: number, shipDate: string, store = false) =>
      api.http().post(quotePath).set(bearer(admin)).send({ ...shipment(clientId, shipDate), store }).expect(200).then((r) => r.body.data);

    beforeAll(async () => {
      account = await post('shipping-account', { nickname: 'Replay Test UPS', carrier: 2, accountNumber: 'RP1', dimDivisor: 139, dimMinCubicInches: 0 });
      service = await post('carrier-service', { carrier: 2, serviceCode: 'RP_GROUND', serviceName: 'Replay Test Ground', serviceGroup: 1, packageTypes: ['YOUR_PACKAGING'] });
      await post('zone-chart', { carrier: 2, originZip3: '123', destZip3From: '100', destZip3To: '199', zone: '5' });
      for (const [cardType, upTo10] of [['COST', '12.3457'], ['PUBLISH', '20']]) {
        await post('rate-card', {
          shippingAccountId: account.id, carrierServiceId: service.id, packageType: 'YOUR_PACKAGING', cardType, addressType: 0, minimumCharge: '5', effectiveFrom: `${year}-01-01`,
          rows: [{ from: '0', to: '5', zones: { 5: '10' } }, { from: '5', to: '10', zones: { 5: upTo10 } }],
        });
      }
      testLevel = await post('pricing-level', { levelName: 'Replay Test', levelCode: 'REPLAY_TEST', defaultRule: 'GENERAL_COST_RISE', increaseRatio: '10', capAtPublish: true, surchargeDefaultRule: 'WITH_DISCOUNT', effectiveFrom: `${year}-01-01` });
      const priceList = await post('pricing-level', { levelName: 'Replay Price List', levelCode: 'REPLAY_LIST', defaultRule: 'GENERAL_PRICING', capAtPublish: true, surchargeDefaultRule: 'WITH_DISCOUNT', effectiveFrom: `${year}-01-01` });
      await post('level-price-card', {
        pricingLevelId: priceList.id, carrierServiceId: service.id, packageType: 'YOUR_PACKAGING', addressType: 0, minimumCharge: '5', effectiveFrom: `${year}-01-01`,
        rows: [{ from: '0', to: '5', zones: { 5: '11' } }, { from: '5', to: '10', zones: { 5: '18.5' } }],
      });
      const clients = (await api.http().get('/api/resources/client?pageSize=50&sortField=id&sortOrder=asc').set(bearer(admin)).expect(200)).body.data.records;
      [clientA, clientB] = [clients[40].id, clients[41].id];
      await post('client-level', { clientId: clientA, pricingLevelId: testLevel.id, effectiveFrom: june(1) });
      await post('client-level', { clientId: clientB, pricingLevelId: priceList.id, effectiveFrom: june(1) });
      const residential = (await api.http().get('/api/resources/surcharge?billCode=RES').set(bearer(admin)).expect(200)).body.data.records[0];
      await post('client-surcharge', { clientId: clientA, surchargeId: residential.id, offRatePercent: '40', effectiveFrom: june(10) });
      await post('fuel-rate', { carrier: 2, fuelPercent: '10', effectiveFrom: june(1) });
    });

    it("prices a client's surcharge with its own deal from the deal's date", async () => {
      // June 15, level cost + 10 %: base 12.3457 x 1.10 = 13.58027 -> 13.5803
      // RES 5.85 with the client's 40 % off: 3.5100; fuel 10 % of 17.0903 = 1.70903 -> 1.7090
      const after = await quote(clientA, june(15), true);
      expect(after.result).toMatchObject({ ok: true, total: '18.7993' });
      expect(after.result.lines[1]).toEqual({ kind: 'surcharge', code: 'RES', amount: '3.5100' });
      expect(after.resolved.clientSurchargeIds).toHaveLength(1);
      // June 5, before the deal: RES 5.8500; fuel 10 % of 19.4303 -> 1.9430; total 21.3733
      const before = await quote(clientA, june(5), true);
      expect(before.result).toMatchObject({ ok: true, total: '21.3733' });
      expect(before.resolved.clientSurchargeIds).toEqual([]);
    });

    it("prices a price-list level from its own card (set-level's), between cost and publish", async () => {
      // base 18.5 (cost 12.3457 <= 18.5 <= publish 20); RES 5.8500; fuel 10 % of 24.35 = 2.4350
      const res = await quote(clientB, june(15), true);
      expect(res.result).toMatchObject({ ok: true, total: '26.7850' });
      expect(res.result.lines[0]).toEqual({ kind: 'base', package: 1, cost: '12.3457', publish: '20.0000', price: '18.5000' });
      expect(res.input.level).toMatchObject({ mode: 'GENERAL_PRICING', priceCard: { minimumCharge: '5.0000' } });
      expect(res.resolved.priceCardId).toEqual(expect.any(Number));
      // a service the level has no prices for cannot be priced on it
      const other = await post('carrier-service', { carrier: 2, serviceCode: 'RP_OTHER', serviceName: 'Replay Other', serviceGroup: 1, packageTypes: ['YOUR_PACKAGING'] });
      const refused = await api.http().post(quotePath).set(bearer(admin)).send({ ...shipment(clientB, june(15)), carrierServiceId: other.id }).expect(400);
      expect(refused.body).toMatchObject({ message: 'Unable to fetch the fee details' });
    });

    it('answers the fee sheet of a client or a level: base prices per weight range and zone, capped and floored', async () => {
      const sheetOf = (who: string) => api.http().get(`/api/ezeeship-shipment/admin/rate/fee-sheet?${who}&shippingAccountId=${account.id}&carrierServiceId=${service.id}&date=${june(15)}`)
        .set(bearer(admin)).expect(200).then((r) => r.body.data);
      // client A, cost + 10 %: 10 x 1.1 = 11 is above publish 10 (capped); 12.3457 x 1.1 = 13.5803
      const client = await sheetOf(`clientId=${clientA}`);
      expect(client).toMatchObject({ zones: ['5'], minimumCharge: '5.0000', resolution: { levelName: 'Replay Test', levelFrom: 'client' } });
      expect(client.rows).toEqual([
        { from: '0', to: '5', cells: { 5: { cost: '10.0000', publish: '10.0000', price: '10.0000', note: 'No more than Publish Rate' } } },
        { from: '5', to: '10', cells: { 5: { cost: '12.3457', publish: '20.0000', price: '13.5803' } } },
      ]);
      // the price list's own card: 11 capped to 10, 18.5 kept
      const list = await sheetOf(`levelId=${(await api.http().get('/api/resources/pricing-level?levelCode=REPLAY_LIST').set(bearer(admin))).body.data.records[0].id}`);
      expect(list.resolution).toMatchObject({ levelName: 'Replay Price List', levelFrom: 'asked' });
      expect(list.rows.map((r: { cells: Record<string, { price: string }> }) => r.cells['5'].price)).toEqual(['10.0000', '18.5000']);
      await api.http().get(`/api/ezeeship-shipment/admin/rate/fee-sheet?shippingAccountId=${account.id}&carrierServiceId=${service.id}&date=15/06`).set(bearer(admin)).expect(400);
    });

    it('replays a level draft: per client and service, current and draft totals, delta and margin', async () => {
      const result = await replay({ from: june(1), to: june(30), draft: { resource: 'pricing-level', id: testLevel.id, values: { increaseRatio: '20' } } });
      expect(result).toMatchObject({ shipments: 3, priced: 3, failed: 0, currentTotal: '66.9576', draftTotal: '69.6736', delta: '2.7160' });
      // client A at cost + 20 %: base 14.8148; June 15: RES 3.51, fuel 1.8325 -> 20.1573; June 5: RES 5.85, fuel 2.0665 -> 22.7313
      // at cost (USE_COST, no discounts): 12.3457 + 5.85 + fuel 1.8196 = 20.0153 each
      expect(result.rows).toEqual([
        { clientId: clientA, carrierServiceId: service.id, shipments: 2, priced: 2, currentTotal: '40.1726', draftTotal: '42.8886', delta: '2.7160', margin: '2.8580', marginPercent: '6.66' },
        { clientId: clientB, carrierServiceId: service.id, shipments: 1, priced: 1, currentTotal: '26.7850', draftTotal: '26.7850', delta: '0.0000', margin: '6.7697', marginPercent: '25.27' },
      ]);
      expect(result.names.services[String(service.id)]).toBe('Replay Test Ground');
      // the main thread prices alike
      const config = api.app.get<AppConfig>(APP_CONFIG);
      config.replayWorkerMinRows = Number.MAX_SAFE_INTEGER;
      try {
        const alone = await replay({ from: june(1), to: june(30), draft: { resource: 'pricing-level', id: testLevel.id, values: { increaseRatio: '20' } } });
        expect({ ...alone, workers: 2 }).toEqual({ ...result, workers: 2 });
        expect(alone.workers).toBe(0);
      } finally {
        config.replayWorkerMinRows = 0;
      }
    });

    it('replays a new fuel rate for the carrier from a day in the range', async () => {
      // 20 % from June 10: June 15 shipments only. A: fuel 20 % of 17.0903 = 3.4181 -> 20.5084;
      // B: 20 % of 24.35 = 4.87 -> 18.5 + 5.85 + 4.87 = 29.2200
      const result = await replay({ from: june(1), to: june(30), draft: { resource: 'fuel-rate', values: { carrier: 2, fuelPercent: '20' }, effectiveFrom: june(10) } });
      const byClient = Object.fromEntries(result.rows.map((r: { clientId: number }) => [r.clientId, r]));
      expect(byClient[clientA]).toMatchObject({ currentTotal: '40.1726', draftTotal: '41.8817', delta: '1.7091' });
      expect(byClient[clientB]).toMatchObject({ currentTotal: '26.7850', draftTotal: '29.2200', delta: '2.4350' });
    });

    it('refuses a bad draft with the reasons, and a user without the rights', async () => {
      const bad = await api.http().post(replayPath).set(bearer(admin)).send({ from: june(1), to: june(30), draft: { resource: 'pricing-level', id: testLevel.id, values: { increaseRatio: '-5' } } }).expect(400);
      expect(bad.body.data.errors[0]).toMatchObject({ field: 'increaseRatio' });
      const unknown = await api.http().post(replayPath).set(bearer(admin)).send({ from: june(1), to: june(30), draft: { resource: 'pricing-level', id: testLevel.id, values: { nope: 1 } } }).expect(400);
      expect(unknown.body.data.errors[0]).toMatchObject({ field: 'nope' });
      const range = await api.http().post(replayPath).set(bearer(admin)).send({ from: june(30), to: june(1), draft: { resource: 'pricing-level', id: testLevel.id, values: {} } }).expect(400);
      expect(range.body).toMatchObject({ message: 'Choose a date range of at most 366 days (from on or before to)', zhMessage: '请选择不超过 366 天的日期范围（开始不晚于结束）' });
      await api.http().post(replayPath).set(bearer(admin)).send({ from: june(1), to: june(30), draft: { resource: 'client', id: 1, values: {} } }).expect(400);
      await api.http().post(replayPath).set(bearer(admin)).send({ from: june(1), to: june(30), draft: { resource: 'pricing-level', id: 999999, values: {} } }).expect(404);
      const viewer = await signedInWith(api, admin, 'replay.viewer', { fulfillment: { 'shipping-level': 1 } });
      await api.http().post(replayPath).set(bearer(viewer)).send({ from: june(1), to: june(30), draft: { resource: 'pricing-level', id: testLevel.id, values: {} } }).expect(403);
    });
  });
});
