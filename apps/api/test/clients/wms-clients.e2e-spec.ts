import { DailyRunEntity } from '../../src/engine/jobs/daily-run';
import { JobEntity } from '../../src/engine/jobs/job.entity';
import { SUBSCRIPTION_JOB, SubscriptionJob } from '../../src/modules/clients/subscription-job';
import { WmsClientHooks } from '../../src/modules/clients/wms-client.hooks';
import { Harness, bearer, startApi } from '../harness';

/**
 * WMS clients and label-server clients (01 §3-§5): the organisation form's rules, the
 * mail host password sealed and never returned, subscription statuses from the dates and the
 * daily job that moves them (idempotent, one run a day), and the label-server status.
 */
type Res = { body: { data?: any } };
const errorsOf = (res: Res) => res.body.data?.errors;

const ORG = { clientName: 'Reno Robotics', company: 'Reno Robotics Inc', firstName: 'Rita', lastName: 'Reno', email: 'rita@reno-robotics.example.com' };

describe('WMS clients and label-server clients', () => {
  let api: Harness;
  let admin: string;
  let n = 0;
  const org = async (extra: object = {}) => (await api.http().post('/api/resources/wms-client').set(bearer(admin))
    .send({ ...ORG, rootUserName: `root.${++n}.${Date.now()}`, ...extra }).expect(201)).body.data;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  it('requires organisation name, first and last name and email, and checks the email', async () => {
    const res = await api.http().post('/api/resources/wms-client').set(bearer(admin)).send({ rootUserName: 'no.fields' }).expect(400);
    expect(errorsOf(res).map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining([
      'Organisation Name is required', 'First Name is required', 'Last Name is required', 'Email is required',
    ]));
    const bad = await api.http().post('/api/resources/wms-client').set(bearer(admin)).send({ ...ORG, rootUserName: 'bad.mail', email: 'rita@' }).expect(400);
    expect(errorsOf(bad)).toEqual([{ field: 'email', message: 'incorrect email format', zhMessage: '邮箱格式不正确' }]);
  });

  it('stores the mail host password encrypted and never returns it', async () => {
    const created = await org({ emailHost: 'smtp.reno-robotics.example.com', emailPassword: 'Host-Pass-1' });
    expect(created.clientId).toMatch(/^W\d{7}$/);
    expect(created).toMatchObject({ emailHost: 'smtp.reno-robotics.example.com', emailPasswordSet: true });
    expect(JSON.stringify(created)).not.toContain('Host-Pass-1');
    const row = await api.ds.getRepository('wms-client').findOneByOrFail({ id: created.id }) as { emailPasswordEnc: string };
    expect(row.emailPasswordEnc).toMatch(/^v1\./);
    expect(row.emailPasswordEnc).not.toContain('Host-Pass-1');
    const hooks = api.app.get(WmsClientHooks);
    expect(await hooks.mailPassword(api.ds.manager, created.id)).toBe('Host-Pass-1');

    // An edit without the password keeps it; one with a new password replaces it.
    const kept = (await api.http().put(`/api/resources/wms-client/${created.id}`).set(bearer(admin)).send({ jobTitle: 'COO', version: created.version }).expect(200)).body.data;
    expect(await hooks.mailPassword(api.ds.manager, created.id)).toBe('Host-Pass-1');
    await api.http().put(`/api/resources/wms-client/${created.id}`).set(bearer(admin)).send({ emailPassword: 'Host-Pass-2', version: kept.version }).expect(200);
    expect(await hooks.mailPassword(api.ds.manager, created.id)).toBe('Host-Pass-2');
    // Neither the list, the history nor an export column holds it.
    const list = await api.http().get('/api/resources/wms-client').query({ clientId: created.clientId }).set(bearer(admin)).expect(200);
    expect(list.body.data.records[0].emailPasswordSet).toBe(true);
    const history = await api.http().get(`/api/resources/wms-client/${created.id}/history`).set(bearer(admin)).expect(200);
    expect(JSON.stringify([list.body, history.body])).not.toMatch(/Host-Pass|emailPasswordEnc|v1\./);
    const plain = await org();
    expect(plain.emailPasswordSet).toBe(false);
  });

  it('gives the subscription status its dates give, on save', async () => {
    expect((await org({ trialEndDate: '2099-01-31' })).subscriptionStatus).toBe('IN_TRIAL');
    expect((await org({ trialEndDate: '2020-01-31' })).subscriptionStatus).toBe('TRIAL_EXPIRED');
    expect((await org({ trialEndDate: '2020-01-31', subscriptionStartDate: '2020-02-01', subscriptionEndDate: '2099-01-31' })).subscriptionStatus).toBe('IN_SUBSCRIPTION');
    const lapsed = await org({ subscriptionStartDate: '2020-02-01', subscriptionEndDate: '2021-01-31' });
    expect(lapsed.subscriptionStatus).toBe('SUBSCRIPTION_EXPIRED');
    const renewed = await api.http().put(`/api/resources/wms-client/${lapsed.id}`).set(bearer(admin)).send({ subscriptionEndDate: '2099-12-31', version: lapsed.version }).expect(200);
    expect(renewed.body.data.subscriptionStatus).toBe('IN_SUBSCRIPTION');
  });

  it('moves statuses daily as dates pass; a second run changes nothing; refunded stays', async () => {
    const trial = await org({ trialEndDate: '2026-12-31' });
    const paid = await org({ subscriptionStartDate: '2026-01-01', subscriptionEndDate: '2026-12-31' });
    const refunded = await org({ subscriptionStartDate: '2026-01-01', subscriptionEndDate: '2099-12-31' });
    await api.http().post(`/api/resources/wms-client/${refunded.id}/actions/refund`).set(bearer(admin)).send({}).expect(200);

    const job = api.app.get(SubscriptionJob);
    const first = await job.run('2027-01-01');
    expect(first.moved).toBeGreaterThanOrEqual(2);
    const status = async (id: number) => (await api.http().get(`/api/resources/wms-client/${id}`).set(bearer(admin))).body.data.subscriptionStatus;
    expect(await status(trial.id)).toBe('TRIAL_EXPIRED');
    expect(await status(paid.id)).toBe('SUBSCRIPTION_EXPIRED');
    expect(await status(refunded.id)).toBe('REFUNDED');
    expect(await job.run('2027-01-01')).toEqual({ day: '2027-01-01', moved: 0 });
    const history = (await api.http().get(`/api/resources/wms-client/${trial.id}/history`).set(bearer(admin))).body.data;
    expect(history[0]).toMatchObject({ action: SUBSCRIPTION_JOB, changes: { subscriptionStatus: ['IN_TRIAL', 'TRIAL_EXPIRED'] } });
  });

  it('queues one run a day, however often asked (two instances ask hourly)', async () => {
    const job = api.app.get(SubscriptionJob);
    await Promise.all([job.queueToday('2031-05-05'), job.queueToday('2031-05-05')]);
    await job.queueToday('2031-05-05');
    expect(await api.ds.getRepository(JobEntity).countBy({ key: `${SUBSCRIPTION_JOB}:2031-05-05` })).toBe(1);
    expect(await api.ds.getRepository(DailyRunEntity).countBy({ task: SUBSCRIPTION_JOB, day: '2031-05-05' })).toBe(1);
  });

  it('offers Cancel Subscription, after which the job leaves it inactive', async () => {
    const o = await org({ trialEndDate: '2099-01-01' });
    const res = await api.http().post(`/api/resources/wms-client/${o.id}/actions/cancel-subscription`).set(bearer(admin)).send({}).expect(200);
    expect(res.body.data.subscriptionStatus).toBe('INACTIVE');
    await api.app.get(SubscriptionJob).run('2026-11-23');
    expect((await api.http().get(`/api/resources/wms-client/${o.id}`).set(bearer(admin))).body.data.subscriptionStatus).toBe('INACTIVE');
  });

  describe('label-server clients', () => {
    const body = { clientName: 'Label Co', loginUserName: 'labelco.admin', company: 'Label Co LLC', firstName: 'Lou', lastName: 'Bell', email: 'lou@labelco.example.com', phone: '6265550111', domain: 'labels.labelco.example.com', salesId: 1 };

    it('are active 1 until deactivated to 2, and check the domain', async () => {
      const bad = await api.http().post('/api/resources/label-server-client').set(bearer(admin)).send({ ...body, domain: 'not a domain' }).expect(400);
      expect(errorsOf(bad)).toEqual([{ field: 'domain', message: 'Please enter a valid domain, e.g. labels.example.com', zhMessage: '请输入有效的域名，例如 labels.example.com' }]);
      const created = (await api.http().post('/api/resources/label-server-client').set(bearer(admin)).send(body).expect(201)).body.data;
      expect(created).toMatchObject({ status: 1 });
      expect(created.clientId).toMatch(/^L\d{7}$/);
      const off = await api.http().post(`/api/resources/label-server-client/${created.id}/actions/deactivate`).set(bearer(admin)).send({}).expect(200);
      expect(off.body.data.status).toBe(2);
      await api.http().post(`/api/resources/label-server-client/${created.id}/actions/deactivate`).set(bearer(admin)).send({}).expect(409);
    });

    it('are seen by a sales user only when theirs', async () => {
      const sales = await api.login('sales', 'Sales12345');
      const salesId = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(sales))).body.data.user.userId;
      const mine = (await api.http().get('/api/resources/label-server-client?pageSize=1000').set(bearer(sales)).expect(200)).body.data;
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.records.every((r: { salesId: number }) => r.salesId === salesId)).toBe(true);
    });
  });
});
