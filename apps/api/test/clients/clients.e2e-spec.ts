import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { verifyPassword } from '../../src/core/auth/password';
import { Harness, bearer, signedInUser, signedInWith, startApi } from '../harness';

/**
 * OMS and warehouse clients (spec 01 §3-§6): the form rules, the audit and account
 * actions and what `assertClientMay` answers after each, proxy login, reset password by e-mail
 * (to the outbox here, to a real SMTP server in the next block), and the sales scope over
 * clients and their users.
 */
type Res = { status: number; body: { data?: any; message?: string; zhMessage?: string } };
const errorsOf = (res: Res) => res.body.data?.errors;

const NEW_CLIENT = { clientKind: 'oms', companyName: 'Harbor Freight Test LLC', firstName: 'Hana', lastName: 'Reyes', contactEmail: 'hana@harbor-test.example.com', phone: '6265550199' };

describe('clients', () => {
  let api: Harness;
  let admin: string;
  let sales: string;
  let salesId: number;

  const client = (id: number, token = admin) => api.http().get(`/api/resources/client/${id}`).set(bearer(token));
  const act = (id: number, action: string, body: object = {}, token = admin) =>
    api.http().post(`/api/resources/client/${id}/actions/${action}`).set(bearer(token)).send(body);
  const permit = (id: number, what: string) => api.http().get(`/api/clients/${id}/permits/${what}`).set(bearer(admin));
  async function newClient(overrides: object = {}): Promise<any> {
    const n = Math.random().toString(36).slice(2, 8);
    return (await api.http().post('/api/resources/client').set(bearer(admin))
      .send({ ...NEW_CLIENT, contactEmail: `c${n}@example.com`, salesId: 1, ...overrides }).expect(201)).body.data;
  }

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    sales = await api.login('sales', 'Sales12345');
    salesId = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(sales))).body.data.user.userId;
  });
  afterAll(() => api.close());

  describe('the form (01 §5)', () => {
    it('requires client name, first and last name, email and phone; checks the email and a phone of at least 6', async () => {
      const empty = await api.http().post('/api/resources/client').set(bearer(admin)).send({ clientKind: 'oms', salesId: 1 }).expect(400);
      expect(errorsOf(empty).map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining([
        'Client Name is required', 'First Name is required', 'Last Name is required', 'Email is required', 'Phone Number is required',
      ]));
      const bad = await api.http().post('/api/resources/client').set(bearer(admin)).send({ ...NEW_CLIENT, salesId: 1, contactEmail: 'hana@', phone: '12345' }).expect(400);
      expect(errorsOf(bad)).toEqual(expect.arrayContaining([
        { field: 'contactEmail', message: 'incorrect email format', zhMessage: '邮箱格式不正确' },
        // 02 §5 'length between bounds': at least 6 (01 §9), at most the phone column's 32
        { field: 'phone', message: 'Phone Number: Length between 6 and 32', zhMessage: '电话号码：长度须在 6 到 32 之间' },
      ]));
      // 02 §5 'exact length': a country is its two-letter code
      const country = await api.http().post('/api/resources/client').set(bearer(admin)).send({ ...NEW_CLIENT, salesId: 1, countryCode: 'USA' }).expect(400);
      expect(errorsOf(country)).toEqual([{ field: 'countryCode', message: 'Country: Length must be 2', zhMessage: '国家：长度须为 2' }]);
      // letters in a phone are named as such, not as a short phone; ES Link is http(s) only
      const letters = await api.http().post('/api/resources/client').set(bearer(admin)).send({ ...NEW_CLIENT, salesId: 1, phone: '12ab', esLink: 'javascript:alert(document.cookie)' }).expect(400);
      expect(errorsOf(letters)).toEqual(expect.arrayContaining([
        { field: 'phone', message: 'Phone Number has invalid characters: use digits, spaces and + - ( ) only', zhMessage: '电话号码含有无效字符：只能使用数字、空格和 + - ( )' },
        { field: 'esLink', message: 'ES Link must be a link starting with http:// or https://', zhMessage: 'ES 链接必须是以 http:// 或 https:// 开头的链接' },
      ]));
      for (const esLink of ['data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)', 'https://', '//evil.example.com']) {
        const refused = await api.http().post('/api/resources/client').set(bearer(admin)).send({ ...NEW_CLIENT, salesId: 1, esLink }).expect(400);
        expect(errorsOf(refused).map((e: { field: string }) => e.field)).toEqual(['esLink']);
      }
    });

    it('gives a new client its code and contact name, Pending audit, Active account and zero figures', async () => {
      const created = await newClient();
      expect(created).toMatchObject({ contactName: 'Hana Reyes', status: 'ACTIVE', auditStatus: 'PENDING', totalFunded: '0.0000', balance: '0.0000', available: '0.0000', accountBalance: '0.0000' });
      // the seeded clients' format: C, the year, four digits (C20260417)
      expect(created.clientId).toMatch(new RegExp(`^C${new Date().getUTCFullYear()}\\d{4}$`));
      expect(created).not.toHaveProperty('passwordHash');
    });

    it('keeps the balance figures read-only: the ledger writes them', async () => {
      const created = await newClient();
      const res = await api.http().put(`/api/resources/client/${created.id}`).set(bearer(admin)).send({ balance: '1000', version: created.version }).expect(400);
      expect(errorsOf(res)[0].field).toBe('balance');
      const refused = await api.http().post('/api/resources/client').set(bearer(admin)).send({ ...NEW_CLIENT, contactEmail: 'rich@example.com', salesId: 1, totalFunded: '5' }).expect(400);
      expect(errorsOf(refused)[0].field).toBe('totalFunded');
    });
  });

  describe('audit, suspend, deactivate and assertClientMay', () => {
    it('lets only an approved client submit; a rejected one still signs in and is told why', async () => {
      const c = await newClient();
      expect((await permit(c.id, 'signIn')).status).toBe(200);
      expect((await permit(c.id, 'createLabel')).status).toBe(200);
      const pending = await permit(c.id, 'submit').expect(403);
      expect(pending.body.message).toBe('The client has not been approved to submit applications');

      const noReason = await act(c.id, 'reject').expect(400);
      expect(errorsOf(noReason)).toEqual([{ field: 'reason', message: 'Reason is required', zhMessage: '原因不能为空' }]);
      const rejected = await act(c.id, 'reject', { reason: 'Licence expired' }).expect(200);
      expect(rejected.body.data).toMatchObject({ auditStatus: 'REJECTED', auditReason: 'Licence expired', auditedBy: 'admin' });
      await permit(c.id, 'signIn').expect(200);
      const refused = await permit(c.id, 'submit').expect(403);
      expect(refused.body).toMatchObject({ message: 'The client was rejected and cannot submit applications: Licence expired', zhMessage: '该客户审核未通过，不能提交申请：Licence expired' });

      await act(c.id, 'approve').expect(200);
      expect((await permit(c.id, 'submit').expect(200)).body.data).toEqual({ allowed: true });
    });

    it('suspends with a reason: no applications and no labels until approved again', async () => {
      const c = await newClient();
      await act(c.id, 'approve').expect(200);
      const suspended = await act(c.id, 'suspend', { reason: '  Unpaid invoices  ' }).expect(200);
      expect(suspended.body.data).toMatchObject({ auditStatus: 'SUSPENDED', auditReason: 'Unpaid invoices' });
      for (const what of ['submit', 'createLabel']) {
        expect((await permit(c.id, what).expect(403)).body.message).toBe('The client is suspended: Unpaid invoices');
      }
      await permit(c.id, 'signIn').expect(200);
      await act(c.id, 'approve').expect(200);
      await permit(c.id, 'createLabel').expect(200);
    });

    it('suspends a pending or rejected client too (beside Deactivate), with a required reason in its history; Approve lifts it', async () => {
      const pending = await newClient();
      await permit(pending.id, 'createLabel').expect(200); // a pending client may create labels ...
      const noReason = await act(pending.id, 'suspend', { reason: '   ' }).expect(400);
      expect(errorsOf(noReason)).toEqual([{ field: 'reason', message: 'Reason is required', zhMessage: '原因不能为空' }]);
      await act(pending.id, 'suspend', { reason: 'Chargebacks under review' }).expect(200);
      const refused = await permit(pending.id, 'createLabel').expect(403); // ... until it is suspended
      expect(refused.body).toMatchObject({ message: 'The client is suspended: Chargebacks under review' });
      await permit(pending.id, 'signIn').expect(200);
      await act(pending.id, 'suspend', { reason: 'again' }).expect(409); // suspended already
      const history = (await api.http().get(`/api/resources/client/${pending.id}/history`).set(bearer(admin)).expect(200)).body.data;
      expect(history[0]).toMatchObject({ action: 'suspend', changes: { auditStatus: ['PENDING', 'SUSPENDED'], auditReason: [null, 'Chargebacks under review'] } });
      await act(pending.id, 'approve').expect(200);
      await permit(pending.id, 'submit').expect(200);

      const rejected = await newClient();
      await act(rejected.id, 'reject', { reason: 'Licence expired' }).expect(200);
      const suspended = (await act(rejected.id, 'suspend', { reason: 'Fraud' }).expect(200)).body.data;
      expect(suspended).toMatchObject({ auditStatus: 'SUSPENDED', auditReason: 'Fraud' });
      expect((await permit(rejected.id, 'createLabel').expect(403)).body.message).toBe('The client is suspended: Fraud');
    });

    it('refuses a move the audit does not allow, also through an edit', async () => {
      const c = await newClient();
      const res = await api.http().put(`/api/resources/client/${c.id}`).set(bearer(admin)).send({ auditStatus: 'APPROVED', version: c.version }).expect(400);
      expect(errorsOf(res)[0].field).toBe('auditStatus'); // not a form field: the audit moves only by its actions
    });

    it('deactivates: no sign-in, no labels, no proxy login; activates again', async () => {
      const c = await newClient();
      await act(c.id, 'approve').expect(200);
      const frozen = await act(c.id, 'deactivate').expect(200);
      expect(frozen.body.data.status).toBe('FROZEN');
      for (const what of ['signIn', 'createLabel', 'submit']) {
        const res = await permit(c.id, what).expect(403);
        expect(res.body).toMatchObject({ message: 'The client account is deactivated', zhMessage: '该客户账号已停用' });
      }
      await act(c.id, 'proxy-login').expect(409);
      await act(c.id, 'activate').expect(200);
      await permit(c.id, 'signIn').expect(200);
    });

    it('answers unknown clients and acts clearly', async () => {
      expect((await permit(999999, 'signIn').expect(404)).body.message).toBe('Client not found');
      await permit(1, 'fly').expect(400);
      await permit(0, 'signIn').expect(400);
    });

    it('reads a client\'s permits like the client: another owner\'s answers as a missing one, without its reason', async () => {
      const theirs = await newClient(); // the admin's (salesId 1), not the sales user's
      await act(theirs.id, 'approve').expect(200);
      await act(theirs.id, 'suspend', { reason: 'Internal: chargeback fraud review' }).expect(200);
      const missing = await api.http().get('/api/clients/999999/permits/submit').set(bearer(sales)).expect(404);
      for (const what of ['submit', 'createLabel', 'signIn']) {
        const res = await api.http().get(`/api/clients/${theirs.id}/permits/${what}`).set(bearer(sales)).expect(404);
        expect(res.body).toEqual(missing.body);
        expect(JSON.stringify(res.body)).not.toContain('chargeback');
      }
      // their own client answers as before, reason included (they see it on the client's page too)
      const own = (await api.http().post('/api/resources/client').set(bearer(sales)).send({ ...NEW_CLIENT, contactEmail: 'permit.own@example.com', salesId: 1 }).expect(201)).body.data;
      await act(own.id, 'approve').expect(200);
      await act(own.id, 'suspend', { reason: 'Unpaid invoices' }).expect(200);
      expect((await api.http().get(`/api/clients/${own.id}/permits/submit`).set(bearer(sales)).expect(403)).body.message).toBe('The client is suspended: Unpaid invoices');
      await api.http().get(`/api/clients/${own.id}/permits/signIn`).set(bearer(sales)).expect(200);
    });

    it('writes each action in the client\'s history under its name', async () => {
      const c = await newClient();
      await act(c.id, 'approve').expect(200);
      await act(c.id, 'suspend', { reason: 'Audit' }).expect(200);
      const history = (await api.http().get(`/api/resources/client/${c.id}/history`).set(bearer(admin)).expect(200)).body.data;
      expect(history.map((h: { action: string }) => h.action)).toEqual(['suspend', 'approve', 'create']);
      expect(history[0].changes).toEqual({ auditStatus: ['APPROVED', 'SUSPENDED'], auditReason: [null, 'Audit'] });
    });

    it('refuses a stale screen: the action carries the version it saw', async () => {
      const c = await newClient();
      await act(c.id, 'approve').expect(200);
      const res = await act(c.id, 'suspend', { reason: 'late', version: c.version }).expect(409);
      expect(res.body.message).toBe('The page information has expired, please refresh and try again');
    });
  });

  describe('proxy login', () => {
    it('needs its own sub-role, issues a 15-minute link scoped to the client, and is audited', async () => {
      const c = await newClient();
      const editor = await signedInWith(api, admin, 'client.editor', { fulfillment: { client: 4 } });
      await act(c.id, 'proxy-login', {}, editor).expect(403);
      const proxy = await signedInWith(api, admin, 'client.proxy', { fulfillment: { client: 1, 'client-proxy-login': 4 } });
      const res = await act(c.id, 'proxy-login', {}, proxy).expect(200);
      const { proxyLink, proxyExpiresAt } = res.body.data;
      expect(proxyLink).toMatch(/^https:\/\/portal\.ezeeship\.example\/proxy-login\?token=/);
      const minutes = (Date.parse(proxyExpiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);

      const token = decodeURIComponent(proxyLink.split('token=')[1]);
      const session = await api.http().post('/api/client-portal/proxy-session').send({ token }).expect(200);
      expect(session.body.data).toMatchObject({ clientId: c.id, clientCode: c.clientId, proxiedBy: 'client.proxy' });
      // Not a console token: no console route takes it.
      await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token)).expect(401);
      await api.http().get('/api/resources/client').set(bearer(token)).expect(401);
      // Tampered or absent: refused.
      await api.http().post('/api/client-portal/proxy-session').send({ token: `${token.slice(0, -2)}xx` }).expect(401);
      expect((await api.http().post('/api/client-portal/proxy-session').send({}).expect(401)).body.message).toBe('The proxy login link is invalid or has expired');

      const history = (await api.http().get(`/api/resources/client/${c.id}/history`).set(bearer(admin)).expect(200)).body.data;
      expect(history[0]).toMatchObject({ action: 'proxy-login', actorName: 'client.proxy' });

      // Used once: a second exchange opens nothing.
      expect((await api.http().post('/api/client-portal/proxy-session').send({ token }).expect(401)).body.message).toBe('This proxy login link has already been used; ask for a new one');
      // The client deactivated meanwhile: a fresh link opens nothing.
      const fresh = decodeURIComponent((await act(c.id, 'proxy-login', {}, proxy).expect(200)).body.data.proxyLink.split('token=')[1]);
      await act(c.id, 'deactivate').expect(200);
      expect((await api.http().post('/api/client-portal/proxy-session').send({ token: fresh }).expect(403)).body.message).toBe('The client account is deactivated');
    });

    it('opens one portal session per token, however many exchanges race for it', async () => {
      const c = await newClient();
      const link = (await act(c.id, 'proxy-login').expect(200)).body.data.proxyLink as string;
      const token = decodeURIComponent(link.split('token=')[1]);
      const answers = await Promise.all(Array.from({ length: 12 }, () => api.http().post('/api/client-portal/proxy-session').send({ token })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(11).fill(401)]);
    });

    it('revokes a token with the minting admin\'s sessions: sign out everywhere, deactivation', async () => {
      const c = await newClient();
      const minter = await signedInUser(api, admin, 'proxy.minter', { fulfillment: { client: 1, 'client-proxy-login': 4 } });
      const mint = async (token: string) => decodeURIComponent((await act(c.id, 'proxy-login', {}, token).expect(200)).body.data.proxyLink.split('token=')[1]);
      const exchange = (token: string) => api.http().post('/api/client-portal/proxy-session').send({ token });
      const early = await mint(minter.token);
      await api.http().post('/api/wms-user/admin/logoutAll').set(bearer(minter.token)).expect(200);
      expect((await exchange(early).expect(401)).body.message).toBe('The proxy login link is invalid or has expired');

      const again = await api.login('proxy.minter', 'Secret123');
      const late = await mint(again);
      const user = (await api.http().get(`/api/resources/admin-user/${minter.id}`).set(bearer(admin)).expect(200)).body.data;
      await api.http().post(`/api/resources/admin-user/${minter.id}/actions/deactivate`).set(bearer(admin)).send({ version: user.version }).expect(200);
      await exchange(late).expect(401);
      // a token of someone else still signed in works
      await exchange(await mint(admin)).expect(200);
    });

    it('has no bulk route: one token per client, asked for one at a time', async () => {
      // `bulk` is then read as a record id, and refused as one.
      const res = await api.http().post('/api/resources/client/bulk/actions/proxy-login').set(bearer(admin)).send({ items: [{ id: 1, version: 1 }] }).expect(400);
      expect(res.body.message).toBe('Invalid id');
    });
  });

  describe('reset password without a mail server', () => {
    it('sets a new password, shows it once to the admin and keeps only a redacted copy of the e-mail in the outbox', async () => {
      const c = await newClient({ contactEmail: 'outbox.client@example.com' });
      const res = await act(c.id, 'reset-password').expect(200);
      const password = res.body.data.outboxPassword as string;
      expect(res.body.data).toEqual({ passwordSentTo: 'outbox.client@example.com', outboxPassword: expect.stringMatching(/^\S{8,}$/) });
      const list = await api.http().get('/api/resources/message-management').query({ channel: 'EMAIL', recipient: 'outbox.client' }).set(bearer(admin)).expect(200);
      const [mail] = list.body.data.records;
      expect(mail).toMatchObject({ status: 'OUTBOX', messageType: 'CLIENT_PASSWORD_RESET', relatedResource: 'client', relatedId: c.id, clientId: c.id, sentBy: 'admin' });
      const shown = (await api.http().get(`/api/resources/message-management/${mail.id}`).set(bearer(admin)).expect(200)).body.data;
      expect(shown.body).toContain('new password is: ********');
      const row = await api.ds.getRepository('client').findOneByOrFail({ id: c.id }) as { passwordHash: string };
      expect(await verifyPassword(row.passwordHash, password)).toBe(true);
      // Nothing stored holds it: not the log's row, not the audit trail.
      const stored = await api.ds.getRepository('message-management').findOneByOrFail({ id: mail.id });
      expect(JSON.stringify(stored)).not.toContain(password);
      const history = (await api.http().get(`/api/resources/client/${c.id}/history`).set(bearer(admin)).expect(200)).body.data;
      expect(JSON.stringify(history)).not.toContain(password);
    });

    it('lists a client\'s mails only to users who reach that client, also through the global search', async () => {
      const mm = await signedInUser(api, admin, 'mm.sales', { messageManagement: { 'message-management': 1 }, fulfillment: { client: 1 } }, 'ASSIGNED');
      const mine = await newClient({ contactEmail: 'mm.mine@scope-mail.example.com', salesId: mm.id });
      const theirs = await newClient({ contactEmail: 'mm.theirs@scope-mail.example.com' });
      await act(mine.id, 'reset-password').expect(200);
      await act(theirs.id, 'reset-password').expect(200);
      const listed = (await api.http().get('/api/resources/message-management?pageSize=100').set(bearer(mm.token)).expect(200)).body.data;
      expect(listed.records.map((m: { recipient: string }) => m.recipient)).toEqual(['mm.mine@scope-mail.example.com']);
      const all = (await api.http().get('/api/resources/message-management').query({ recipient: 'scope-mail.example.com' }).set(bearer(admin)).expect(200)).body.data.records;
      const foreign = all.find((m: { clientId: number }) => m.clientId === theirs.id);
      await api.http().get(`/api/resources/message-management/${foreign.id}`).set(bearer(mm.token)).expect(404);
      await api.http().get(`/api/resources/message-management/${foreign.id}/history`).set(bearer(mm.token)).expect(404);
      const found = (await api.http().get('/api/search').query({ q: 'scope-mail' }).set(bearer(mm.token)).expect(200)).body.data.groups;
      const hits = found.find((g: { resource: string }) => g.resource === 'message-management')?.hits ?? [];
      expect(hits.map((h: { id: number }) => h.id)).not.toContain(foreign.id);
      expect(hits).toHaveLength(1);
    });

    it('shows messages only to Message Management and offers no writes', async () => {
      const operator = await api.login('operator', 'Operator123');
      await api.http().get('/api/resources/message-management').set(bearer(operator)).expect(403);
      await api.http().post('/api/resources/message-management').set(bearer(admin)).send({ subject: 'x' }).expect(404);
    });
  });

  describe('the sales scope over clients and their users', () => {
    it('lists only the clients a sales user owns, and only their users', async () => {
      const mine = (await api.http().get('/api/resources/client?pageSize=1000').set(bearer(sales)).expect(200)).body.data;
      const all = (await api.http().get('/api/resources/client?pageSize=1000').set(bearer(admin)).expect(200)).body.data;
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.total).toBeLessThan(all.total);
      expect(mine.records.every((r: { salesId: number }) => r.salesId === salesId)).toBe(true);
      const ownIds = new Set(mine.records.map((r: { id: number }) => r.id));
      const users = (await api.http().get('/api/resources/client-user?pageSize=1000').set(bearer(sales)).expect(200)).body.data;
      expect(users.total).toBeGreaterThan(0);
      expect(users.records.every((u: { clientId: number }) => ownIds.has(u.clientId))).toBe(true);
      const everyone = (await api.http().get('/api/resources/client-user?pageSize=1000').set(bearer(admin)).expect(200)).body.data;
      expect(users.total).toBeLessThan(everyone.total);
    });

    it('answers another owner\'s client and its users like missing ones, and refuses adding users to it', async () => {
      const theirs = await newClient(); // owned by the admin (salesId 1)
      await client(theirs.id, sales).expect(404);
      const user = (await api.http().post('/api/resources/client-user').set(bearer(admin))
        .send({ clientId: theirs.id, loginName: `u${theirs.id}`, userName: 'Their User', role: 'OPERATOR', email: `u${theirs.id}@example.com` }).expect(201)).body.data;
      await api.http().get(`/api/resources/client-user/${user.id}`).set(bearer(sales)).expect(404);
      const refused = await api.http().post('/api/resources/client-user').set(bearer(sales))
        .send({ clientId: theirs.id, loginName: `v${theirs.id}`, userName: 'Sneaky', role: 'OPERATOR', email: `v${theirs.id}@example.com` }).expect(400);
      expect(errorsOf(refused)[0]).toMatchObject({ field: 'clientId', message: 'Client: the chosen record does not exist' });
    });

    it('makes a sales user\'s new client theirs, and follows the client when its owner changes', async () => {
      const created = (await api.http().post('/api/resources/client').set(bearer(sales))
        .send({ ...NEW_CLIENT, contactEmail: 'sales.own@example.com', salesId: 1 }).expect(201)).body.data;
      expect(created.salesId).toBe(salesId);
      const user = (await api.http().post('/api/resources/client-user').set(bearer(sales))
        .send({ clientId: created.id, loginName: 'sales.own.user', userName: 'Own User', role: 'ADMIN', email: 'own.user@example.com' }).expect(201)).body.data;
      await api.http().put(`/api/resources/client/${created.id}`).set(bearer(admin)).send({ salesId: 1, version: created.version }).expect(200);
      await api.http().get(`/api/resources/client-user/${user.id}`).set(bearer(sales)).expect(404);
    });
  });

  describe('the shared calls of 01 §7', () => {
    const orgs = (token: string, query = 'orgType=1&isEzeeshipOmsOrg=true&curPageNo=1&pageSize=9999') =>
      api.http().get(`/api/wms-user/admin/org/listEzeeshipOmsOrgs?${query}`).set(bearer(token));

    it('lists the OMS clients as organisations, up to 9999 a page, the sales user its own', async () => {
      const all = (await orgs(admin).expect(200)).body.data;
      const oms = (await api.http().get('/api/resources/client?clientKind=oms&pageSize=1').set(bearer(admin))).body.data.total;
      expect(all.total).toBe(oms);
      expect(all.records).toHaveLength(oms);
      expect(all.records[0]).toEqual(expect.objectContaining({ orgId: expect.any(Number), orgName: expect.any(String), orgType: 1, clientId: expect.stringMatching(/^C/) }));
      const names = all.records.map((r: { orgName: string }) => r.orgName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const mine = (await orgs(sales).expect(200)).body.data;
      expect(mine.total).toBeLessThan(all.total);
      expect(mine.records.every((r: { salesId: number }) => r.salesId === salesId)).toBe(true);
    });

    it('refuses what the call does not take, and another product\'s path', async () => {
      expect((await orgs(admin, 'orgType=1&pageSize=10000').expect(400)).body.message).toMatch(/9999/);
      await orgs(admin, 'orgType=2').expect(400);
      await orgs(admin, 'isEzeeshipOmsOrg=false').expect(400);
      await api.http().get('/api/wms-user/admin/org/listAcmeOmsOrgs').set(bearer(admin)).expect(404);
      const nobody = await api.login('nobody', 'Nobody1234');
      await orgs(nobody).expect(403);
    });

    it('lists the active warehouses', async () => {
      const res = await api.http().get('/api/wms-business/wms/warehouse/query/queryEzeeshipWarehouse').set(bearer(admin)).expect(200);
      const active = (await api.http().get('/api/resources/warehouse?status=1').set(bearer(admin))).body.data.total;
      expect(res.body.data).toHaveLength(active);
      expect(res.body.data[0]).toEqual(expect.objectContaining({ warehouseId: expect.any(Number), warehouseCode: 'DFW1', timeZone: 'America/Chicago' }));
      await api.http().get('/api/wms-business/wms/warehouse/query/queryAcmeWarehouse').set(bearer(admin)).expect(404);
    });

    it('answers the address book and FBA addresses at their spec paths', async () => {
      const book = await api.http().get('/api/wms-user/addressBook/list?pageSize=99999').set(bearer(admin)).expect(200);
      expect(book.body.data.total).toBe(2000);
      const fba = await api.http().get('/api/wms-user/fba/address/search').set(bearer(admin)).expect(200);
      expect(fba.body.data.total).toBeGreaterThan(0);
    });
  });

  describe('client users', () => {
    it('need a reason when disabled, and the client permission', async () => {
      const c = await newClient();
      const body = { clientId: c.id, loginName: `dis${c.id}`, userName: 'Dee Sabled', role: 'VIEWER', email: `dis${c.id}@example.com`, status: 'DIS_ACTIVE' };
      const res = await api.http().post('/api/resources/client-user').set(bearer(admin)).send(body).expect(400);
      expect(errorsOf(res)[0]).toMatchObject({ field: 'reason' });
      await api.http().post('/api/resources/client-user').set(bearer(admin)).send({ ...body, reason: 'Left the company' }).expect(201);
      const nobody = await api.login('nobody', 'Nobody1234');
      await api.http().get(`/api/resources/client-user?clientId=${c.id}`).set(bearer(nobody)).expect(403);
      const listed = await api.http().get(`/api/resources/client-user?clientId=${c.id}`).set(bearer(admin)).expect(200);
      expect(listed.body.data.records.map((u: { userName: string }) => u.userName)).toEqual(['Dee Sabled']);
    });
  });
});

describe('reset password through a real SMTP server', () => {
  let api: Harness;
  let admin: string;
  let smtp: SMTPServer;
  const received: Array<{ to: string; raw: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => { raw += chunk.toString('utf8'); });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_POLL_MS: '50' });
    admin = await api.login();
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('e-mails the new password, then logs the mail as sent without the password', async () => {
    const created = (await api.http().post('/api/resources/client').set(bearer(admin))
      .send({ ...NEW_CLIENT, contactEmail: 'smtp.client@example.com', salesId: 1 }).expect(201)).body.data;
    await api.http().post(`/api/resources/client/${created.id}/actions/reset-password`).set(bearer(admin)).send({}).expect(200);

    const deadline = Date.now() + 15_000;
    let mail: any;
    while (Date.now() < deadline) {
      mail = (await api.http().get('/api/resources/message-management').query({ recipient: 'smtp.client' }).set(bearer(admin))).body.data.records[0];
      if (mail?.status === 'SENT') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toMatchObject({ status: 'SENT', channel: 'EMAIL' });
    expect(received).toHaveLength(1);
    expect(received[0].to).toBe('smtp.client@example.com');
    const unfolded = received[0].raw.replace(/=\r?\n/g, '');
    const password = /new password is: ([A-Za-z0-9]+)/.exec(unfolded)![1];
    const row = await api.ds.getRepository('client').findOneByOrFail({ id: created.id }) as { passwordHash: string };
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    const logged = (await api.http().get(`/api/resources/message-management/${mail.id}`).set(bearer(admin))).body.data;
    expect(logged.body).not.toContain(password);
    expect(logged.body).toContain('new password is: ********');
  });
});
