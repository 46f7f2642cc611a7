import { DEMO_USERS } from '../src/seed/demo-accounts';
import { Harness, bearer, startApi } from './harness';

/**
 * Spec 01 §7's shared calls: countries and states from country-state-city (the United States
 * with its 50 states and DC) at /api/{product}-shipment/address/..., and the address
 * auto-input's parser at /api/wms-user/addressBook/parse. Any signed-in user; nobody else.
 */
describe('reference data and the address parser', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login('support', 'Support123');
  });
  afterAll(() => api.close());

  it('lists every country by name', async () => {
    const countries = (await api.http().get('/api/ezeeship-shipment/address/queryCountry').set(bearer(token)).expect(200)).body.data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ countryCode: 'US', countryName: 'United States', phoneCode: '1' });
    expect(countries).toContainEqual(expect.objectContaining({ countryCode: 'CN', countryName: 'China' }));
    const names = countries.map((c: { countryName: string }) => c.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the 50 states and DC of the United States, and the states of other countries', async () => {
    const us = (await api.http().get('/api/ezeeship-shipment/address/queryState').query({ countryCode: 'US' }).set(bearer(token)).expect(200)).body.data;
    expect(us).toHaveLength(51);
    expect(us).toContainEqual({ stateCode: 'NV', stateName: 'Nevada', countryCode: 'US' });
    expect(us).toContainEqual({ stateCode: 'DC', stateName: 'District of Columbia', countryCode: 'US' });
    expect(us.map((s: { stateCode: string }) => s.stateCode)).not.toContain('PR');
    const ca = (await api.http().get('/api/ezeeship-shipment/address/queryState').query({ countryCode: 'ca' }).set(bearer(token)).expect(200)).body.data;
    expect(ca).toContainEqual({ stateCode: 'ON', stateName: 'Ontario', countryCode: 'CA' });
  });

  it('refuses a missing or unknown country, and another product prefix', async () => {
    const missing = await api.http().get('/api/ezeeship-shipment/address/queryState').set(bearer(token)).expect(400);
    expect([missing.body.message, missing.body.zhMessage]).toEqual(['countryCode is required', 'countryCode不能为空']);
    await api.http().get('/api/ezeeship-shipment/address/queryState').query({ countryCode: 'XX' }).set(bearer(token)).expect(400);
    await api.http().get('/api/ezeeship-shipment/address/queryState').query({ countryCode: 'US; DROP' }).set(bearer(token)).expect(400);
    await api.http().get('/api/othership-shipment/address/queryCountry').set(bearer(token)).expect(404);
  });

  it('parses a pasted address into the fields', async () => {
    const text = 'John Smith\nACME Logistics\n123 Main St\nSuite 200\nReno, NV, 89502\n(775) 555-0100';
    const res = await api.http().post('/api/wms-user/addressBook/parse').set(bearer(token)).send({ text }).expect(200);
    expect(res.body.data).toEqual({
      name: 'John Smith', company: 'ACME Logistics', addressLine1: '123 Main St', addressLine2: 'Suite 200',
      city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US', phone: '7755550100',
    });
  });

  it('answers the rule a text breaks, in both languages', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ text: 'John Smith\n123 Main St' }, 'Please paste at least three lines: name, street, and city, state, zip code', '请至少粘贴三行：姓名、街道地址，以及城市、州、邮编'],
      [{ text: 'John Smith\n123 Main St\nReno NV 89502\n7755550100' }, 'Separate city, state and zip code with commas, e.g. Reno, NV, 89502', '城市、州和邮编之间请用逗号分隔，例如 Reno, NV, 89502'],
      [{ text: 'John Smith\n123 Main St\nReno, NV, 89502' }, 'Please include a phone number on its own line', '请单独一行填写电话号码'],
      [{ text: 'John Smith\n123 Main St\nReno, NV, 8950\n7755550100' }, 'Invalid Zipcode', '邮编无效'],
      [{ text: 42 }, 'Invalid Data', '无效数据'],
      [{}, 'Invalid Data', '无效数据'],
    ];
    for (const [body, en, zh] of cases) {
      const res = await api.http().post('/api/wms-user/addressBook/parse').set(bearer(token)).send(body as object);
      expect([res.status, res.body.message, res.body.zhMessage]).toEqual([400, en, zh]);
    }
  });

  it('answers every signed-in user and nobody else', async () => {
    for (const user of DEMO_USERS) {
      const t = await api.login(user.userName, user.password);
      await api.http().get('/api/ezeeship-shipment/address/queryCountry').set(bearer(t)).expect(200);
    }
    await api.http().get('/api/ezeeship-shipment/address/queryCountry').expect(401);
    await api.http().get('/api/ezeeship-shipment/address/queryState').query({ countryCode: 'US' }).expect(401);
    await api.http().post('/api/wms-user/addressBook/parse').send({ text: 'x' }).expect(401);
  });
});
