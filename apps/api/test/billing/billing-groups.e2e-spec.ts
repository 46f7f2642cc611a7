import { bearer, signedInUser } from '../harness';
import { useApi } from '../use-api';

/**
 * Billing groups (manage-group) and the plan in force, through the API, on SQLite (MariaDB with
 * TEST_MYSQL_URL): a group bills its clients by a plan of its own party; a client is in one group
 * at a time (02's message naming both, in both languages); which plan bills a client on a day
 * follows the group's and the plan's versions in force that day, through a move between groups.
 */
describe('billing: groups and the plan in force', () => {
  const api = useApi();
  const groups = '/api/resources/billing-group';
  const as = () => bearer(api.admin);
  let seq = 0;
  const made = async (path: string, body: Record<string, unknown>) => (await api.http().post(`/api/resources/${path}`).set(as()).send(body).expect(201)).body.data;
  const put = async (path: string, row: { id: number; version: number }, body: Record<string, unknown>) =>
    (await api.http().put(`/api/resources/${path}/${row.id}`).set(as()).send({ version: row.version, ...body }).expect(200)).body.data;
  const chargeItem = (party: string) => made('charge-item', {
    party, name: `Fee ${++seq}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP', calculation: 'FIXED', price: '1', freightType: 'BOTH', fba: false,
  });
  const plan = (party: string, body: Record<string, unknown> = {}) => made('billing-plan', { party, name: `Plan ${++seq}`, ...body });
  const inForce = async (memberId: number, day: string) =>
    (await api.http().get(`/api/billing/client-billing-automation/plan-in-force?memberId=${memberId}&day=${day}`).set(as()).expect(200)).body.data;

  it('bills a group of clients by a plan of its own party; a client is in one group at a time', async () => {
    const standard = await plan('client');
    const first = await made('billing-group', { party: 'client', name: `Group ${++seq}`, planId: standard.id, clientIds: [40, 41] });
    expect(first).toMatchObject({ party: 'client', planId: standard.id, clientIds: [40, 41], supplierIds: null, status: 1 });

    const client = (await api.http().get('/api/resources/client/41').set(as()).expect(200)).body.data;
    const taken = await api.http().post(groups).set(as()).send({ party: 'client', name: `Group ${++seq}`, planId: standard.id, clientIds: [42, 41] }).expect(409);
    const said = { en: `${client.companyName} is already in the billing group ${first.name}: take it out there first`, zh: `${client.companyName} 已在计费分组 ${first.name} 中，请先从该分组移出` };
    expect(taken.body).toMatchObject({ message: said.en, zhMessage: said.zh });
    expect(taken.body.data.errors).toEqual([{ field: 'clientIds', message: said.en, zhMessage: said.zh }]);

    const supplierPlan = await plan('supplier');
    const mismatched = await api.http().post(groups).set(as()).send({ party: 'client', name: `Group ${++seq}`, planId: supplierPlan.id, clientIds: [43] }).expect(400);
    expect(mismatched.body.data.errors[0].field).toBe('planId');
    // a supplier group lists suppliers, never clients
    const suppliers = await made('billing-group', { party: 'supplier', name: `Partners ${++seq}`, planId: supplierPlan.id, clientIds: [44], supplierIds: [4] });
    expect(suppliers).toMatchObject({ clientIds: null, supplierIds: [4] });
  });

  it('says which plan bills a client on a day, by the versions in force then, through a move between groups', async () => {
    const [a, b, c] = [await chargeItem('client'), await chargeItem('client'), await chargeItem('client')];
    const p1 = await plan('client', { chargeItemIds: [a.id], effectiveFrom: '2026-01-01' });
    const p2 = await plan('client', { chargeItemIds: [c.id], effectiveFrom: '2026-01-01' });
    const g1 = await made('billing-group', { party: 'client', name: `From ${++seq}`, planId: p1.id, clientIds: [50], effectiveFrom: '2026-01-01' });
    const g2 = await made('billing-group', { party: 'client', name: `To ${++seq}`, planId: p2.id, clientIds: [], effectiveFrom: '2026-01-01' });
    await put('billing-plan', p1, { chargeItemIds: [a.id, b.id], effectiveFrom: '2026-03-01' });
    // the move: out of one group, into the other, from one day
    await put('billing-group', g1, { clientIds: [], effectiveFrom: '2026-05-01' });
    await put('billing-group', g2, { clientIds: [50], effectiveFrom: '2026-05-01' });

    expect(await inForce(50, '2025-12-31')).toBeNull();
    expect(await inForce(50, '2026-02-01')).toMatchObject({ groupId: g1.id, planId: p1.id, planVersion: 1, chargeItemIds: [a.id] });
    expect(await inForce(50, '2026-03-01')).toMatchObject({ groupId: g1.id, planId: p1.id, planVersion: 2, chargeItemIds: [a.id, b.id] });
    expect(await inForce(50, '2026-04-30')).toMatchObject({ planId: p1.id, planVersion: 2 });
    expect(await inForce(50, '2026-05-01')).toMatchObject({ groupId: g2.id, groupVersion: 2, planId: p2.id, planVersion: 1, chargeItemIds: [c.id] });
    // a client in no group is billed by no plan
    expect(await inForce(51, '2026-05-01')).toBeNull();
  });

  it('refuses a day that is not a calendar day, or a member id that is not one', async () => {
    for (const query of ['memberId=50&day=2026-02-30', 'memberId=50&day=tomorrow', 'memberId=0&day=2026-02-01', 'day=2026-02-01']) {
      await api.http().get(`/api/billing/client-billing-automation/plan-in-force?${query}`).set(as()).expect(400);
    }
    await api.http().get('/api/billing/billing-automation/plan-in-force?memberId=1&day=2026-02-01').set(as()).expect(200);
  });

  it("answers a user who sees its own clients only about those: another's is 404, as its record is", async () => {
    const grants = { fulfillment: { 'client-billing-automation': 1, client: 1 } };
    const { id, token } = await signedInUser(api, api.admin, `billing-sales-${Date.now()}`, grants, 'ASSIGNED');
    const [own, other] = (await api.http().get('/api/resources/client?pageSize=2&sortField=id&sortOrder=asc').set(as()).expect(200)).body.data.records;
    await api.ds.query('UPDATE client SET sales_id = ? WHERE id = ?', [id, own.id]);
    await api.http().get(`/api/billing/client-billing-automation/plan-in-force?memberId=${own.id}&day=2026-02-01`).set(bearer(token)).expect(200);
    await api.http().get(`/api/billing/client-billing-automation/plan-in-force?memberId=${other.id}&day=2026-02-01`).set(bearer(token)).expect(404);
  });
});
