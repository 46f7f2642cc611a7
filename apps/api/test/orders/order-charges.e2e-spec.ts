import { ORDER_STATUS } from '@console/resources';
import { Harness, bearer, newClient, startApi } from '../harness';

/**
 * Edit Charges of a parcel order (02 §4: 'Editing a completed order's charges creates a new
 * transaction') on a real database (SQLite; MariaDB with TEST_MYSQL_URL): the first edit is an
 * OMS transaction of the order debited from the client; each later one is a new transaction
 * correcting the latest, posting only the difference as an adjustment (change type 8); the old
 * transaction is never changed; the same edit again answers the first; a draft is not offered it.
 */
describe('client-order charges', () => {
  let api: Harness;
  let admin: string;

  const address = (name: string, line: string, city: string, stateCode: string, zipCode: string) => ({ name, addressLine1: line, city, stateCode, zipCode, countryCode: 'US', phone: '2125550100', isResidential: false });
  const act = (id: number, values: object) => api.http().post(`/api/resources/client-order/${id}/actions/editCharges`).set(bearer(admin)).send(values);
  const accountOf = async (clientId: number) => (await api.http().get(`/api/finance/accounts/${clientId}`).set(bearer(admin)).expect(200)).body.data;
  const transactionsOf = async (orderNo: string) =>
    (await api.http().get(`/api/resources/oms-transaction?sourceId=${orderNo}&sortField=id&sortOrder=asc`).set(bearer(admin)).expect(200)).body.data.records as Array<Record<string, unknown>>;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  it('the first edit charges the order; a later one is a new transaction correcting it by the difference', async () => {
    const clientId = await newClient(api, admin);
    await api.http().post(`/api/finance/accounts/${clientId}/entries`).set(bearer(admin)).send({ changeType: 6, amount: '100', note: 'Funds', idempotencyKey: `charges-fund-${clientId}` }).expect(201);
    const order = (await api.http().post('/api/resources/client-order').set(bearer(admin)).send({
      clientId, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', lithium: 1,
      recipient: address('Jane Doe', '350 5th Ave', 'New York', 'NY', '10001'), sender: address('Ship Desk', '1200 Logistics Pkwy', 'Ontario', 'CA', '91761'),
    }).expect(201)).body.data as { id: number; orderNo: string };

    // a draft has not left the warehouse: not offered
    expect((await act(order.id, { amount: '5', note: 'Handling' })).status).toBe(409);
    await api.ds.query('UPDATE client_order SET status = ? WHERE id = ?', [ORDER_STATUS.SHIPPED, order.id]);

    const first = (await act(order.id, { amount: '5', note: 'Handling' }).expect(200)).body;
    expect(first.message).toMatch(new RegExp(`^Charges of order ${order.orderNo} recorded as transaction OT-`));
    expect(first.data).toMatchObject({ orderNo: order.orderNo, chargeTotal: '5.0000', amount: '-5.0000', correctsId: null });
    expect(await accountOf(clientId)).toMatchObject({ balance: '95.0000', available: '95.0000' });
    // sent again (a double click): the same transaction, nothing posted twice
    expect((await act(order.id, { amount: '5', note: 'Handling' }).expect(200)).body.data.transactionId).toBe(first.data.transactionId);
    expect(await accountOf(clientId)).toMatchObject({ balance: '95.0000' });

    // 5.00 -> 7.50: a new transaction correcting the first, 2.50 debited as an adjustment
    const second = (await act(order.id, { amount: '7.5', note: 'Two more boxes' }).expect(200)).body.data;
    expect(second).toMatchObject({ chargeTotal: '7.5000', amount: '-2.5000', correctsId: first.data.transactionId });
    expect(second.transactionId).not.toBe(first.data.transactionId);
    // 7.50 -> 4.00: 3.50 back
    const third = (await act(order.id, { amount: '4', note: 'Fewer boxes' }).expect(200)).body.data;
    expect(third).toMatchObject({ chargeTotal: '4.0000', amount: '3.5000', correctsId: second.transactionId });
    // 100 - 5 - 2.50 + 3.50 = 96.00: the order's charge is 4.00
    expect(await accountOf(clientId)).toMatchObject({ balance: '96.0000', available: '96.0000' });

    // the first transaction is as it was: each edit is its own document
    const docs = await transactionsOf(order.orderNo);
    expect(docs.map((d) => [d.chargeTotal, d.amount, d.note])).toEqual([['5.0000', '-5.0000', 'Handling'], ['7.5000', '-2.5000', 'Two more boxes'], ['4.0000', '3.5000', 'Fewer boxes']]);
    const entries = (await api.http().get(`/api/resources/balance-entry?clientId=${clientId}&sortField=id&sortOrder=asc`).set(bearer(admin)).expect(200)).body.data.records as Array<Record<string, unknown>>;
    expect(entries.map((e) => [e.recordType, e.amount])).toEqual([[6, '100.0000'], [2, '-5.0000'], [8, '-2.5000'], [8, '3.5000']]);
    expect((await api.http().get('/api/finance/verify').set(bearer(admin)).expect(200)).body.data).toMatchObject({ drifted: 0 });
  });

  it('refuses a negative amount and a missing reason, writing nothing', async () => {
    const clientId = await newClient(api, admin);
    const order = (await api.http().post('/api/resources/client-order').set(bearer(admin)).send({
      clientId, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', lithium: 1,
      recipient: address('Jane Doe', '350 5th Ave', 'New York', 'NY', '10001'), sender: address('Ship Desk', '1200 Logistics Pkwy', 'Ontario', 'CA', '91761'),
    }).expect(201)).body.data as { id: number; orderNo: string };
    await api.ds.query('UPDATE client_order SET status = ? WHERE id = ?', [ORDER_STATUS.COMPLETED, order.id]);
    expect((await act(order.id, { amount: '-1', note: 'x' })).status).toBe(400);
    expect((await act(order.id, { amount: '1' })).status).toBe(400);
    expect(await transactionsOf(order.orderNo)).toEqual([]);
  });
});
