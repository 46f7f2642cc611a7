import { paymentSetting } from '@console/resources';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { Harness, bearer, newClient as newClientOf, signedInUser, startApi } from '../harness';

/**
 * 02 §2 Finance, the accounts money moves through, on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): receiving accounts (`payment/setting`) and payout settings keep their secrets
 * sealed and show only an account number's last four digits; payments received (`payment/record`)
 * match the client's funding they paid, by themselves or by hand, never a funding of another client
 * or amount, never one funding twice, and a funding a payment was matched to is not denied; sales
 * see their own clients'.
 */
describe('payments: receiving accounts, payments received, payout settings', () => {
  let api: Harness;
  let admin: string;
  let account: number;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    account = (await post('payment-setting', { accountName: `Matching Account ${Date.now()}`, method: 3, currency: 'USD', bankName: 'Chase', accountHolder: 'EzeeShip LLC', accountNumber: '0001 2345 6789', routingNumber: '021000021', status: 1 }).expect(201)).body.data.id;
  });
  afterAll(() => api.close());

  const post = (resource: string, body: object, token = admin) => api.http().post(`/api/resources/${resource}`).set(bearer(token)).send(body);
  const put = (resource: string, id: number, body: object, token = admin) => api.http().put(`/api/resources/${resource}/${id}`).set(bearer(token)).send(body);
  const newClient = (salesId = 1) => newClientOf(api, admin, salesId);
  let n = 0;
  const fundingOf = async (clientId: number, amount: string, reference: string) => (await post('funding', { clientId, amount, fundingType: 3, reference }).expect(201)).body.data;
  const payment = (clientId: number, amount: string, reference: string, extra: object = {}, token = admin) =>
    post('payment-record', { receivedAt: '2026-11-20 10:00:00', accountId: account, clientId, amount, reference, payerName: `Payer ${++n}`, ...extra }, token);

  // first: the other tests' payments, received later, would head the list
  it('seeds the demo\'s payments matched to the demo ledgers\' approved fundings, amount for amount', async () => {
    const matched = (await api.http().get('/api/resources/payment-record?status=2&pageSize=5').set(bearer(admin)).expect(200)).body.data.records;
    expect(matched.length).toBe(5);
    for (const p of matched) {
      const paid = (await api.http().get(`/api/resources/funding/${p.fundingId}`).set(bearer(admin)).expect(200)).body.data;
      expect(paid).toMatchObject({ clientId: p.clientId, amount: p.amount, reference: p.reference, status: 1 });
    }
  });

  it('seals a receiving account\'s secrets: never returned, the last four digits shown, kept on an edit without them', async () => {
    const created = (await post('payment-setting', { accountName: `PayPal ${Date.now()}`, method: 1, currency: 'USD', paypalEmail: 'billing@example.com', paypalClientId: 'AbC', paypalSecret: 'pp-secret-1', status: 1 }).expect(201)).body.data;
    expect(created).toMatchObject({ paypalSecretSet: true, accountNumberSet: false, accountNumberMask: null, paypalEmail: 'billing@example.com' });
    expect(created).not.toHaveProperty('paypalSecret');
    expect(created).not.toHaveProperty('paypalSecretEnc');
    const bank = (await api.http().get(`/api/resources/payment-setting/${account}`).set(bearer(admin)).expect(200)).body.data;
    expect(bank).toMatchObject({ accountNumberSet: true, accountNumberMask: '•••• 6789', routingNumber: '021000021' });
    expect(JSON.stringify(bank)).not.toContain('2345');
    const stored = await api.ds.getRepository(entitySchemaOf(paymentSetting)).findOneByOrFail({ id: account });
    expect(String(stored.accountNumberEnc)).not.toContain('6789');
    // an edit without the number keeps it; one with it replaces it
    const kept = (await put('payment-setting', account, { note: 'Main', accountNumber: '', version: bank.version }).expect(200)).body.data;
    expect(kept).toMatchObject({ accountNumberSet: true, accountNumberMask: '•••• 6789' });
    const stillSealed = await api.ds.getRepository(entitySchemaOf(paymentSetting)).findOneByOrFail({ id: account });
    expect(stillSealed.accountNumberEnc).toBe(stored.accountNumberEnc);
    // a routing number that is neither ABA nor SWIFT
    const bad = await post('payment-setting', { accountName: `Bad ${Date.now()}`, method: 3, currency: 'USD', bankName: 'X', accountHolder: 'Y', routingNumber: '12-34', status: 1 }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Routing / SWIFT format is invalid');
  });

  it('matches a payment to the funding it paid by itself, refuses a funding twice or of another amount, and unmatches', async () => {
    const c = await newClient();
    const other = await newClient();
    const wire = await fundingOf(c, '250.5', `WIRE-${Date.now()}`);
    const auto = (await payment(c, '250.5000', wire.reference.toLowerCase()).expect(201)).body.data;
    expect(auto).toMatchObject({ status: 2, fundingId: wire.id, matchedBy: 'admin' });
    // the same money recorded twice into one account
    const twice = await payment(c, '250.5', wire.reference.toLowerCase()).expect(409);
    expect(twice.body).toMatchObject({ message: 'A payment with this reference was already recorded for this account', zhMessage: '该收款账户已有此参考号的收款记录' });
    // another payment naming the matched funding
    const taken = await payment(c, '250.5', `${wire.reference}-B`, { fundingId: wire.id }).expect(409);
    expect(taken.body).toMatchObject({ message: 'This funding is already matched to another payment', zhMessage: '该充值已匹配其他收款' });
    // no evident funding: unmatched; then matched by hand, refused for another amount or client
    const loose = (await payment(c, '99', 'NO-SUCH-REF').expect(201)).body.data;
    expect(loose).toMatchObject({ status: 1, fundingId: null, matchedBy: null });
    const ninetyNine = await fundingOf(c, '99', 'PAYPAL-TXN');
    const elsewhere = await fundingOf(other, '99', 'PAYPAL-TXN');
    const wrong = await fundingOf(c, '98.99', 'PAYPAL-TXN');
    for (const f of [elsewhere, wrong]) {
      const refused = await put('payment-record', loose.id, { fundingId: f.id, version: loose.version }).expect(409);
      expect(refused.body).toMatchObject({ message: 'A payment matches a funding of the same client and amount that is not denied', zhMessage: '收款只能匹配同一客户、相同金额且未被拒绝的充值' });
    }
    const matched = (await put('payment-record', loose.id, { fundingId: ninetyNine.id, version: loose.version }).expect(200)).body.data;
    expect(matched).toMatchObject({ status: 2, fundingId: ninetyNine.id });
    // a denied funding is no match
    const denied = await fundingOf(c, '5', 'DENIED-REF');
    await api.http().post(`/api/resources/funding/${denied.id}/actions/deny`).set(bearer(admin)).send({ version: denied.version, reason: 'Not received' }).expect(200);
    expect((await payment(c, '5', 'DENIED-REF').expect(201)).body.data).toMatchObject({ status: 1, fundingId: null });
    // unmatched again frees the funding for another payment
    const unmatched = (await put('payment-record', loose.id, { fundingId: null, version: matched.version }).expect(200)).body.data;
    expect(unmatched).toMatchObject({ status: 1, fundingId: null, matchedBy: null });
    expect((await payment(c, '99', 'paypal-txn').expect(201)).body.data).toMatchObject({ status: 2, fundingId: ninetyNine.id });
    // the money itself never changes
    await put('payment-record', loose.id, { amount: '1000', version: unmatched.version }).expect(400);
    // a funding a payment was matched to was paid: it cannot be denied, and stays pending
    const paid = await api.http().post(`/api/resources/funding/${ninetyNine.id}/actions/deny`).set(bearer(admin)).send({ version: ninetyNine.version, reason: 'Not received' }).expect(409);
    expect(paid.body).toMatchObject({ message: 'This funding is matched to a payment received: unmatch the payment first', zhMessage: '该充值已匹配到账收款，请先取消收款匹配' });
    expect((await api.http().get(`/api/resources/funding/${ninetyNine.id}`).set(bearer(admin)).expect(200)).body.data).toMatchObject({ status: 2, version: ninetyNine.version, denyReason: null });
  });

  // on MariaDB both used to pass (14 of 30 denied and matched); one side must lose
  it('denying a funding while a payment is matched to it, 30 at once: each funding denied or matched, never both', async () => {
    const c = await newClient();
    const fundings = await Promise.all(Array.from({ length: 30 }, (_, i) => fundingOf(c, `${i + 1}`, `RACE-${Date.now()}-${i}`)));
    const answers = await Promise.all(fundings.flatMap((f) => [
      api.http().post(`/api/resources/funding/${f.id}/actions/deny`).set(bearer(admin)).send({ version: f.version, reason: 'Not received' }),
      payment(c, f.amount, `PAID-${f.reference}`, { fundingId: f.id }),
    ]));
    expect(answers.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
    const payments = (await api.http().get(`/api/resources/payment-record?clientId=${c}&pageSize=100`).set(bearer(admin)).expect(200)).body.data.records as Array<{ fundingId: number | null }>;
    const matched = new Set(payments.map((p) => p.fundingId));
    let both = 0;
    for (const [i, f] of fundings.entries()) {
      const now = (await api.http().get(`/api/resources/funding/${f.id}`).set(bearer(admin)).expect(200)).body.data;
      if (now.status === 3 && matched.has(f.id)) both++;
      // exactly one of the pair won; the loser was told why
      const [deny, pay] = [answers[2 * i], answers[2 * i + 1]];
      expect([deny.status === 200, pay.status === 201].filter(Boolean)).toHaveLength(1);
      expect(now.status === 3 ? pay.body.message : deny.body.message).toBe(now.status === 3
        ? 'A payment matches a funding of the same client and amount that is not denied' : 'This funding is matched to a payment received: unmatch the payment first');
    }
    expect(both).toBe(0);
  });

  it('keeps a payout bank account sealed, and sales to their own clients\' payments and payout settings', async () => {
    const { id: salesId, token: sales } = await signedInUser(api, admin, 'pay.sales', { fulfillment: { 'client-funding': 4, client: 1 }, wms: { 'payment-record': 4, 'payment-setting': 1 } }, 'ASSIGNED');
    const mine = await newClient(salesId);
    const theirs = await newClient(1);
    const payout = (await post('payout-setting', { accountName: 'Main bank', clientId: mine, method: 3, bankName: 'Wells Fargo', accountHolder: 'Mine Inc', accountNumber: '987654321', minimumBalance: '50', status: 1 }, sales).expect(201)).body.data;
    expect(payout).toMatchObject({ accountNumberMask: '•••• 4321', accountNumberSet: true, minimumBalance: '50.0000' });
    // switched to PayPal: the bank's number goes with its fields; one typed alongside is not kept
    const paypal = (await put('payout-setting', payout.id, { method: 1, paypalEmail: 'mine@example.com', accountNumber: '111122223333', version: payout.version }, sales).expect(200)).body.data;
    expect(paypal).toMatchObject({ method: 1, accountNumberSet: false, accountNumberMask: null, bankName: null, paypalEmail: 'mine@example.com' });
    await post('payout-setting', { accountName: 'Theirs', clientId: theirs, method: 1, paypalEmail: 'x@example.com', minimumBalance: '0', status: 1 }, sales).expect(400);
    const theirPayout = (await post('payout-setting', { accountName: 'Theirs', clientId: theirs, method: 1, paypalEmail: 'x@example.com', minimumBalance: '0', status: 1 }).expect(201)).body.data;
    await api.http().get(`/api/resources/payout-setting/${theirPayout.id}`).set(bearer(sales)).expect(404);
    const listed = (await api.http().get('/api/resources/payout-setting?pageSize=1000').set(bearer(sales)).expect(200)).body.data.records;
    expect(listed.map((r: { clientId: number }) => r.clientId)).toEqual([mine]);

    const own = (await payment(mine, '10', `OWN-${Date.now()}`, {}, sales).expect(201)).body.data;
    const their = (await payment(theirs, '10', `THEIRS-${Date.now()}`).expect(201)).body.data;
    const seen = (await api.http().get('/api/resources/payment-record?pageSize=1000').set(bearer(sales)).expect(200)).body.data.records.map((r: { id: number }) => r.id);
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(their.id);
    await api.http().get(`/api/resources/payment-record/${their.id}`).set(bearer(sales)).expect(404);
  });
});
