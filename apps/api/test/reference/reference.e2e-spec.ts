import { DEMO_USERS } from '../../src/seed/access';
import { Harness, bearer, startApi } from '../harness';

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

  it("lists a state's cities on demand, with UK post towns by postcode area and the Emirates' cities", async () => {
    const city = (countryCode: string, stateCode: string) =>
      api.http().get('/api/ezeeship-shipment/address/queryCity').query({ countryCode, stateCode }).set(bearer(token));
    const nsw = await city('AU', 'NSW').expect(200);
    expect(nsw.headers['cache-control']).toBe('private, max-age=86400');
    expect(nsw.body.data).toContainEqual({ cityCode: 'Sydney', cityName: 'Sydney' });
    // one state's cities, not the country's: small enough to ask for as the state is picked
    expect(nsw.body.data.length).toBeGreaterThan(1000);
    expect(JSON.stringify(nsw.body.data).length).toBeLessThan(100_000);
    expect(nsw.body.data.map((c: { cityName: string }) => c.cityName)).not.toContain('Melbourne');
    const names = nsw.body.data.map((c: { cityName: string }) => c.cityName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect((await city('au', 'vic').expect(200)).body.data).toContainEqual({ cityCode: 'Melbourne', cityName: 'Melbourne' });
    expect((await city('CN', 'GD').expect(200)).body.data).toContainEqual(expect.objectContaining({ cityName: 'Guangzhou' }));
    expect((await city('KR', '11').expect(200)).body.data).toContainEqual(expect.objectContaining({ cityName: 'Seoul' }));
    expect((await city('MY', '14').expect(200)).body.data).toContainEqual(expect.objectContaining({ cityName: 'Kuala Lumpur' }));
    expect((await city('HK', 'HCW').expect(200)).body.data).toContainEqual({ cityCode: 'Central', cityName: 'Central' });
    expect((await city('AE', 'DU').expect(200)).body.data).toContainEqual(expect.objectContaining({ cityName: 'Dubai' }));
    expect((await city('AE', 'AZ').expect(200)).body.data.length).toBeGreaterThan(5);
    const kent = (await city('GB', 'KEN').expect(200)).body.data;
    expect(kent).toContainEqual({ cityCode: 'B', cityName: 'Birmingham' });
    expect(kent).toContainEqual({ cityCode: 'E EC N NW SE SW W WC', cityName: 'London' });
    expect(kent.filter((c: { cityName: string }) => c.cityName === 'London')).toHaveLength(1);
    // a state the reference has no cities for: an empty list, the form takes the city as typed
    expect((await city('US', 'NV').expect(200)).body.data).toContainEqual(expect.objectContaining({ cityName: 'Reno' }));
    expect((await city('SG', '01').expect(200)).body.data).toBeInstanceOf(Array);
  });

  it('refuses a city query without a country or state, or with one the reference does not know', async () => {
    const missing = await api.http().get('/api/ezeeship-shipment/address/queryCity').query({ countryCode: 'AU' }).set(bearer(token)).expect(400);
    expect([missing.body.message, missing.body.zhMessage]).toEqual(['stateCode is required', 'stateCode不能为空']);
    for (const query of [{ countryCode: 'AU', stateCode: 'XX' }, { countryCode: 'XX', stateCode: 'NSW' }, { countryCode: 'AU', stateCode: "NSW' OR 1=1" }]) {
      const res = await api.http().get('/api/ezeeship-shipment/address/queryCity').query(query).set(bearer(token)).expect(400);
      expect(res.body.message).toBe('Invalid Data');
    }
    await api.http().get('/api/ezeeship-shipment/address/queryCity').query({ countryCode: ['AU', 'US'], stateCode: 'NSW' }).set(bearer(token)).expect(400);
    await api.http().get('/api/othership-shipment/address/queryCity').query({ countryCode: 'AU', stateCode: 'NSW' }).set(bearer(token)).expect(404);
  });

  it('parses a pasted address into the fields', async () => {
    const text = 'John Smith\nACME Logistics\n123 Main St\nSuite 200\nReno, NV, 89502\n(775) 555-0100';
    const res = await api.http().post('/api/wms-user/addressBook/parse').set(bearer(token)).send({ text }).expect(200);
    expect(res.body.data).toEqual({
      name: 'John Smith', company: 'ACME Logistics', addressLine1: '123 Main St', addressLine2: 'Suite 200',
      city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US', phone: '7755550100',
    });
  });

  it('reads the usual US paste, and warns of a zip code of another state in both languages', async () => {
    const text = 'John Smith\nAcme Inc\n123 Main St\nSuite 200\nLos Angeles, CA 90001\n3105551234';
    const res = await api.http().post('/api/wms-user/addressBook/parse').set(bearer(token)).send({ text }).expect(200);
    expect(res.body.data).toEqual({
      name: 'John Smith', company: 'Acme Inc', addressLine1: '123 Main St', addressLine2: 'Suite 200',
      city: 'Los Angeles', stateCode: 'CA', zipCode: '90001', countryCode: 'US', phone: '3105551234',
    });
    const named = await api.http().post('/api/wms-user/addressBook/parse').set(bearer(token))
      .send({ text: 'Tim Cook\nOne Apple Park Way\nCupertino, California 95014-2083\n4089961010' }).expect(200);
    expect(named.body.data).toMatchObject({ city: 'Cupertino', stateCode: 'CA', zipCode: '95014-2083' });
    const sydney = await api.http().post('/api/wms-user/addressBook/parse').set(bearer(token))
      .send({ text: 'Olivia Brown\n45 George St\nSydney, New South Wales 2000\nAustralia\n0291234567' }).expect(200);
    expect(sydney.body.data).toMatchObject({ city: 'Sydney', stateCode: 'NSW', zipCode: '2000', countryCode: 'AU' });
    const elsewhere = await api.http().post('/api/wms-user/addressBook/parse').set(bearer(token))
      .send({ text: 'John Smith\n123 Main St\nLos Angeles, CA 89502\n3105551234' }).expect(200);
    expect(elsewhere.body.data).toMatchObject({ zipCode: '89502', stateCode: 'CA' });
    expect(elsewhere.body.data.warnings).toEqual([
      { field: 'zipCode', message: 'Zip code 89502 is not in CA: please check the address', zhMessage: '邮编 89502 不属于 CA，请核对地址' },
    ]);
  });

  it('answers the rule a text breaks, in both languages', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ text: 'John Smith\n123 Main St' }, 'Please paste at least three lines: name, street, and city, state, zip code', '请至少粘贴三行：姓名、街道地址，以及城市、州、邮编'],
      [{ text: 'John Smith\n123 Main St\nReno Nevadaa 89502\n7755550100' }, 'Separate city, state and zip code with commas, e.g. Reno, NV, 89502', '城市、州和邮编之间请用逗号分隔，例如 Reno, NV, 89502'],
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
    await api.http().get('/api/ezeeship-shipment/address/queryCity').query({ countryCode: 'AU', stateCode: 'NSW' }).expect(401);
    await api.http().post('/api/wms-user/addressBook/parse').send({ text: 'x' }).expect(401);
  });
});
