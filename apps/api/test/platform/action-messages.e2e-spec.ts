import { Harness, bearer, newClient, startApi } from '../harness';

/**
 * An action says what happened, in both languages, as the envelope's message (its definition's
 * `done`, filled from the record, the input and the answer: money with $ and 2 decimals, a related
 * record by its label), and a Create Transaction that moves nothing or too much is told why under
 * the field it concerns.
 */
describe('action messages', () => {
  let api: Harness;
  let admin: string;
  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  const companyOf = async (id: number) => (await api.http().get(`/api/resources/client/${id}`).set(bearer(admin)).expect(200)).body.data.companyName as string;
  const createTransaction = (body: object) => api.http().post('/api/resources/balance-entry/actions/createTransaction').set(bearer(admin)).send(body);

  it('approving and denying a funding say how much, for whom', async () => {
    const c = await newClient(api, admin);
    const company = await companyOf(c);
    const fund = async (amount: string, reference: string) => (await api.http().post('/api/resources/funding').set(bearer(admin)).send({ clientId: c, amount, fundingType: 3, reference }).expect(201)).body.data;
    const first = await fund('500', 'WIRE-MSG-1');
    const approved = await api.http().post(`/api/resources/funding/${first.id}/actions/approve`).set(bearer(admin)).send({ version: first.version }).expect(200);
    expect(approved.body).toMatchObject({ result: 'OK', message: `$500.00 added to ${company}`, zhMessage: `已为${company}入账 $500.00` });
    expect(approved.body.data.entryId).toEqual(expect.any(Number));
    const second = await fund('1234.5', 'WIRE-MSG-2');
    const denied = await api.http().post(`/api/resources/funding/${second.id}/actions/deny`).set(bearer(admin)).send({ reason: 'No money arrived' }).expect(200);
    expect(denied.body).toMatchObject({ message: `Funding WIRE-MSG-2 of $1,234.50 for ${company} denied`, zhMessage: `已拒绝${company}的充值 WIRE-MSG-2（$1,234.50）` });
  });

  it('deactivating a client names it; an action without a message still answers none', async () => {
    const c = await newClient(api, admin);
    const company = await companyOf(c);
    const off = await api.http().post(`/api/resources/client/${c}/actions/deactivate`).set(bearer(admin)).send({}).expect(200);
    expect(off.body).toMatchObject({ message: `${company} deactivated`, zhMessage: `${company} 已停用` });
    const reset = await api.http().post(`/api/resources/client/${c}/actions/reset-password`).set(bearer(admin)).send({});
    expect(reset.body.message).toBe('');
  });

  it('Create Transaction says what it posted; nothing to move and a huge amount are refused under the amount with the reason', async () => {
    const c = await newClient(api, admin);
    const company = await companyOf(c);
    const posted = await createTransaction({ clientId: c, changeType: 6, amount: '80', note: 'Cheque 118' }).expect(200);
    expect(posted.body).toMatchObject({ message: `$80.00 posted to ${company}: available balance $80.00`, zhMessage: `已为${company}记入 $80.00，可用余额 $80.00` });

    const zero = await createTransaction({ clientId: c, changeType: 8, amount: '0', note: 'Nothing' }).expect(400);
    expect(zero.body.data.errors).toContainEqual({ field: 'amount', message: 'A transaction must change the balance or the amount on hold', zhMessage: '交易须改变余额或冻结金额' });
    const huge = await createTransaction({ clientId: c, changeType: 6, amount: '123456789012345', note: 'Huge' }).expect(400);
    expect(huge.body.data.errors).toEqual([{ field: 'amount', message: 'Amount is too large: an amount must be under $100,000,000,000 either way', zhMessage: '金额过大：金额的绝对值须小于 $100,000,000,000' }]);
    const decimals = await createTransaction({ clientId: c, changeType: 6, amount: '1.00001', note: 'Fine' }).expect(400);
    expect(decimals.body.data.errors[0].message).toBe('Amount must be an amount with at most 4 decimals');
    // a hold alone moves something: amount 0 passes the rule
    await createTransaction({ clientId: c, changeType: 7, amount: '0', pendingDelta: '10', note: 'Freeze' }).expect(200);
  });
});
