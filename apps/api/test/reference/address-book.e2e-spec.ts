import { findResource } from '@console/resources';
import { Harness, bearer, startApi } from '../harness';

/**
 * The address book's rules (spec 01 §5 Address form, 02 §5), judged by the server in the spec's
 * words: zip code by country, street lines without commas or PO boxes and at most 30 characters,
 * phone digits (10 or more), a legal e-mail, every listed field required; and the order forms'
 * call, GET /api/wms-user/addressBook/list?pageSize=99999.
 */
const base = '/api/resources/address-book';
const sample = findResource('address-book')!.sample as Record<string, unknown>;

describe('address book', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  const create = (change: Record<string, unknown>) => api.http().post(base).set(bearer(token)).send({ ...sample, ...change });
  const errors = async (change: Record<string, unknown>) => {
    const res = await create(change).expect(400);
    return Object.fromEntries((res.body.data.errors as Array<{ field: string; message: string; zhMessage: string }>).map((e) => [e.field, [e.message, e.zhMessage]]));
  };

  it('stores an address; validation status and result start at none and unknown and cannot be written', async () => {
    const res = await create({ countryCode: 'CA', stateCode: 'ON', zipCode: 'M5V 2T6' }).expect(201);
    expect(res.body.data).toMatchObject({ countryCode: 'CA', zipCode: 'M5V 2T6', validationStatus: 0, validationResult: 0, isResidential: false, type: 1 });
    expect(Object.keys(await errors({ validationStatus: 1 }))).toEqual(['validationStatus']);
    expect(Object.keys(await errors({ validationResult: 2 }))).toEqual(['validationResult']);
  });

  it('checks the zip code against its country', async () => {
    expect(await errors({ zipCode: 'M5V 2T6' })).toEqual({ zipCode: ['Invalid Zipcode', '邮编无效'] });
    expect(await errors({ countryCode: 'CA', stateCode: 'ON', zipCode: '89502' })).toEqual({ zipCode: ['Invalid Zipcode', '邮编无效'] });
    await create({ zipCode: '89502-1234' }).expect(201);
  });

  it('refuses commas, PO boxes and more than 30 characters in street lines', async () => {
    expect(await errors({ addressLine1: '1 Main St, Reno' })).toEqual({ addressLine1: ['Street Address must not contain commas', '街道地址不能包含逗号'] });
    expect(await errors({ addressLine1: 'PO Box 12' })).toEqual({ addressLine1: ['PO boxes are not accepted', '不接受邮政信箱（PO Box）地址'] });
    expect(await errors({ addressLine2: 'p.o. box 7' })).toEqual({ addressLine2: ['PO boxes are not accepted', '不接受邮政信箱（PO Box）地址'] });
    expect(Object.keys(await errors({ addressLine1: '1'.repeat(31) }))).toEqual(['addressLine1']);
  });

  it('wants the phone in digits, at least 10, and a legal e-mail', async () => {
    expect(await errors({ phone: '775555010' })).toEqual({ phone: ['Phone must be digits only, at least 10', '电话只能填写数字，至少 10 位'] });
    expect(await errors({ phone: '775-555-0100' })).toEqual({ phone: ['Phone must be digits only, at least 10', '电话只能填写数字，至少 10 位'] });
    expect(await errors({ email: 'a@b.c' })).toEqual({ email: ['Please enter a legal email', '请输入合法的邮箱'] });
  });

  it('requires every field the form lists but the unit line', async () => {
    const required = ['nickname', 'type', 'name', 'company', 'phone', 'email', 'countryCode', 'stateCode', 'city', 'addressLine1', 'zipCode'];
    const res = await api.http().post(base).set(bearer(token)).send({ countryCode: '' }).expect(400);
    const named = (res.body.data.errors as Array<{ field: string }>).map((e) => e.field).sort();
    expect(named).toEqual([...required].sort());
  });

  it('stores an address without a Unit/Apt/Suite line (02 §5: zip, city, address and country are required)', async () => {
    const { addressLine2: _unit, ...withoutUnit } = sample;
    const res = await api.http().post(base).set(bearer(token)).send({ ...withoutUnit, nickname: 'No unit' }).expect(201);
    const stored = (await api.http().get(`${base}/${res.body.data.id}`).set(bearer(token)).expect(200)).body.data;
    expect(stored).toMatchObject({ nickname: 'No unit', addressLine1: sample.addressLine1 });
    expect(stored.addressLine2 ?? null).toBeNull();
    await create({ addressLine2: '' }).expect(201);
  });

  it('answers the whole book to the order forms at /api/wms-user/addressBook/list', async () => {
    const res = await api.http().get('/api/wms-user/addressBook/list').query({ pageSize: 99999 }).set(bearer(token)).expect(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.records[0]).toHaveProperty('addressLine1');
    await api.http().get('/api/wms-user/addressBook/list').query({ pageSize: 100000 }).set(bearer(token)).expect(400);
  });
});
