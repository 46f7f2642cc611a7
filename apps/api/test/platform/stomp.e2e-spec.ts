import { Client, IFrame, IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import { StompServer } from '../../src/realtime/stomp.server';
import { RedisBus } from '../../src/realtime/realtime-bus';
import { REALTIME_BUS } from '../../src/core/tokens';
import { Harness, startApi } from '../harness';

/** A real @stomp/stompjs client, as the browser uses it, against the server. */
function stompClient(api: Harness, token: string, extra: Partial<ConstructorParameters<typeof Client>[0]> = {}) {
  const url = `${api.url!.replace('http', 'ws')}/ws/stomp`;
  return new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
    ...extra,
  });
}

function connected(client: Client): Promise<IFrame> {
  return new Promise((resolve, reject) => {
    client.onConnect = resolve;
    client.onStompError = (f) => reject(new Error(f.headers.message));
    client.activate();
  });
}

function nextMessage(client: Client, destination: string): Promise<IMessage> {
  return new Promise((resolve) => client.subscribe(destination, resolve));
}

const exportMessage = { type: 'ADMIN_MSG_EXCEL_EXPORT' as const, body: { content: { status: 1, type: 1, fileName: 'leads.xlsx', url: '/api/files/1' } } };

describe('STOMP at /ws/stomp, one instance', () => {
  let api: Harness;
  let token: string;
  let userId: number;
  const clients: Client[] = [];
  beforeAll(async () => {
    api = await startApi({}, { listen: true });
    token = await api.login();
    userId = (await api.http().get('/api/wms-user/admin/afterLogin').set('Authorization', `Bearer ${token}`)).body.data.user.userId;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.deactivate()));
  });
  afterAll(() => api.close());

  it('connects with the bearer token in the connect headers and negotiates 10 s heart-beats', async () => {
    const client = stompClient(api, token);
    clients.push(client);
    const frame = await connected(client);
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
  });

  it('routes a message to the subscription of the addressed user only', async () => {
    const mine = stompClient(api, token);
    const other = stompClient(api, await api.login('operator'));
    clients.push(mine, other);
    await Promise.all([connected(mine), connected(other)]);
    const received = nextMessage(mine, `/topic/admin/${userId}`);
    const otherGot: IMessage[] = [];
    other.subscribe('/topic/admin/3', (m) => otherGot.push(m));
    await new Promise((r) => setTimeout(r, 100));
    await api.app.get(StompServer).publish(userId, exportMessage);
    const message = await received;
    expect(JSON.parse(message.body)).toEqual(exportMessage);
    expect(message.headers.destination).toBe(`/topic/admin/${userId}`);
    expect(message.headers['message-id']).toMatch(/^1-\d+$/);
    expect(message.headers.subscription).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(otherGot).toEqual([]);
  });

  it('stops delivering to a subscription after UNSUBSCRIBE', async () => {
    const client = stompClient(api, token);
    clients.push(client);
    await connected(client);
    const got: IMessage[] = [];
    const subscription = client.subscribe(`/topic/admin/${userId}`, (m) => got.push(m));
    await new Promise((r) => setTimeout(r, 100));
    subscription.unsubscribe();
    await new Promise((r) => setTimeout(r, 100));
    await api.app.get(StompServer).publish(userId, exportMessage);
    // A fresh subscription still receives, so the socket is alive and only the old one is gone.
    const again = nextMessage(client, `/topic/admin/${userId}`);
    await new Promise((r) => setTimeout(r, 100));
    await api.app.get(StompServer).publish(userId, exportMessage);
    expect((await again).headers.subscription).not.toBe(subscription.id);
    expect(got).toEqual([]);
  });

  it('refuses another user\'s topic with ERROR and closes', async () => {
    const client = stompClient(api, token);
    clients.push(client);
    await connected(client);
    const error = new Promise<IFrame>((resolve) => { client.onStompError = resolve; });
    const closed = new Promise<void>((resolve) => { client.onWebSocketClose = () => resolve(); });
    client.subscribe('/topic/admin/2', () => undefined);
    expect((await error).headers.message).toBe('forbidden destination /topic/admin/2');
    await closed;
  });

  it('refuses a missing or revoked token', async () => {
    const client = stompClient(api, 'not-a-token');
    clients.push(client);
    await expect(connected(client)).rejects.toThrow('unauthorized');
  });

  it('answers DISCONNECT with its RECEIPT', async () => {
    const client = stompClient(api, token);
    await connected(client);
    const closed = new Promise<void>((resolve) => { client.onWebSocketClose = () => resolve(); });
    await client.deactivate(); // stompjs sends DISCONNECT with a receipt and waits for it
    await closed;
    expect(api.app.get(StompServer).connectionCount).toBe(0);
  });

  it('writes a heart-beat at least every 10 s', async () => {
    const raw = new WebSocket(`${api.url!.replace('http', 'ws')}/ws/stomp`);
    const frames: Array<{ at: number; data: string }> = [];
    raw.on('message', (d) => frames.push({ at: Date.now(), data: d.toString() }));
    await new Promise((r) => raw.on('open', r));
    raw.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\nheart-beat:0,10000\n\n\0`);
    const start = Date.now();
    await new Promise((r) => setTimeout(r, 10_600));
    raw.close();
    expect(frames[0].data.startsWith('CONNECTED')).toBe(true);
    const beats = frames.filter((f) => f.data === '\n');
    expect(beats.length).toBeGreaterThanOrEqual(1);
    expect(beats[0].at - start).toBeLessThanOrEqual(10_500);
  }, 20_000);

  it('reconnects after the connection drops and receives again', async () => {
    const client = stompClient(api, token, { reconnectDelay: 300 });
    clients.push(client);
    let connects = 0;
    const reconnected = new Promise<void>((resolve) => {
      client.onConnect = () => {
        connects++;
        client.subscribe(`/topic/admin/${userId}`, (m) => { if (connects === 2 && JSON.parse(m.body).type) resolve(); });
        if (connects === 1) api.app.get(StompServer)['sessions'].forEach((s: { close(): void }) => s.close());
        // the SUBSCRIBE frame must reach the server before the message is published
        if (connects === 2) setTimeout(() => void api.app.get(StompServer).publish(userId, exportMessage), 150);
      };
    });
    client.activate();
    await reconnected;
    expect(connects).toBe(2);
  });
});

/** A bare WebSocket that records what the server writes and how it closes. */
async function rawSocket(api: Harness) {
  const ws = new WebSocket(`${api.url!.replace('http', 'ws')}/ws/stomp`);
  const received: string[] = [];
  ws.on('message', (d) => received.push(d.toString()));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => undefined); // a refused socket may report a reset; the close code is what counts
  await new Promise((r) => ws.on('open', r));
  return { ws, received, closed };
}

const errorMessage = (frames: string[]) => frames.find((f) => f.startsWith('ERROR\n'))?.match(/^message:(.*)$/m)?.[1];

describe('STOMP limits: connect deadline, frame and buffer caps', () => {
  let api: Harness;
  let token: string;
  // long enough that a CONNECT's sign-in check finishes within it on a busy CI machine
  const deadlineMs = 1500;
  beforeAll(async () => {
    api = await startApi({ STOMP_CONNECT_TIMEOUT_MS: String(deadlineMs) }, { listen: true });
    token = await api.login();
  });
  afterAll(() => api.close());

  const connect = (ws: WebSocket) => ws.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\n\n\0`);

  it('closes a socket that never sends CONNECT, with ERROR first', async () => {
    const { received, closed } = await rawSocket(api);
    await closed;
    expect(errorMessage(received)).toBe('no CONNECT in time');
    // the server's side of the socket closes a moment after the client's
    for (let i = 0; i < 100 && api.app.get(StompServer).connectionCount > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(api.app.get(StompServer).connectionCount).toBe(0);
  });

  it('closes a socket that sends only heart-beats and no CONNECT', async () => {
    const { ws, received, closed } = await rawSocket(api);
    const beat = setInterval(() => ws.readyState === ws.OPEN && ws.send('\n'), 50);
    await closed;
    clearInterval(beat);
    expect(errorMessage(received)).toBe('no CONNECT in time');
  });

  it('answers a frame over 64 kB with ERROR and closes', async () => {
    const { ws, received, closed } = await rawSocket(api);
    connect(ws);
    ws.send(`SEND\ndestination:/topic/admin/1\n\n${'x'.repeat(70_000)}\0`);
    await closed;
    expect(received[0].startsWith('CONNECTED\n')).toBe(true);
    expect(errorMessage(received)).toBe('frame too large (at most 65536 characters)');
  });

  it('refuses a content-length over the cap without waiting for the body', async () => {
    const { ws, received, closed } = await rawSocket(api);
    connect(ws);
    // once connected: the frame cap, not the connect deadline, is what closes it
    for (let i = 0; i < 250 && !received.some((f) => f.startsWith('CONNECTED\n')); i++) await new Promise((r) => setTimeout(r, 20));
    ws.send('SEND\ndestination:/topic/admin/1\ncontent-length:100000000\n\nabc');
    await closed;
    expect(errorMessage(received)).toBe('frame too large (at most 65536 characters)');
  });

  it('answers a slow drip of an unterminated frame with ERROR once the cap is passed, and closes', async () => {
    const { ws, received, closed } = await rawSocket(api);
    connect(ws);
    ws.send('SEND\ndestination:/topic/admin/1\n\n');
    let sent = 0;
    const chunk = 'y'.repeat(4096);
    // up to 200 chunks of 4 kB (800 kB, far past both caps), until the server answers
    while (sent < 200 && ws.readyState === ws.OPEN && !errorMessage(received)) {
      ws.send(chunk);
      sent++;
      await new Promise((r) => setTimeout(r, 5));
    }
    await closed;
    expect(errorMessage(received)).toBe('frame too large (at most 65536 characters)');
    expect(sent).toBeLessThan(200);
  });

  it('lets ws refuse a single WebSocket message over its maxPayload (close 1009)', async () => {
    const { ws, closed } = await rawSocket(api);
    connect(ws);
    ws.send('z'.repeat(1024 * 1024));
    expect(await closed).toBe(1009);
  });

  it('keeps serving normal clients, also past the connect deadline', async () => {
    const client = stompClient(api, token);
    await connected(client);
    const userId = (await api.http().get('/api/wms-user/admin/afterLogin').set('Authorization', `Bearer ${token}`)).body.data.user.userId;
    const received = nextMessage(client, `/topic/admin/${userId}`);
    await new Promise((r) => setTimeout(r, deadlineMs * 2));
    expect(client.connected).toBe(true);
    await api.app.get(StompServer).publish(userId, exportMessage);
    expect(JSON.parse((await received).body)).toEqual(exportMessage);
    await client.deactivate();
  });
});

describe('STOMP across two instances joined by Redis', () => {
  let a: Harness;
  let b: Harness;
  beforeAll(async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    a = await startApi(redis, { listen: true });
    b = await startApi(redis, { listen: true, shareWith: a });
    await Promise.all([a, b].map((h) => (h.app.get(REALTIME_BUS) as RedisBus).whenReady()));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a message published on one instance to a socket held by the other', async () => {
    const token = await a.login();
    const client = stompClient(b, token);
    await connected(client);
    const received = nextMessage(client, '/topic/admin/1');
    await new Promise((r) => setTimeout(r, 100));
    await a.app.get(StompServer).publish(1, { type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', body: { ticketCaseId: 7, caseNo: 'C-7', platformSource: 'EZEESHIP' } });
    expect(JSON.parse((await received).body)).toEqual({ type: 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', body: { ticketCaseId: 7, caseNo: 'C-7', platformSource: 'EZEESHIP' } });
    expect(a.app.get(StompServer).connectionCount).toBe(0);
    expect(b.app.get(StompServer).connectionCount).toBe(1);
    await client.deactivate();
  });
});
