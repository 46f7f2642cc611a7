import { clientOrder } from '@console/resources';
import { ExportJobs } from '../../src/engine/export/export-jobs.service';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { Harness, bearer, newClient, startApi } from '../harness';

/**
 * 02 §4 Order status filters on the parcel order list (`?tab=`, ResourceDef.listTabs) on a real
 * database (SQLite; MariaDB with TEST_MYSQL_URL): one order in each status (and the tracking
 * statuses a shipped order may have), each tab answering exactly the orders the resource's
 * reading puts in it, ANDed with the list's other filters, the same for an export, and an
 * unknown code refused with 400 in both languages.
 */
describe('client-order status tabs', () => {
  let api: Harness;
  let admin: string;
  let clientId: number;
  /** order name -> id; the names say status / tracking status */
  const ids: Record<string, number> = {};

  const recipient = { name: 'Jane Doe', company: 'Acme', addressLine1: '350 5th Ave', addressLine2: '', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', phone: '2125550100', email: 'jane@example.com', isResidential: true };
  const sender = { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false };
  // status (02 §4: drafts 1 ... cancelled 8) and tracking status (label created 1, in transit 2, delivered 3, exception 5)
  const ORDERS: Record<string, { status: number; trackingStatus: number | null }> = {
    draft: { status: 1, trackingStatus: null },
    toPick: { status: 2, trackingStatus: null },
    picking: { status: 3, trackingStatus: null },
    toPack: { status: 4, trackingStatus: null },
    toShipLabelled: { status: 5, trackingStatus: 1 },
    shippedUnscanned: { status: 6, trackingStatus: 1 },
    shippedInTransit: { status: 6, trackingStatus: 2 },
    shippedException: { status: 6, trackingStatus: 5 },
    shippedDelivered: { status: 6, trackingStatus: 3 },
    completed: { status: 7, trackingStatus: 3 },
    cancelled: { status: 8, trackingStatus: null },
    shippedNoLabel: { status: 6, trackingStatus: null },
  };

  const list = (query: Record<string, string>) => api.http().get('/api/resources/client-order').query({ clientId: String(clientId), pageSize: '100', ...query }).set(bearer(admin));
  const namesOf = async (query: Record<string, string>) => {
    const res = await list(query).expect(200);
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    const names = (res.body.data.records as Array<{ id: number }>).map((r) => byId.get(r.id)).sort();
    expect(res.body.data.total).toBe(names.length);
    return names;
  };

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    clientId = await newClient(api, admin);
    const sku = `TAB-${Date.now().toString(36).toUpperCase()}`;
    await api.http().post('/api/resources/product').set(bearer(admin)).send({ clientId, sku, name: 'Tab Widget' }).expect(201);
    const repo = api.ds.getRepository(entitySchemaOf(clientOrder));
    for (const [name, state] of Object.entries(ORDERS)) {
      const created = await api.http().post('/api/resources/client-order').set(bearer(admin)).send({
        clientId, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
        recipient, sender, items: [{ sku, qty: 1 }], packages: [{ length: 12, width: 10, height: 6, dimUnit: 'in', weight: 4, weightUnit: 'lb' }],
      }).expect(201);
      ids[name] = created.body.data.id;
      // the states the warehouse and the carrier would reach, written directly: this test is about reading them
      await repo.update(ids[name], state as never);
    }
  });
  afterAll(() => api.close());

  it('answers each tab with exactly its orders; All and no tab answer every order', async () => {
    const every = Object.keys(ORDERS).sort();
    expect(await namesOf({})).toEqual(every);
    expect(await namesOf({ tab: '' })).toEqual(every);
    expect(await namesOf({ tab: '2' })).toEqual(['draft', 'toPick']);
    expect(await namesOf({ tab: '3' })).toEqual(['picking', 'toPack', 'toShipLabelled']);
    expect(await namesOf({ tab: '7' })).toEqual(['shippedUnscanned']);
    expect(await namesOf({ tab: '4' })).toEqual(['shippedDelivered', 'shippedException', 'shippedInTransit']);
    expect(await namesOf({ tab: '5' })).toEqual(['completed']);
    expect(await namesOf({ tab: '6' })).toEqual(['cancelled']);
    // disjoint: every order is in at most one tab; the shipped order without a label only under All
    const tabbed = (await Promise.all(['2', '3', '7', '4', '5', '6'].map((tab) => namesOf({ tab })))).flat();
    expect(new Set(tabbed).size).toBe(tabbed.length);
    expect(every.filter((n) => !tabbed.includes(n))).toEqual(['shippedNoLabel']);
  });

  it('ANDs a tab with the other filters, also on the field the tab filters', async () => {
    expect(await namesOf({ tab: '4', trackingStatus: '2,3' })).toEqual(['shippedDelivered', 'shippedInTransit']);
    expect(await namesOf({ tab: '3', status: '4,5,6' })).toEqual(['toPack', 'toShipLabelled']);
    expect(await namesOf({ tab: '2', status: '8' })).toEqual([]);
    // another client's orders stay out: the tab only narrows what the query asks
    const other = await list({ tab: '2', clientId: '999999' }).expect(200);
    expect(other.body.data.total).toBe(0);
  });

  it('refuses an unknown tab with 400 in both languages, naming the tabs', async () => {
    for (const tab of ['1', '8', 'x', '2,3']) {
      const res = await list({ tab }).expect(400);
      expect(res.body.result).toBe('ERR');
      expect(res.body.message).toBe(`Unknown list tab tab=${tab}; the tabs are All (empty), Awaiting (2), Processing (3), Partially Shipped (7), Shipped (4), Delivered (5), Cancelled (6)`);
      expect(res.body.zhMessage).toBe(`未知的列表标签 tab=${tab}；可选标签为 全部 (空), 待处理 (2), 处理中 (3), 部分发货 (7), 已发货 (4), 已送达 (5), 已取消 (6)`);
      expect(res.body.data.errors[0]).toMatchObject({ field: 'tab' });
    }
    await api.http().get('/api/resources/client-order?tab=2&tab=3').set(bearer(admin)).expect(400);
  });

  it('exports the rows of the tab the list shows', async () => {
    const columns = ['orderNo', 'status'];
    const start = (query: Record<string, string>) => api.http().post('/api/resources/client-order/export').query({ clientId: String(clientId), ...query }).set(bearer(admin)).send({ lang: 'en', columns });
    expect((await start({ tab: '4' }).expect(202)).body.data.rowCount).toBe(3);
    expect((await start({ tab: '7' }).expect(202)).body.data.rowCount).toBe(1);
    expect((await start({}).expect(202)).body.data.rowCount).toBe(Object.keys(ORDERS).length);
    await start({ tab: '9' }).expect(400);
    await api.app.get(ExportJobs).idle();
  });
});
