import { Client, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import { addWorkingMinutes } from '@console/support';
import { Harness, bearer, newClient, signedInUser, startApi } from '../harness';
import { PNG } from '../fixtures/files';
import { TicketSlaWatch } from '../../src/modules/support/ticket-sla-watch';

/**
 * Support tickets (02 §2) on a real database (SQLite; MariaDB with TEST_MYSQL_URL): tickets per
 * source and who reaches them, case numbers, the assignment rules' order and load balancing with
 * the STOMP push, the unassigned fallback, the conversation (internal notes never in the client's
 * view), markAsRead at its exact path, follow, the status moves and the service-level clock in a
 * zone's working hours. Each test makes its own category, rules (ordered before the seed's) and
 * agents.
 */
describe('support tickets', () => {
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
  const category = async (fields: object[] = []) => (await post('resources/ticket-template', { name: `Category ${++n} ${Date.now()}`, fields, status: 1 }).expect(201)).body.data.id as number;
  const agent = async (grants: object = { support: { 'support-wms': 3, 'support-ezeeship': 3 } }) => signedInUser(api, admin, `agent.${++n}.${Date.now()}`, grants);
  const rule = (sortOrder: number, body: object) => post('resources/ticket-assign-rule', { sortOrder, status: 1, ...body }).expect(201);
  const ticketOf = async (body: object, token = admin) => (await post('resources/ticket', { platformSource: 'WMS', subject: `Case ${++n}`, description: 'Details', priority: 2, ...body }, token).expect(201)).body.data;
  const reload = async (id: number, token = admin) => (await get(`resources/ticket/${id}`, token).expect(200)).body.data;
  const act = (t: { id: number; version: number }, action: string, body: object = {}, token = admin) => post(`resources/ticket/${t.id}/actions/${action}`, { version: t.version, ...body }, token);

  it('numbers each case T + UTC date + the day\'s sequence and opens it', async () => {
    const c = await newClient(api, admin);
    const first = await ticketOf({ clientId: c });
    const second = await ticketOf({ clientId: c });
    const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
    expect(first.caseNo).toMatch(new RegExp(`^T${day}\\d{4}$`));
    expect(Number(second.caseNo.slice(7))).toBe(Number(first.caseNo.slice(7)) + 1);
    expect(first).toMatchObject({ status: 1, platformSource: 'WMS', clientId: c, followed: 0 });
  });

  it('keeps each source to its own sub-role: a WMS-only agent gets 403 on the EZEESHIP list and 404 on its tickets', async () => {
    const c = await newClient(api, admin);
    const oms = await ticketOf({ clientId: c, platformSource: 'EZEESHIP' });
    const wms = await ticketOf({ clientId: c });
    const { token } = await agent({ support: { 'support-wms': 2 }, fulfillment: { client: 1 } });
    await get('resources/ticket?platformSource=EZEESHIP', token).expect(403);
    await get(`resources/ticket/${oms.id}`, token).expect(404);
    await get(`support/tickets/${oms.id}/client-view`, token).expect(404);
    const seen = (await get('resources/ticket?pageSize=1000', token).expect(200)).body.data.records;
    expect(seen.every((t: { platformSource: string }) => t.platformSource === 'WMS')).toBe(true);
    expect((await get(`resources/ticket/${wms.id}`, token).expect(200)).body.data.id).toBe(wms.id);
    // nor may it file one under another source
    await post('resources/ticket', { platformSource: 'EZEESHIP', clientId: c, subject: 'Not mine', description: 'x', priority: 2 }, token).expect(403);
    // its messages follow the same rule
    await get(`resources/ticket-message?ticketId=${oms.id}`, token).expect(200).then((r) => expect(r.body.data.records).toEqual([]));
  });

  it('assigns by the first matching rule, to the agent with the fewest open tickets, round robin on ties, and pushes the assignment', async () => {
    const c = await newClient(api, admin);
    const cat = await category();
    const a1 = await agent();
    const a2 = await agent();
    const other = await agent();
    await rule(1, { categoryId: cat, priority: 4, agentIds: [other.id] });
    await rule(2, { categoryId: cat, agentIds: [a1.id, a2.id] });
    const pushes: IMessage[] = [];
    const stomp = new Client({ webSocketFactory: () => new WebSocket(`${api.url!.replace('http', 'ws')}/ws/stomp`), connectHeaders: { Authorization: `Bearer ${a1.token}` }, reconnectDelay: 0 });
    await new Promise((resolve) => { stomp.onConnect = resolve; stomp.activate(); });
    stomp.subscribe(`/topic/admin/${a1.id}`, (m) => pushes.push(m));
    try {
      const urgent = await ticketOf({ clientId: c, categoryId: cat, priority: 4 });
      expect(urgent.assigneeId).toBe(other.id);
      const order = [];
      for (let i = 0; i < 4; i++) order.push((await ticketOf({ clientId: c, categoryId: cat })).assigneeId);
      // never assigned first (a1, the lower id), then fewest open, ties to the one given a ticket longest ago
      expect(order).toEqual([a1.id, a2.id, a1.id, a2.id]);
      // a1 resolves one: it has fewer open now
      const mine = (await get(`resources/ticket?assigneeId=${a1.id}&pageSize=10`).expect(200)).body.data.records[0];
      await act(mine, 'resolve').expect(200);
      expect((await ticketOf({ clientId: c, categoryId: cat })).assigneeId).toBe(a1.id);
      // the push: type, ticketCaseId, caseNo, platformSource
      for (let i = 0; i < 50 && pushes.length < 3; i++) await new Promise((r) => setTimeout(r, 50));
      expect(pushes).toHaveLength(3);
      const body = JSON.parse(pushes[0].body);
      expect(body).toMatchObject({ type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', body: { ticketCaseId: expect.any(Number), caseNo: expect.stringMatching(/^T\d{10}$/), platformSource: 'WMS' } });
      // markAsRead at its exact path: query and payload
      const ids = pushes.map((m) => JSON.parse(m.body).body.ticketCaseId as number);
      expect((await get('support/notices', a1.token).expect(200)).body.data.map((x: { ticketCaseId: number }) => x.ticketCaseId).sort()).toEqual([...ids].sort());
      const read = await post(`ezeeship-workorder/admin/user/message/markAsRead?ticketCaseIds=${ids.slice(0, 2).join(',')}`, { ticketCaseIds: ids.slice(0, 2) }, a1.token).expect(200);
      expect(read.body.data).toEqual({ ticketCaseIds: ids.slice(0, 2), read: 2 });
      expect((await get('support/notices', a1.token).expect(200)).body.data.map((x: { ticketCaseId: number }) => x.ticketCaseId)).toEqual([ids[2]]);
      await post('otherproduct-workorder/admin/user/message/markAsRead?ticketCaseIds=1', { ticketCaseIds: [1] }, a1.token).expect(404);
      await post('ezeeship-workorder/admin/user/message/markAsRead?ticketCaseIds=abc', {}, a1.token).expect(400);
    } finally {
      await stomp.deactivate();
    }
  });

  it('leaves a ticket unassigned when the matching rule has nobody available, and assigns it when it returns to the queue', async () => {
    const c = await newClient(api, admin);
    const cat = await category();
    const away = await agent();
    await post(`resources/admin-user/${away.id}/actions/deactivate`, { version: (await get(`resources/admin-user/${away.id}`).expect(200)).body.data.version }).expect(200);
    const pool = await rule(3, { categoryId: cat, agentIds: [away.id] });
    const waiting = await ticketOf({ clientId: c, categoryId: cat });
    expect(waiting.assigneeId).toBeNull();
    // it says why — its pool has no active agent
    expect(waiting.unassignedReason).toBe('noAgentOnDuty');
    const unassigned = (await get('resources/ticket?assigneeId=none&pageSize=1000').expect(200)).body.data.records;
    expect(unassigned.map((t: { id: number }) => t.id)).toContain(waiting.id);
    expect(unassigned.every((t: { assigneeId: number | null }) => t.assigneeId === null)).toBe(true);
    // someone joins the pool; the ticket goes back to the queue (Open, nobody on it) and is assigned
    const back = await agent();
    await api.http().put(`/api/resources/ticket-assign-rule/${pool.body.data.id}`).set(bearer(admin)).send({ agentIds: [away.id, back.id], version: pool.body.data.version }).expect(200);
    const current = await reload(waiting.id);
    const requeued = (await api.http().put(`/api/resources/ticket/${waiting.id}`).set(bearer(admin)).send({ assigneeId: null, version: current.version }).expect(200)).body.data;
    expect(requeued.assigneeId).toBe(back.id);
    expect(requeued.unassignedReason).toBeNull();
  });

  it('says a ticket left unassigned outside working hours is so, and lets an agent assign it to itself once', async () => {
    const c = await newClient(api, admin);
    const cat = await category();
    // a zone of this client alone, working the day after tomorrow only: its agent is not working now
    const day = new Date(Date.now() + 2 * 86_400_000);
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    const sleeper = await agent();
    const zone = (await post('resources/ticket-zone', {
      name: `Later ${weekday} ${Date.now()}`, clientIds: [c], agentIds: [sleeper.id], timeZone: 'UTC', workDays: [weekday], workStart: '09:00', workEnd: '17:00', status: 1,
    }).expect(201)).body.data;
    await rule(2, { categoryId: cat, zoneId: zone.id, agentIds: [sleeper.id] });
    const waiting = await ticketOf({ clientId: c, categoryId: cat });
    expect(waiting).toMatchObject({ assigneeId: null, unassignedReason: 'outsideHours' });
    // Assign to me: the signed-in user takes it, the reason goes, and the change is an event of the conversation
    const taker = await agent();
    await act(waiting, 'assignToMe', {}, taker.token).expect(200);
    const after = await reload(waiting.id);
    expect(after).toMatchObject({ assigneeId: taker.id, unassignedReason: null });
    expect(after.assignedAt).toBeTruthy();
    const events = (await get(`resources/ticket-message?ticketId=${waiting.id}&kind=3`).expect(200)).body.data.records;
    expect(events.some((e: { eventField: string; eventTo: string }) => e.eventField === 'assigneeId' && e.eventTo === String(taker.id))).toBe(true);
    // an assigned ticket offers it no more
    await act(after, 'assignToMe', {}, taker.token).expect(409);
  });

  it('keeps a conversation: replies, internal notes and changes; the client\'s view has the replies only', async () => {
    const c = await newClient(api, admin);
    const t = await ticketOf({ clientId: c, assigneeId: 1 });
    const note = await act(t, 'note', { body: 'Carrier says it was left at the door' }).expect(200);
    expect(note.body.data).toMatchObject({ kind: 2, body: 'Carrier says it was left at the door', authorName: 'admin' });
    const afterNote = await reload(t.id);
    expect(afterNote.firstRespondedAt).toBeNull();
    await act(afterNote, 'reply', { body: 'We have opened a claim with the carrier.' }).expect(200);
    const replied = await reload(t.id);
    // the first reply stops the first-response clock and starts the work
    expect(replied).toMatchObject({ status: 2 });
    expect(replied.firstRespondedAt).not.toBeNull();
    await act(replied, 'reply', { body: '' }).expect(400);
    const messages = (await get(`resources/ticket-message?ticketId=${t.id}&pageSize=100`).expect(200)).body.data.records
      .sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    // the note, the reply, and the move to In Progress it made
    expect(messages.map((m: { kind: number; eventField: string | null; eventFrom: string | null; eventTo: string | null }) => [m.kind, m.eventField, m.eventFrom, m.eventTo]))
      .toEqual([[2, null, null, null], [1, null, null, null], [3, 'status', '1', '2']]);
    const view = (await get(`support/tickets/${t.id}/client-view`).expect(200)).body.data;
    expect(view.messages.map((m: { body: string }) => m.body)).toEqual(['We have opened a claim with the carrier.']);
    expect(JSON.stringify(view)).not.toContain('left at the door');
  });

  it('keeps a reply\'s own files, uploaded through the ticket\'s route; nobody attaches another\'s upload', async () => {
    const c = await newClient(api, admin);
    const t = await ticketOf({ clientId: c, assigneeId: 1 });
    const upload = (token = admin) => api.http().post('/api/resources/ticket/files/attachments').set(bearer(token)).attach('file', PNG, { filename: 'label.png', contentType: 'image/png' }).expect(201);
    const [file] = (await upload()).body.data;
    const reply = (await act(t, 'reply', { body: 'The label, attached.', attachments: [file.id] }).expect(200)).body.data;
    expect(reply.attachments).toEqual([expect.objectContaining({ id: file.id, name: 'label.png' })]);
    // held by the message now: its viewers download it, and the client's view lists it
    await get(`files/${file.id}`).expect(200);
    const view = (await get(`support/tickets/${t.id}/client-view`).expect(200)).body.data;
    expect(view.messages[0].attachments).toEqual([expect.objectContaining({ id: file.id })]);
    // another agent's fresh upload, or a file a message holds, cannot be attached
    const other = (await agent()).token;
    const [theirs] = (await upload(other)).body.data;
    const current = await reload(t.id);
    const refused = await act(current, 'note', { body: 'Mine now', attachments: [theirs.id] }).expect(400);
    expect(refused.body.data.errors[0]).toMatchObject({ field: 'attachments' });
    await act(current, 'note', { body: 'Again', attachments: [file.id] }).expect(400);
    const notes = (await get(`resources/ticket-message?ticketId=${t.id}&kind=2`).expect(200)).body.data.records;
    expect(notes).toHaveLength(0);
  });

  it('follows and unfollows; resolves, reopens and closes, and a closed ticket stays closed', async () => {
    const c = await newClient(api, admin);
    let t = await ticketOf({ clientId: c, assigneeId: 1 });
    await act(t, 'follow').expect(200);
    t = await reload(t.id);
    expect(t.followed).toBe(1);
    await act(t, 'follow').expect(409);
    expect((await get(`resources/ticket-follower?ticketId=${t.id}`).expect(200)).body.data.records).toHaveLength(1);
    // My Follow: the tickets the signed-in user follows, across sources; only "me" may be asked
    const mine = async (token = admin) => (await get('resources/ticket?followerId=me&pageSize=1000', token).expect(200)).body.data;
    expect((await mine()).records.map((r: { id: number }) => r.id)).toContain(t.id);
    const someone = (await agent()).token;
    expect((await mine(someone)).records.map((r: { id: number }) => r.id)).not.toContain(t.id);
    const asked = await get('resources/ticket?followerId=1').expect(400);
    expect(asked.body.data.errors[0]).toMatchObject({ field: 'followerId', message: expect.stringContaining('"me"') });
    await act(t, 'unfollow').expect(200);
    t = await reload(t.id);
    expect(t.followed).toBe(0);
    expect((await mine()).records.map((r: { id: number }) => r.id)).not.toContain(t.id);
    await act(t, 'resolve').expect(200);
    t = await reload(t.id);
    expect(t.status).toBe(4);
    expect(t.resolvedAt).not.toBeNull();
    await act(t, 'reopen').expect(200);
    t = await reload(t.id);
    expect(t).toMatchObject({ status: 1, resolvedAt: null });
    await act(t, 'close').expect(409);
    await act(t, 'resolve').expect(200);
    t = await reload(t.id);
    await act(t, 'close').expect(200);
    t = await reload(t.id);
    expect(t.status).toBe(5);
    await act(t, 'reopen').expect(409);
    await api.http().put(`/api/resources/ticket/${t.id}`).set(bearer(admin)).send({ status: 1, version: t.version }).expect(409);
  });

  it('counts the service-level clock in the client\'s zone working hours, pauses it while waiting for the client, and reads the state', async () => {
    const c = await newClient(api, admin);
    // a zone of this client alone, open on one week day only: the day after tomorrow, 09:00-17:00 UTC
    const open = new Date(Date.now() + 2 * 86_400_000);
    const weekday = open.getUTCDay() === 0 ? 7 : open.getUTCDay();
    await post('resources/ticket-zone', {
      name: `Only ${weekday} ${Date.now()}`, clientIds: [c], agentIds: [1], timeZone: 'UTC', workDays: [weekday], workStart: '09:00', workEnd: '17:00', status: 1,
      normalFirstResponse: 30, normalResolution: 120,
    }).expect(201);
    let t = await ticketOf({ clientId: c, assigneeId: 1 });
    const day = open.toISOString().slice(0, 10);
    // no working time until that day: 09:30 and 11:00 on it
    expect(new Date(t.firstResponseDue).toISOString()).toBe(`${day}T09:30:00.000Z`);
    expect(new Date(t.resolutionDue).toISOString()).toBe(`${day}T11:00:00.000Z`);
    // stored with them: the moments each clock enters its last fifth (6 of 30, 24 of 120 minutes left)
    expect(new Date(t.firstResponseAtRisk).toISOString()).toBe(`${day}T09:24:00.000Z`);
    expect(new Date(t.resolutionAtRisk).toISOString()).toBe(`${day}T10:36:00.000Z`);
    expect(t.slaState).toBe('ok');
    // waiting for the client pauses the resolution clock; back in progress, the same 120 minutes are left
    await act(t, 'reply', { body: 'Could you send a photo?' }).expect(200);
    t = await reload(t.id);
    t = (await api.http().put(`/api/resources/ticket/${t.id}`).set(bearer(admin)).send({ status: 3, version: t.version }).expect(200)).body.data;
    expect(t.resolutionDue).toBeNull();
    expect(t.resolutionAtRisk).toBeNull();
    t = (await api.http().put(`/api/resources/ticket/${t.id}`).set(bearer(admin)).send({ status: 2, version: t.version }).expect(200)).body.data;
    expect(new Date(t.resolutionDue).toISOString()).toBe(`${day}T11:00:00.000Z`);
    expect(new Date(t.resolutionAtRisk).toISOString()).toBe(`${day}T10:36:00.000Z`);
    // past due (set behind the desk's back): breached, and red in the list
    await api.ds.query('UPDATE ticket SET resolution_due = ? WHERE id = ?', [new Date(Date.now() - 60_000).toISOString().replace('T', ' ').replace('Z', ''), t.id]);
    expect((await reload(t.id)).slaState).toBe('breached');
    // about to breach: the watch warns the assignee once per clock, in the last fifth of its target (6 of 30 minutes)
    const a = await agent();
    const risky = await ticketOf({ clientId: c, assigneeId: a.id });
    const watch = api.app.get(TicketSlaWatch);
    const mine = (sent: Array<[number, string]>) => sent.filter(([id]) => id === risky.id);
    expect(mine(await watch.scan(new Date(`${day}T09:10:00Z`)))).toEqual([]);
    expect(mine(await watch.scan(new Date(`${day}T09:25:00Z`)))).toEqual([[risky.id, 'firstResponse']]);
    expect(mine(await watch.scan(new Date(`${day}T09:26:00Z`)))).toEqual([]);
    const notices = (await get('support/notices', a.token).expect(200)).body.data;
    expect(notices).toEqual([
      expect.objectContaining({ ticketCaseId: risky.id, type: 'ADMIN_MSG_WORK_ORDER_SLA_AT_RISK', target: 'firstResponse' }),
      expect.objectContaining({ ticketCaseId: risky.id, type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN' }),
    ]);
    // the resolution clock warns on its own, later (24 of its 120 minutes left)
    expect(mine(await watch.scan(new Date(`${day}T10:40:00Z`)))).toEqual([[risky.id, 'resolution']]);
    // a ticket written before the at-risk moments were stored is read the long way, to the same answer
    const legacy = await ticketOf({ clientId: c, assigneeId: a.id });
    await api.ds.query('UPDATE ticket SET first_response_at_risk = NULL, resolution_at_risk = NULL WHERE id = ?', [legacy.id]);
    const legacyOf = (sent: Array<[number, string]>) => sent.filter(([id]) => id === legacy.id);
    expect(legacyOf(await watch.scan(new Date(`${day}T09:23:00Z`)))).toEqual([]);
    expect(legacyOf(await watch.scan(new Date(`${day}T09:25:00Z`)))).toEqual([[legacy.id, 'firstResponse']]);
    // a weekend between: a Friday 16:00 ticket of a Monday-Friday 09:00-17:00 zone answers on Monday 10:00 (libs/support)
    expect(addWorkingMinutes({ timeZone: 'UTC', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' }, new Date('2026-11-20T16:00:00Z'), 120).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('checks a ticket\'s category fields and a zone\'s hours, naming the field in both languages', async () => {
    const c = await newClient(api, admin);
    const cat = await category([{ key: 'orderNo', label: { en: 'Order No.', zh: '订单号' }, kind: 'text', required: true }, { key: 'boxes', label: { en: 'Boxes', zh: '箱数' }, kind: 'number' }]);
    const missing = await post('resources/ticket', { platformSource: 'WMS', clientId: c, categoryId: cat, subject: 'x', description: 'y', priority: 2, extra: { boxes: 'two' } }).expect(400);
    expect(missing.body.data.errors).toEqual([
      { field: 'extra.orderNo', message: 'Order No. is required', zhMessage: expect.stringContaining('订单号') },
      { field: 'extra.boxes', message: 'Boxes is not valid for this category', zhMessage: '箱数不符合该分类的要求' },
    ]);
    expect((await ticketOf({ clientId: c, categoryId: cat, extra: { orderNo: 'SO-1', boxes: '2' } })).extra).toEqual({ orderNo: 'SO-1', boxes: '2' });
    const badTemplate = await post('resources/ticket-template', { name: `Bad ${Date.now()}`, fields: [{ key: 'x', kind: 'select', label: { en: 'X', zh: 'X' } }], status: 1 }).expect(400);
    expect(badTemplate.body.data.errors[0].field).toBe('fields');
    const badZone = await post('resources/ticket-zone', { name: `Bad ${Date.now()}`, agentIds: [1], timeZone: 'Mars/Olympus', workDays: [1], workStart: '09:00', workEnd: '17:00', status: 1 }).expect(400);
    expect(badZone.body).toMatchObject({ message: 'Working hours need a known time zone, at least one day, and an end after the start' });
    // a zone working round the clock ends at 24:00; nothing later than that is a time of day
    const zone = { agentIds: [1], timeZone: 'UTC', workDays: [1, 2, 3, 4, 5, 6, 7], workStart: '00:00', status: 1 };
    await post('resources/ticket-zone', { ...zone, name: `All day ${Date.now()}`, workEnd: '24:00' }).expect(201);
    const late = await post('resources/ticket-zone', { ...zone, name: `Late ${Date.now()}`, workEnd: '24:30' }).expect(400);
    expect(late.body.data.errors).toEqual([{ field: 'workEnd', message: 'Enter a time of day as HH:mm (24-hour)', zhMessage: '请按 HH:mm（24 小时制）填写时间' }]);
  });

  it('answers a category\'s fields with the category picker\'s lookup, to whoever may create tickets', async () => {
    const fields = [{ key: 'orderNo', label: { en: 'Order No.', zh: '订单号' }, kind: 'text', required: true }];
    const cat = await category(fields);
    // an agent who may create WMS tickets but not see the desk's settings
    const creator = (await agent({ support: { 'support-wms': 3 } })).token;
    await get('resources/ticket-template', creator).expect(403);
    const found = (await get(`resources/ticket/lookup/categoryId?id=${cat}`, creator).expect(200)).body.data;
    expect(found).toEqual([{ id: cat, label: expect.stringMatching(/^Category /), values: { fields } }]);
    // the client picker carries nothing more than id and label
    const clients = (await get('resources/ticket/lookup/clientId?limit=1').expect(200)).body.data;
    expect(Object.keys(clients[0]).sort()).toEqual(['id', 'label']);
  });

  it('opens every new ticket: its status is not the creator\'s to choose', async () => {
    const c = await newClient(api, admin);
    const refused = await post('resources/ticket', { platformSource: 'WMS', clientId: c, subject: 'x', description: 'y', priority: 2, status: 4 }).expect(400);
    expect(refused.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['status']);
    expect((await ticketOf({ clientId: c })).status).toBe(1);
  });
});
