import { Client, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import { Harness, bearer, newClient, signedInUser, startApi } from '../harness';

interface BellNotice { id: number; type: string; ticketCaseId: number | null; caseNo: string | null; platformSource: string | null; authorName?: string; seen: boolean; hidden?: true }
interface BellPage { records: BellNotice[]; total: number; curPageNo: number; pageSize: number; unseen: number }

/**
 * The header's bell on a real database (SQLite; MariaDB with TEST_MYSQL_URL): a public reply
 * tells the ticket's assignee and followers, never its author, stored and pushed over STOMP; the
 * bell lists one's own notices newest first with the unseen count, marks some or all seen apart
 * from markAsRead's read state (02 §7), never another user's; and a notice of a ticket its user
 * may no longer view says nothing of it.
 */
describe('the desk notices bell', () => {
  let api: Harness;
  let admin: string;
  let n = 0;

  beforeAll(async () => {
    api = await startApi({}, { listen: true });
    admin = await api.login();
  });
  afterAll(() => api.close());

  const post = (path: string, body: object, token = admin) => api.http().post(`/api/${path}`).set(bearer(token)).send(body);
  const get = (path: string, token = admin) => api.http().get(`/api/${path}`).set(bearer(token));
  const agent = async (grants: object = { support: { 'support-wms': 3 } }, scope?: 'ASSIGNED') => {
    const userName = `bell.${++n}.${Date.now()}`;
    return { userName, ...await signedInUser(api, admin, userName, grants, scope) };
  };
  const ticketOf = async (body: object) => (await post('resources/ticket', { platformSource: 'WMS', subject: `Bell case ${++n}`, description: 'Details', priority: 2, ...body }).expect(201)).body.data;
  const act = async (id: number, action: string, body: object = {}, token = admin) => {
    const { version } = (await get(`resources/ticket/${id}`, token).expect(200)).body.data;
    return post(`resources/ticket/${id}/actions/${action}`, { version, ...body }, token).expect(200);
  };
  const bell = async (token: string, query = '') => (await get(`me/ticket-notices${query}`, token).expect(200)).body.data as BellPage;
  const unseen = async (token: string) => (await get('me/ticket-notices/unseen', token).expect(200)).body.data.unseen as number;
  /** Notices are sent after the write commits, beside its answer: wait until the count says so. */
  async function untilUnseen(token: string, count: number): Promise<void> {
    for (let i = 0; i < 100 && await unseen(token) < count; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await unseen(token)).toBe(count);
  }

  it('tells the assignee and followers of a public reply, never its author; lists, counts and marks seen one\'s own notices only', async () => {
    const c = await newClient(api, admin);
    const assignee = await agent();
    const follower = await agent();
    const outsider = await agent();
    const pushes: IMessage[] = [];
    const stomp = new Client({ webSocketFactory: () => new WebSocket(`${api.url!.replace('http', 'ws')}/ws/stomp`), connectHeaders: { Authorization: `Bearer ${assignee.token}` }, reconnectDelay: 0 });
    await new Promise((resolve) => { stomp.onConnect = resolve; stomp.activate(); });
    stomp.subscribe(`/topic/admin/${assignee.id}`, (m) => pushes.push(m));
    try {
      const t = await ticketOf({ clientId: c, assigneeId: assignee.id });
      await untilUnseen(assignee.token, 1);
      await act(t.id, 'follow', {}, follower.token);
      // someone else's reply tells both; an internal note tells nobody
      await act(t.id, 'reply', { body: 'We are looking into it.' });
      await act(t.id, 'note', { body: 'Only for the team' });
      await untilUnseen(assignee.token, 2);
      await untilUnseen(follower.token, 1);
      // the assignee's own reply tells the follower only
      await act(t.id, 'reply', { body: 'Found it.' }, assignee.token);
      await untilUnseen(follower.token, 2);
      expect(await unseen(assignee.token)).toBe(2);
      expect((await bell(admin)).records.filter((x) => x.ticketCaseId === t.id)).toEqual([]);

      const mine = await bell(assignee.token);
      expect(mine).toMatchObject({ total: 2, unseen: 2, curPageNo: 1, pageSize: 20 });
      expect(mine.records).toEqual([
        expect.objectContaining({ type: 'ADMIN_MSG_WORK_ORDER_REPLY', ticketCaseId: t.id, caseNo: t.caseNo, platformSource: 'WMS', authorName: 'admin', seen: false }),
        expect.objectContaining({ type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', ticketCaseId: t.id, caseNo: t.caseNo, seen: false }),
      ]);
      expect(mine.records[0].hidden).toBeUndefined();
      expect((await bell(follower.token)).records.map((x) => [x.type, x.authorName])).toEqual([
        ['ADMIN_MSG_WORK_ORDER_REPLY', assignee.userName], ['ADMIN_MSG_WORK_ORDER_REPLY', 'admin'],
      ]);
      // the push: the auto-assign push's body and who replied
      for (let i = 0; i < 50 && pushes.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      expect(pushes.map((m) => JSON.parse(m.body))).toEqual([
        { type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', body: { ticketCaseId: t.id, caseNo: t.caseNo, platformSource: 'WMS' } },
        { type: 'ADMIN_MSG_WORK_ORDER_REPLY', body: { ticketCaseId: t.id, caseNo: t.caseNo, platformSource: 'WMS', authorName: 'admin' } },
      ]);

      // markAsRead (sent as an auto-assign push arrives) reads them; the bell still shows them unseen
      await post(`ezeeship-workorder/admin/user/message/markAsRead?ticketCaseIds=${t.id}`, { ticketCaseIds: [t.id] }, assignee.token).expect(200);
      expect(await unseen(assignee.token)).toBe(2);
      // paged, newest first
      const second = await bell(assignee.token, '?curPageNo=2&pageSize=1');
      expect(second).toMatchObject({ total: 2, curPageNo: 2, pageSize: 1, unseen: 2 });
      expect(second.records.map((x) => x.type)).toEqual(['ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN']);

      // some seen: the reply's notice; once only
      const [reply, assigned] = mine.records;
      expect((await post('me/ticket-notices/seen', { ids: [reply.id] }, assignee.token).expect(200)).body.data).toEqual({ seen: 1, unseen: 1 });
      expect((await post('me/ticket-notices/seen', { ids: [reply.id] }, assignee.token).expect(200)).body.data).toEqual({ seen: 0, unseen: 1 });
      expect((await bell(assignee.token)).records.map((x) => x.seen)).toEqual([true, false]);
      // another user neither sees nor marks them
      expect((await bell(outsider.token)).records).toEqual([]);
      expect((await post('me/ticket-notices/seen', { ids: [assigned.id] }, outsider.token).expect(200)).body.data).toEqual({ seen: 0, unseen: 0 });
      expect((await post('me/ticket-notices/seen', { all: true }, outsider.token).expect(200)).body.data).toEqual({ seen: 0, unseen: 0 });
      expect(await unseen(assignee.token)).toBe(1);
      expect(await unseen(follower.token)).toBe(2);
      // all seen
      expect((await post('me/ticket-notices/seen', { all: true }, assignee.token).expect(200)).body.data).toEqual({ seen: 1, unseen: 0 });
      expect((await bell(assignee.token)).unseen).toBe(0);
      expect(await unseen(follower.token)).toBe(2);
    } finally {
      await stomp.deactivate();
    }
  });

  it('says nothing of a ticket its user may no longer view (its client passed to another sales owner)', async () => {
    const scoped = await agent({ support: { 'support-wms': 2 }, fulfillment: { client: 1 } }, 'ASSIGNED');
    const c = await newClient(api, admin, scoped.id);
    const t = await ticketOf({ clientId: c, assigneeId: scoped.id });
    await untilUnseen(scoped.token, 1);
    expect((await bell(scoped.token)).records).toEqual([expect.objectContaining({ ticketCaseId: t.id, caseNo: t.caseNo, platformSource: 'WMS' })]);
    const client = (await get(`resources/client/${c}`).expect(200)).body.data;
    await api.http().put(`/api/resources/client/${c}`).set(bearer(admin)).send({ salesId: 1, version: client.version }).expect(200);
    await get(`resources/ticket/${t.id}`, scoped.token).expect(404);
    const [notice] = (await bell(scoped.token)).records;
    expect(notice).toEqual({ id: expect.any(Number), type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', ticketCaseId: null, caseNo: null, platformSource: null, seen: false, hidden: true, createTime: expect.any(String) });
    expect(JSON.stringify(notice)).not.toContain(t.caseNo);
    // it may still be marked seen
    expect((await post('me/ticket-notices/seen', { ids: [notice.id] }, scoped.token).expect(200)).body.data).toEqual({ seen: 1, unseen: 0 });
  });

  it('refuses a malformed page or mark in the envelope', async () => {
    for (const query of ['?pageSize=101', '?curPageNo=0', '?curPageNo=x', '?userId=1']) {
      expect((await get(`me/ticket-notices${query}`).expect(400)).body).toMatchObject({ result: 'ERR', errorCode: 400, zhMessage: expect.any(String) });
    }
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [0] }, { ids: [2147483648] }, { all: false }, { all: 'true' }, { ids: [1], all: true }, [1], { ids: Array.from({ length: 501 }, (_, i) => i + 1) }]) {
      expect((await post('me/ticket-notices/seen', body).expect(400)).body).toMatchObject({ result: 'ERR', message: 'Invalid Data' });
    }
    await api.http().get('/api/me/ticket-notices').expect(401);
    await api.http().post('/api/me/ticket-notices/seen').send({ all: true }).expect(401);
  });
});
