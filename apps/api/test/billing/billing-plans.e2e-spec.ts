import { findResource } from '@console/resources';
import { todayIn } from '@console/contracts';
import { versionsInForce } from '../../src/engine/versions/record-versions';
import { bearer } from '../harness';
import { useApi } from '../use-api';

/**
 * Billing plans through the API, on SQLite (MariaDB with TEST_MYSQL_URL): a plan holds charge items
 * and storage rules of its own party only (the picker's lookup offers only those, a save naming
 * another party's is refused); its name is its party's alone; every change is a dated version, in
 * force by date, and a rollback makes an earlier one current; a charge item or storage rule
 * deactivated or deleted leaves the plans holding it as a new version in force that day (02 §4).
 */
describe('billing: billing plans', () => {
  const api = useApi();
  const plans = '/api/resources/billing-plan';
  const plan = findResource('billing-plan')!;
  let seq = 0;
  const as = () => bearer(api.admin);
  const made = async (path: string, body: Record<string, unknown>) => (await api.http().post(`/api/resources/${path}`).set(as()).send(body).expect(201)).body.data;
  const chargeItem = (party: string, over: Record<string, unknown> = {}) => made('charge-item', {
    party, name: `Fee ${++seq}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP', calculation: 'FIXED', price: '1', freightType: 'BOTH', fba: false, ...over,
  });
  const storageRule = (party: string) => made('storage-rule', { party, name: `Storage ${++seq}`, unit: 'PIECE_DAY', price: '0.01' });
  const inForceOn = async (id: number, day: string) => (await versionsInForce(api.ds.manager, plan, day, [id])).get(id)?.snapshot as Record<string, unknown> | undefined;

  it('holds the charge items and storage rules of its own party, listed by name', async () => {
    const [a, b] = [await chargeItem('client'), await chargeItem('client')];
    const rule = await storageRule('client');
    const saved = await made('billing-plan', { party: 'client', name: `Plan ${++seq}`, chargeItemIds: [a.id, b.id], storageRuleIds: [rule.id] });
    expect(saved).toMatchObject({ party: 'client', status: 1, chargeItemIds: [a.id, b.id], storageRuleIds: [rule.id] });
    // the list's column reads the items' names through the lookup route
    const labels = (await api.http().get(`${plans}/lookup/chargeItemIds?id=${a.id},${b.id}`).set(as()).expect(200)).body.data;
    expect(labels.map((e: { label: string }) => e.label).sort()).toEqual([a.name, b.name].sort());
  });

  it("offers the picker only its party's items, and refuses a save naming another party's", async () => {
    const client = await chargeItem('client');
    const supplier = await chargeItem('supplier');
    const offered = async (party: string) =>
      ((await api.http().get(`${plans}/lookup/chargeItemIds?party=${party}&limit=100&q=Fee`).set(as()).expect(200)).body.data as Array<{ id: number }>).map((e) => e.id);
    expect(await offered('client')).toContain(client.id);
    expect(await offered('client')).not.toContain(supplier.id);
    expect(await offered('supplier')).toContain(supplier.id);
    await api.http().get(`${plans}/lookup/chargeItemIds?party=nobody`).set(as()).expect(400);
    await api.http().get(`${plans}/lookup/chargeItemIds?status=1`).set(as()).expect(400);

    const refused = await api.http().post(plans).set(as()).send({ party: 'client', name: `Mixed ${++seq}`, chargeItemIds: [client.id, supplier.id] }).expect(400);
    expect(refused.body.data.errors).toEqual([{ field: 'chargeItemIds', message: `Charge Items: record ${supplier.id} does not exist`, zhMessage: `收费项：记录 ${supplier.id} 不存在` }]);
    // an edit is judged on the plan's stored party
    const ok = await made('billing-plan', { party: 'supplier', name: `Supplier Plan ${++seq}`, chargeItemIds: [supplier.id] });
    await api.http().put(`${plans}/${ok.id}`).set(as()).send({ version: ok.version, chargeItemIds: [supplier.id, client.id] }).expect(400);
  });

  it("keeps a name to one plan of a party: the other party's screen may reuse it", async () => {
    const name = `Shared Name ${++seq}`;
    await made('billing-plan', { party: 'client', name });
    await made('billing-plan', { party: 'supplier', name });
    const taken = await api.http().post(plans).set(as()).send({ party: 'client', name }).expect(409);
    expect(taken.body).toMatchObject({ message: 'A billing plan with this name already exists', zhMessage: '已存在同名的计费方案' });
  });

  it('keeps a dated version per change, in force by date, and rolls back to an earlier one', async () => {
    const [a, b] = [await chargeItem('client'), await chargeItem('client')];
    const created = await made('billing-plan', { party: 'client', name: `Dated ${++seq}`, chargeItemIds: [a.id], effectiveFrom: '2026-01-01' });
    await api.http().put(`${plans}/${created.id}`).set(as()).send({ version: created.version, chargeItemIds: [a.id, b.id], effectiveFrom: '2026-03-01' }).expect(200);
    expect((await inForceOn(created.id, '2026-02-28'))?.chargeItemIds).toEqual([a.id]);
    expect((await inForceOn(created.id, '2026-03-01'))?.chargeItemIds).toEqual([a.id, b.id]);
    const rolled = (await api.http().post(`${plans}/${created.id}/versions/1/rollback`).set(as()).send({ version: 2, effectiveFrom: '2026-04-01' }).expect(200)).body.data;
    expect(rolled).toMatchObject({ version: 3, chargeItemIds: [a.id] });
    expect((await inForceOn(created.id, '2026-03-31'))?.chargeItemIds).toEqual([a.id, b.id]);
    expect((await inForceOn(created.id, '2026-04-01'))?.chargeItemIds).toEqual([a.id]);
  });

  it('lets go of a charge item deactivated, and of a storage rule deleted, as a new version in force today', async () => {
    const [kept, dropped] = [await chargeItem('client'), await chargeItem('client')];
    const [rule, gone] = [await storageRule('client'), await storageRule('client')];
    const held = await made('billing-plan', { party: 'client', name: `Holding ${++seq}`, chargeItemIds: [kept.id, dropped.id], storageRuleIds: [rule.id, gone.id], effectiveFrom: '2026-01-01' });
    const other = await made('billing-plan', { party: 'client', name: `Other ${++seq}`, chargeItemIds: [kept.id] });

    await api.http().post(`/api/resources/charge-item/${dropped.id}/actions/deactivate`).set(as()).send({ version: dropped.version }).expect(200);
    await api.http().delete(`/api/resources/storage-rule/${gone.id}?version=${gone.version}`).set(as()).expect(200);

    const now = (await api.http().get(`${plans}/${held.id}`).set(as()).expect(200)).body.data;
    expect(now).toMatchObject({ chargeItemIds: [kept.id], storageRuleIds: [rule.id], version: 3 });
    const today = todayIn('America/Los_Angeles');
    expect(now.effectiveFrom).toBe(today);
    // the days before keep the plan as it was
    expect((await inForceOn(held.id, '2026-01-01'))?.chargeItemIds).toEqual([kept.id, dropped.id]);
    const history = (await api.http().get(`${plans}/${held.id}/history`).set(as()).expect(200)).body.data;
    expect(history[0].changes.storageRuleIds).toEqual([[rule.id, gone.id], [rule.id]]);
    // a plan without them is left alone
    expect((await api.http().get(`${plans}/${other.id}`).set(as()).expect(200)).body.data.version).toBe(1);
  });
});
