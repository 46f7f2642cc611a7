import ExcelJS from 'exceljs';
import { shippingAccount } from '@console/resources';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { ShippingAccountHooks } from '../../src/modules/pricing/shipping-account.hooks';
import { Harness, bearer, signedInWith, startApi } from '../harness';

/**
 * 02 §2 and §5, the pricing settings around the rate engine: shipping accounts (the nickname's own
 * message, credentials sealed and never returned) and carrier services with the shared call that
 * lists them (carrierInfos).
 */
describe('pricing settings: shipping accounts and carrier services', () => {
  let api: Harness;
  let admin: string;
  const accounts = '/api/resources/shipping-account';

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  it("requires the account's nickname in the spec's words, in both languages", async () => {
    const res = await api.http().post(accounts).set(bearer(admin)).send({ carrier: 2, accountNumber: 'X1', dimDivisor: 139, dimMinCubicInches: 0 }).expect(400);
    expect(res.body.data.errors).toContainEqual({ field: 'nickname', message: 'An account nickname is required', zhMessage: '账号昵称不能为空' });
  });

  it('seals the API credentials: stored encrypted, never returned, kept when left empty, replaced when typed', async () => {
    const created = (await api.http().post(accounts).set(bearer(admin))
      .send({ nickname: 'Sealed UPS', carrier: 2, accountNumber: 'S1', dimDivisor: 139, dimMinCubicInches: 0, apiKey: 'key-123', apiSecret: 'secret-456' }).expect(201)).body.data;
    expect(created).toMatchObject({ apiKeySet: true, apiSecretSet: true });
    for (const hidden of ['apiKey', 'apiKeyEnc', 'apiSecret', 'apiSecretEnc']) expect(created).not.toHaveProperty(hidden);
    const raw = await api.ds.getRepository(entitySchemaOf(shippingAccount)).findOneByOrFail({ id: created.id });
    expect(String(raw.apiKeyEnc)).toMatch(/^v1\./);
    expect(String(raw.apiKeyEnc)).not.toContain('key-123');
    const hooks = api.app.get(ShippingAccountHooks);
    expect(await hooks.credentials(api.ds.manager, created.id)).toEqual({ apiKey: 'key-123', apiSecret: 'secret-456' });

    const kept = (await api.http().put(`${accounts}/${created.id}`).set(bearer(admin)).send({ note: 'renamed', apiKey: '', version: created.version }).expect(200)).body.data;
    expect(kept.apiKeySet).toBe(true);
    expect(await hooks.credentials(api.ds.manager, created.id)).toEqual({ apiKey: 'key-123', apiSecret: 'secret-456' });
    await api.http().put(`${accounts}/${created.id}`).set(bearer(admin)).send({ apiKey: 'key-789', version: kept.version }).expect(200);
    expect((await hooks.credentials(api.ds.manager, created.id)).apiKey).toBe('key-789');

    const listed = (await api.http().get(`${accounts}?nickname=Sealed`).set(bearer(admin)).expect(200)).body.data.records[0];
    expect(listed).toMatchObject({ nickname: 'Sealed UPS', apiKeySet: true });
    expect(listed).not.toHaveProperty('apiKeyEnc');
    // the audit never holds a credential
    const history = (await api.http().get(`${accounts}/${created.id}/history`).set(bearer(admin)).expect(200)).body.data;
    expect(JSON.stringify(history)).not.toMatch(/key-123|key-789|secret-456|v1\./);
  });

  it('refuses a service code that is not capital letters, digits and _', async () => {
    const res = await api.http().post('/api/resources/carrier-service').set(bearer(admin))
      .send({ carrier: 2, serviceCode: 'ups ground', serviceName: 'UPS Ground', serviceGroup: 1 }).expect(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'serviceCode', message: 'Capital letters, digits and _ only, e.g. UPS_GROUND' });
  });

  it('answers carrierInfos: each carrier with its active services and accounts', async () => {
    const inactive = (await api.http().post('/api/resources/carrier-service').set(bearer(admin))
      .send({ carrier: 2, serviceCode: 'UPS_RETIRED', serviceName: 'UPS Retired', serviceGroup: 1, status: 2 }).expect(201)).body.data;
    const res = await api.http().get('/api/ezeeship-shipment/admin/shippingAccount/query/carrierService').set(bearer(admin)).expect(200);
    const infos = res.body.data.carrierInfos as Array<{ carrier: number; carrierName: string; services: Array<{ serviceCode: string; serviceGroup: number; packageTypes: string[] }>; accounts: Array<{ nickname: string; dimDivisor: number }> }>;
    expect(infos.map((c) => c.carrierName)).toEqual(['USPS', 'UPS', 'FedEx', 'DHL']);
    const ups = infos.find((c) => c.carrier === 2)!;
    expect(ups.services).toContainEqual(expect.objectContaining({ serviceCode: 'UPS_GROUND', serviceName: 'UPS Ground', serviceGroup: 1, packageTypes: ['YOUR_PACKAGING'] }));
    expect(ups.services.map((s) => s.serviceCode)).not.toContain(inactive.serviceCode);
    expect(ups.accounts).toContainEqual(expect.objectContaining({ nickname: 'UPS Daily West', dimDivisor: 139 }));
    expect(infos.find((c) => c.carrier === 1)!.accounts).toContainEqual(expect.objectContaining({ nickname: 'USPS Commercial', dimDivisor: 166, dimMinCubicInches: 1728 }));
    // another product's path is unknown; a user without a pricing or shipping right is refused
    await api.http().get('/api/other-shipment/admin/shippingAccount/query/carrierService').set(bearer(admin)).expect(404);
    const outsider = await signedInWith(api, admin, 'no.pricing', { tech: { 'feature-flag': 1 } });
    await api.http().get('/api/ezeeship-shipment/admin/shippingAccount/query/carrierService').set(bearer(outsider)).expect(403);
  });

  describe('pricing levels', () => {
    const levels = '/api/resources/pricing-level';
    const defaults = async () => (await api.http().get(`${levels}?isDefault=true`).set(bearer(admin)).expect(200)).body.data.records as Array<{ id: number; levelCode: string; version: number }>;

    it("keeps exactly one default level: a new default takes the mark, the default cannot be unset or deleted", async () => {
      expect((await defaults()).map((l) => l.levelCode)).toEqual(['STANDARD']);
      const vip = (await api.http().post(levels).set(bearer(admin))
        .send({ levelName: 'VIP', levelCode: 'VIP', defaultRule: 'GENERAL_COST_RISE', increaseRatio: '5', isDefault: true }).expect(201)).body.data;
      expect((await defaults()).map((l) => l.levelCode)).toEqual(['VIP']);
      const unset = await api.http().put(`${levels}/${vip.id}`).set(bearer(admin)).send({ isDefault: false, version: vip.version }).expect(409);
      expect(unset.body).toMatchObject({ message: 'One level must be the default: set another level as default instead', zhMessage: '必须有一个默认等级：请改为将其他等级设为默认' });
      const removed = await api.http().delete(`${levels}/${vip.id}?version=${vip.version}`).set(bearer(admin)).expect(409);
      expect(removed.body.message).toBe('The default level cannot be deleted; set another level as default first');
      // the mark goes back to Standard by setting it there
      const standard = (await api.http().get(`${levels}?levelCode=STANDARD`).set(bearer(admin))).body.data.records[0];
      await api.http().put(`${levels}/${standard.id}`).set(bearer(admin)).send({ isDefault: true, version: standard.version }).expect(200);
      expect((await defaults()).map((l) => l.levelCode)).toEqual(['STANDARD']);
      const vipNow = (await api.http().get(`${levels}/${vip.id}`).set(bearer(admin))).body.data;
      await api.http().delete(`${levels}/${vip.id}?version=${vipNow.version}`).set(bearer(admin)).expect(200);
    });

    it("sets the calculation subject from the rule and keeps only the rule's own percent", async () => {
      const off = (await api.http().post(levels).set(bearer(admin))
        .send({ levelName: 'Partner', levelCode: 'PARTNER', defaultRule: 'GENERAL_OFFRATE', offRate: '18', increaseRatio: '9' }).expect(201)).body.data;
      expect(off).toMatchObject({ calculationSubject: 'PublishOffRate', offRate: '18.0000', increaseRatio: null, isDefault: false });
      const rise = (await api.http().put(`${levels}/${off.id}`).set(bearer(admin)).send({ defaultRule: 'GENERAL_COST_RISE', increaseRatio: '11', version: off.version }).expect(200)).body.data;
      expect(rise).toMatchObject({ calculationSubject: 'CostIncreaseRate', increaseRatio: '11.0000', offRate: null });
      const missing = await api.http().post(levels).set(bearer(admin)).send({ levelName: 'No ratio', levelCode: 'NO_RATIO', defaultRule: 'GENERAL_COST_RISE' }).expect(400);
      expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['increaseRatio']);
    });
  });

  describe('rate cards', () => {
    const cards = '/api/resources/rate-card';
    const card = (over: Record<string, unknown> = {}) => ({
      shippingAccountId: 1, carrierServiceId: 2, packageType: 'TEST_BOX', cardType: 'PUBLISH', addressType: 1, minimumCharge: '7',
      rows: [{ from: '0', to: '1', zones: { 2: '9.1', 8: '14' } }, { from: '1', to: '5', zones: { 2: '10.25', 8: '17.5' } }], ...over,
    });

    it("checks the weight ranges x zones in 02 §5's words and stores them normalized", async () => {
      const bad = await api.http().post(cards).set(bearer(admin)).send(card({ rows: [{ from: '1', to: '2', zones: { 2: '9' } }, { from: '2', to: '3', zones: { 2: '9', 8: '12' } }] })).expect(400);
      expect(bad.body.data.errors).toEqual([
        { field: 'rows', message: 'The first start weight must be 0', zhMessage: '第一个起始重量必须为 0' },
        { field: 'rows', message: 'Weights and zones of a service must be all filled or all empty', zhMessage: '同一服务的重量与分区必须全部填写或全部为空' },
      ]);
      const gap = await api.http().post(cards).set(bearer(admin)).send(card({ rows: [{ from: '0', to: '1', zones: { 2: '9' } }, { from: '2', to: '3', zones: { 2: '9' } }] })).expect(400);
      expect(gap.body.data.errors[0].message).toBe('Row 2: it must start where the row before ends (1 lb)');
      const created = (await api.http().post(cards).set(bearer(admin)).send(card()).expect(201)).body.data;
      expect(created.rows).toEqual([{ from: '0', to: '1', zones: { 2: '9.1000', 8: '14.0000' } }, { from: '1', to: '5', zones: { 2: '10.2500', 8: '17.5000' } }]);
    });

    it('keeps one card per account, service, package type, card type and address type', async () => {
      const res = await api.http().post(cards).set(bearer(admin)).send(card()).expect(409);
      expect(res.body).toMatchObject({ message: 'This account already has a card for this service, package type, card type and address type' });
      await api.http().post(cards).set(bearer(admin)).send(card({ addressType: 2 })).expect(201);
    });
  });

  describe('a rate card as an XLSX sheet', () => {
    const seeded = async () => (await api.http().get('/api/resources/rate-card?cardType=PUBLISH&pageSize=1&sortField=id&sortOrder=asc').set(bearer(admin)).expect(200)).body.data.records[0];
    const download = (id: number, token = admin) => api.http().get(`/api/resources/rate-card/${id}/sheet`).set(bearer(token)).buffer(true)
      .parse((res, done) => { const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => done(null, Buffer.concat(chunks))); });
    const upload = (id: number, file: Buffer, fields: Record<string, string>, token = admin) => {
      const req = api.http().post(`/api/resources/rate-card/${id}/sheet`).set(bearer(token));
      for (const [key, value] of Object.entries(fields)) req.field(key, value);
      return req.attach('file', file, 'card.xlsx');
    };
    const sheetOf = async (bytes: Buffer) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      return book.worksheets[0];
    };

    it('downloads the weight ranges x zones, one row per range and a column per zone', async () => {
      const card = await seeded();
      const res = await download(card.id).expect(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const sheet = await sheetOf(res.body);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['From (lb)', 'To (lb)', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B', 'C', 'F', 'N', 'K']);
      expect(sheet.rowCount).toBe(1 + card.rows.length);
      expect(sheet.getRow(2).getCell(1).value).toBe(0);
      expect(sheet.getRow(2).getCell(4).value).toBe(Number(card.rows[0].zones['2']));
      expect(sheet.getRow(2).getCell(3).value).toBeNull(); // zone 1: not priced by this card
    });

    it('uploads an edited sheet as a new version of the card, or says which rows are wrong', async () => {
      const card = await seeded();
      const sheet = await sheetOf((await download(card.id).expect(200)).body);
      sheet.getRow(2).getCell(4).value = 7.77;
      const edited = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
      const saved = (await upload(card.id, edited, { version: String(card.version), effectiveFrom: '2026-12-07' }).expect(200)).body.data;
      expect(saved.rows[0].zones['2']).toBe('7.7700');
      expect(saved).toMatchObject({ version: card.version + 1, effectiveFrom: '2026-12-07' });
      const versions = (await api.http().get(`/api/resources/rate-card/${card.id}/versions`).set(bearer(admin)).expect(200)).body.data;
      expect(versions[0]).toMatchObject({ effectiveFrom: '2026-12-07', snapshot: { rows: saved.rows } });

      sheet.getRow(3).getCell(1).value = 1.5; // the second range no longer starts where the first ends
      sheet.getRow(4).getCell(5).value = -2;
      const broken = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
      const res = await upload(card.id, broken, { version: String(saved.version) }).expect(400);
      expect(res.body.data.errors.map((e: { message: string }) => e.message)).toEqual([
        'Row 3: it must start where the row before ends (1 lb)',
        'Row 4, zone 3: a price is a number of at least 0 with up to 4 decimals',
        'Weights and zones of a service must be all filled or all empty',
      ]);
      // a stale version is refused like any edit; a view-only user may download but not upload
      await upload(card.id, edited, { version: String(card.version) }).expect(409);
      const viewer = await signedInWith(api, admin, 'card.viewer', { fulfillment: { 'shipping-level': 1 } });
      await download(card.id, viewer).expect(200);
      await upload(card.id, edited, { version: String(saved.version) }, viewer).expect(403);
    });
  });
});

