import { DataSource, EntityManager, In } from 'typeorm';
import { coWarehouse } from '@console/resources';
import { RecordWriter } from '../../src/engine/record-writer';
import { afterCommit } from '../../src/engine/after-commit';
import { CountCache } from '../../src/engine/count-cache';
import { AuditLogEntity } from '../../src/engine/audit';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { JobKinds } from '../../src/engine/jobs/job-kinds';
import { JobQueue } from '../../src/engine/jobs/job-queue';
import { JobRunner } from '../../src/engine/jobs/job-runner';
import { JobEntity, JobRow } from '../../src/engine/jobs/job.entity';
import { REPLAY_JOB_KIND } from '../../src/modules/pricing/replay.service';
import { WorkLockEntity } from '../../src/engine/work-locks/work-lock.entity';
import { APP_CONFIG, REALTIME_BUS, WRITE_LOCK } from '../../src/core/tokens';
import type { WriteLock } from '../../src/core/database/write-lock';
import type { RealtimeBus } from '../../src/realtime/realtime-bus';
import { StompServer } from '../../src/realtime/stomp.server';
import { SAMPLES } from '../samples';
import { Harness, bearer, startApi } from '../harness';

/**
 * A home for domain engines: the RecordWriter inside a caller's transaction, the after-commit
 * queue, the job runner (retries, dead, lease takeover, one run per job, progress pushes, the
 * owner's routes) and work locks, on SQLite and (TEST_MYSQL_URL) MariaDB.
 */
let api: Harness;
let ds: DataSource;
let tokens: Record<string, string>;
const warehouses = () => ds.getRepository(entitySchemaOf(coWarehouse));
const audits = (recordId: number) => ds.getRepository(AuditLogEntity).find({ where: { resource: 'co-warehouse', recordId }, order: { id: 'ASC' } });
const tx = <T>(work: (em: EntityManager) => Promise<T>) =>
  (api.app.get(WRITE_LOCK) as WriteLock).run(() => ds.transaction(work));
const row = (tag: string) => ({ ...SAMPLES['co-warehouse'].body, warehouse: `DOM-${tag}`, startTime: new Date('2026-01-05T00:00:00Z') });
const waitFor = async <T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};
const job = (id: number) => ds.getRepository(JobEntity).findOneByOrFail({ id });

/** Runs per job id, across every runner of this file. */
const runs = new Map<number, number>();

beforeAll(async () => {
  api = await startApi({ JOB_RETRY_BASE_MS: '20', JOB_LEASE_MS: '3000' });
  ds = api.ds;
  tokens = { admin: await api.login('admin'), operator: await api.login('operator', 'Operator123'), sales: await api.login('sales', 'Sales12345') };
  const kinds = api.app.get(JobKinds);
  kinds.register('test-count', {
    maxPerOwner: 100, // 24 at once below, all of owner 1
    run: async ({ job: j }) => {
      runs.set(j.id, (runs.get(j.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
      return { ran: j.id };
    },
  });
  kinds.register<{ steps: number }>('test-progress', {
    run: async ({ payload, progress }) => {
      for (let i = 1; i <= payload.steps; i++) await progress((i / payload.steps) * 50);
      return 'ok';
    },
  });
  const dead: number[] = [];
  kinds.register('test-flaky', {
    run: async () => { throw new Error('carrier API down'); },
    onDead: async (j) => { dead.push(j.id); },
  });
  (globalThis as { deadJobs?: number[] }).deadJobs = dead;
});
afterAll(() => api.close());

describe('RecordWriter inside the caller\'s transaction', () => {
  it('records audit entries, bumps versions and drops cached totals, and runs after-commit work after the commit', async () => {
    const writer = api.app.get(RecordWriter);
    const counts = api.app.get(CountCache);
    counts.set('co-warehouse', 'any', 50_000);
    const order: string[] = [];
    const { id, version } = await tx(async (em) => {
      const created = await writer.insert(em, coWarehouse, row('w1'));
      afterCommit(em, () => order.push('after commit'));
      const updated = await writer.update(em, coWarehouse, created.id as number, { status: 2 }, { expectedVersion: 1 });
      order.push('in transaction');
      return { id: created.id as number, version: updated.version as number };
    });
    order.push('returned');
    expect(order).toEqual(['in transaction', 'after commit', 'returned']);
    expect(version).toBe(2);
    expect(counts.get('co-warehouse', 'any')).toBeUndefined();
    const entries = await audits(id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1].changes).toEqual({ status: [1, 2] });
  });

  it('answers 409 on a stale version and leaves nothing when the transaction rolls back', async () => {
    const writer = api.app.get(RecordWriter);
    let ran = false;
    let createdId = 0;
    await expect(tx(async (em) => {
      const created = await writer.insert(em, coWarehouse, row('w2'));
      createdId = created.id as number;
      afterCommit(em, () => { ran = true; });
      await writer.update(em, coWarehouse, createdId, { status: 2 }, { expectedVersion: 7 });
    })).rejects.toMatchObject({ key: 'versionConflict' });
    expect(ran).toBe(false);
    expect(await warehouses().findOneBy({ id: createdId })).toBeNull();
    expect(await audits(createdId)).toEqual([]);
  });

  it('drops after-commit work queued inside a savepoint that rolls back, and keeps the outer transaction\'s', async () => {
    const writer = api.app.get(RecordWriter);
    const ran: string[] = [];
    let innerId = 0;
    await tx(async (em) => {
      afterCommit(em, () => ran.push('outer'));
      await em.transaction(async (inner) => {
        innerId = (await writer.insert(inner, coWarehouse, row('sp'))).id as number;
        afterCommit(inner, () => ran.push('inner'));
        throw new Error('inner step refused');
      }).catch(() => undefined);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer']);
    expect(await warehouses().findOneBy({ id: innerId })).toBeNull();
  });

  it('does not deadlock when a writer inside a locked write takes the (re-entrant) SQLite lock again', async () => {
    const writer = api.app.get(RecordWriter);
    const lock = api.app.get(WRITE_LOCK) as WriteLock;
    const created = await tx((em) => lock.run(() => writer.insert(em, coWarehouse, row('w3'))));
    expect(created.version).toBe(1);
  });

  it('is the path of the generated API too: a custom action through ctx.records is audited under its name', async () => {
    const flag = (await api.http().post('/api/resources/feature-flag').set(bearer(tokens.admin)).send({ ...SAMPLES['feature-flag'].body, key: 'dom_toggle' }).expect(201)).body.data;
    const toggled = (await api.http().post(`/api/resources/feature-flag/${flag.id}/actions/toggle`).set(bearer(tokens.admin)).expect(200)).body.data;
    expect(toggled.version).toBe(flag.version + 1);
    const history = (await api.http().get(`/api/resources/feature-flag/${flag.id}/history`).set(bearer(tokens.admin)).expect(200)).body.data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['toggle', 'create']);
  });
});

describe('job runner', () => {
  it('retries a failing job with backoff, then marks it dead, calls onDead and lets a super-administrator retry it', async () => {
    const queued = await api.app.get(JobQueue).enqueue({ kind: 'test-flaky', ownerId: 1, maxAttempts: 3 });
    const dead = await waitFor(() => job(queued.id), (j) => j.status === 'dead');
    expect(dead).toMatchObject({ attempts: 3, error: 'carrier API down', leaseOwner: null });
    expect((globalThis as { deadJobs?: number[] }).deadJobs).toContain(queued.id);
    // only a super-administrator may queue it again; a job that is not dead cannot be
    await api.http().post(`/api/jobs/${queued.id}/retry`).set(bearer(tokens.operator)).expect(403);
    const again = await api.http().post(`/api/jobs/${queued.id}/retry`).set(bearer(tokens.admin)).expect(200);
    expect(again.body.data).toMatchObject({ id: queued.id, status: 'queued', attempts: 0 });
    await waitFor(() => job(queued.id), (j) => j.status === 'dead');
    const done = await api.app.get(JobQueue).enqueue({ kind: 'test-count', ownerId: 1 });
    await waitFor(() => job(done.id), (j) => j.status === 'done');
    const refused = await api.http().post(`/api/jobs/${done.id}/retry`).set(bearer(tokens.admin)).expect(409);
    expect(refused.body).toMatchObject({ message: 'Only a job that has given up (dead) can be retried' });
  });

  it('takes over a job whose worker stopped renewing its lease, and gives up on one whose last attempt died', async () => {
    const now = new Date();
    const base = {
      kind: 'test-count', key: null, maxAttempts: 3, progress: 10, payload: null as never, result: null as never, error: null, ownerId: 1,
      leaseOwner: 'crashed-worker', leaseUntil: new Date(now.getTime() - 1000), runAfter: now, startTime: now, finishTime: null,
      version: 1, createTime: now, updateTime: now, status: 'running' as const,
    };
    const orphan = (await ds.getRepository(JobEntity).insert({ ...base, attempts: 1 })).identifiers[0].id as number;
    const worn = (await ds.getRepository(JobEntity).insert({ ...base, attempts: 3 })).identifiers[0].id as number;
    // a job whose lease is still good stays with its worker
    const held = (await ds.getRepository(JobEntity).insert({ ...base, attempts: 1, leaseUntil: new Date(now.getTime() + 60_000) })).identifiers[0].id as number;
    api.app.get(JobRunner).wake();
    expect(await waitFor(() => job(orphan), (j) => j.status === 'done')).toMatchObject({ attempts: 2, result: { ran: orphan } });
    expect(await waitFor(() => job(worn), (j) => j.status === 'dead')).toMatchObject({ attempts: 4, error: 'interrupted: the worker running it stopped' });
    expect(runs.get(worn)).toBeUndefined();
    expect(await job(held)).toMatchObject({ status: 'running', leaseOwner: 'crashed-worker' });
    await ds.getRepository(JobEntity).delete({ id: held });
  });

  it('never runs one job twice when two runners race for the same jobs', async () => {
    const main = api.app.get(JobRunner);
    await main.stop();
    const make = () => new JobRunner(ds, api.app.get(JobKinds), api.app.get(JobQueue), api.app.get(StompServer), api.app.get(WRITE_LOCK), api.app.get(APP_CONFIG));
    const [a, b] = [make(), make()];
    const queue = api.app.get(JobQueue);
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) ids.push((await queue.enqueue({ kind: 'test-count', ownerId: 1 })).id);
    const drain = async (runner: JobRunner) => { let n = 0; while (await runner.runOnce()) n++; return n; };
    const [ranA, ranB] = await Promise.all([drain(a), drain(b)]);
    main.start();
    expect(ranA + ranB).toBe(24);
    for (const id of ids) expect([id, runs.get(id)]).toEqual([id, 1]);
    const finished = await ds.getRepository(JobEntity).findBy(ids.map((id) => ({ id })));
    expect(finished.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });

  it('pushes progress and completion to the owner, who alone can read the job', async () => {
    const seen: Array<{ userId: number; content: Record<string, unknown> }> = [];
    (api.app.get(REALTIME_BUS) as RealtimeBus).subscribe((userId, message) => {
      if (message.type === 'ADMIN_MSG_JOB') seen.push({ userId, content: (message.body as { content: Record<string, unknown> }).content });
    });
    const operatorId = (await api.http().get('/api/wms-user/admin/profile').set(bearer(tokens.operator))).body.data.id as number;
    const queued = await api.app.get(JobQueue).enqueue({ kind: 'test-progress', ownerId: operatorId, payload: { steps: 2 } });
    const finished = await waitFor(() => job(queued.id), (j: JobRow) => j.status === 'done');
    expect(finished).toMatchObject({ progress: 100, result: 'ok' });
    const mine = seen.filter((s) => s.content.jobId === queued.id);
    expect(mine.every((s) => s.userId === operatorId)).toBe(true);
    expect(mine.map((s) => [s.content.status, s.content.progress])).toEqual([['running', 25], ['running', 50], ['done', 100]]);
    const read = await api.http().get(`/api/jobs/${queued.id}`).set(bearer(tokens.operator)).expect(200);
    expect(read.body.data).toMatchObject({ id: queued.id, kind: 'test-progress', status: 'done', progress: 100, result: 'ok', attempts: 1 });
    expect(read.body.data).not.toHaveProperty('payload');
    const list = await api.http().get('/api/jobs?mine').set(bearer(tokens.operator)).expect(200);
    expect(list.body.data.map((j: { id: number }) => j.id)).toContain(queued.id);
    await api.http().get(`/api/jobs/${queued.id}`).set(bearer(tokens.sales)).expect(404);
    await api.http().get('/api/jobs/abc').set(bearer(tokens.sales)).expect(400);
  });
});

describe('job queue fairness', () => {
  const queue = () => api.app.get(JobQueue);
  const make = () => new JobRunner(ds, api.app.get(JobKinds), queue(), api.app.get(StompServer), api.app.get(WRITE_LOCK), api.app.get(APP_CONFIG));
  const idOf = async (token: string) => (await api.http().get('/api/wms-user/admin/profile').set(bearer(token))).body.data.id as number;
  /** Owners of the 'test-fair' jobs in the order they ran. */
  const ranFor: Array<number | null> = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  beforeAll(() => {
    const kinds = api.app.get(JobKinds);
    kinds.register('test-fair', { run: async ({ job: j }) => { ranFor.push(j.ownerId); } });
    kinds.register('test-capped', { maxPerOwner: 3, label: { en: 'test', zh: '测试' }, run: async () => 'ok' });
    kinds.register('test-long', { run: async () => { await gate; return 'long'; } });
    kinds.register('test-short', { lane: 'short', run: async () => 'short' });
  });

  it('caps one user\'s unfinished jobs of a kind, also when they are asked for at once, with a clear refusal in both languages', async () => {
    const main = api.app.get(JobRunner);
    await main.stop(); // jobs stay queued
    try {
      const [operator, sales] = [await idOf(tokens.operator), await idOf(tokens.sales)];
      const asked = await Promise.allSettled(Array.from({ length: 12 }, () => queue().enqueue({ kind: 'test-capped', ownerId: operator })));
      const accepted = asked.filter((a) => a.status === 'fulfilled') as Array<PromiseFulfilledResult<JobRow>>;
      const refused = asked.filter((a) => a.status === 'rejected') as PromiseRejectedResult[];
      expect([accepted.length, refused.length]).toEqual([3, 9]);
      expect(refused[0].reason).toMatchObject({ status: 429, key: 'jobQueueFull' });
      expect(refused.every((r) => (r.reason as { status?: number }).status === 429)).toBe(true);
      expect(refused[0].reason).toMatchObject({ params: { en: { max: 3, kind: 'test' }, zh: { max: 3, kind: '测试' } } });
      // another user, and jobs of no user (daily runs, mails), are not held back by it
      await queue().enqueue({ kind: 'test-capped', ownerId: sales });
      for (let i = 0; i < 5; i++) await queue().enqueue({ kind: 'test-capped' });
      // one finished: room for one more
      await ds.getRepository(JobEntity).update({ id: accepted[0].value.id }, { status: 'done' });
      await queue().enqueue({ kind: 'test-capped', ownerId: operator });
      await expect(queue().enqueue({ kind: 'test-capped', ownerId: operator })).rejects.toMatchObject({ status: 429 });
      // through the API: the eleventh replay of one user waits for none, it is refused (JOB_MAX_PER_OWNER 10)
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const level = (await api.http().get('/api/resources/pricing-level?levelCode=STANDARD').set(bearer(tokens.admin)).expect(200)).body.data.records[0];
      const body = { from, to, draft: { resource: 'pricing-level', id: level.id, values: {} } };
      for (let i = 0; i < 10; i++) await api.http().post('/api/ezeeship-shipment/admin/pricing/replay').set(bearer(tokens.admin)).send(body).expect(202);
      const eleventh = await api.http().post('/api/ezeeship-shipment/admin/pricing/replay').set(bearer(tokens.admin)).send(body).expect(429);
      expect(eleventh.body).toMatchObject({
        message: 'You already have 10 replay jobs waiting or running; please try again when one has finished',
        zhMessage: '您已有 10 个回放任务在排队或运行中，请待其中一个完成后再试',
      });
    } finally {
      await ds.getRepository(JobEntity).delete({ kind: In(['test-capped', REPLAY_JOB_KIND]), status: In(['queued', 'failed']) });
      main.start();
    }
  });

  it('takes the jobs of different users in turn, not in the order one user queued them', async () => {
    const main = api.app.get(JobRunner);
    await main.stop();
    try {
      const [a, b, c] = [1, await idOf(tokens.operator), await idOf(tokens.sales)];
      for (const owner of [a, a, a, a, b, b, c]) await queue().enqueue({ kind: 'test-fair', ownerId: owner });
      const runner = make();
      while (await runner.runOnce('long'));
      expect(ranFor).toEqual([a, b, c, a, b, a, a]);
    } finally {
      main.start();
    }
  });

  it('runs a short job (an export) while a long one holds the long lane', async () => {
    const long = await queue().enqueue({ kind: 'test-long', ownerId: 1 });
    await waitFor(() => job(long.id), (j) => j.status === 'running');
    const short = await queue().enqueue({ kind: 'test-short', ownerId: 1 });
    expect(await waitFor(() => job(short.id), (j) => j.status === 'done')).toMatchObject({ result: 'short' });
    expect((await job(long.id)).status).toBe('running');
    release();
    expect(await waitFor(() => job(long.id), (j) => j.status === 'done')).toMatchObject({ result: 'long' });
  });
});

describe('work locks', () => {
  let id: number;
  let version: number;
  beforeAll(async () => {
    const created = (await api.http().post('/api/resources/co-warehouse').set(bearer(tokens.admin)).send({ ...SAMPLES['co-warehouse'].body, warehouse: 'DOM-LOCK' }).expect(201)).body.data;
    ({ id, version } = created);
  });
  const path = () => `/api/work-locks/co-warehouse/${id}`;

  it('refuses a second user, and their saves, while the first holds the lock; the holder may save and renew', async () => {
    const taken = await api.http().post(path()).set(bearer(tokens.admin)).expect(200);
    expect(taken.body.data).toMatchObject({ resource: 'co-warehouse', recordId: id, ownerName: 'admin' });
    const refused = await api.http().post(path()).set(bearer(tokens.operator)).expect(409);
    expect(refused.body).toMatchObject({ message: 'Unable to commit because another user is already in action?', zhMessage: '其他用户正在操作，无法提交' });
    const save = await api.http().put(`/api/resources/co-warehouse/${id}`).set(bearer(tokens.operator)).send({ status: 2, version }).expect(409);
    expect(save.body.message).toBe('Unable to commit because another user is already in action?');
    await api.http().delete(`/api/resources/co-warehouse/${id}?version=${version}`).set(bearer(tokens.operator)).expect(409);
    await api.http().delete(path()).set(bearer(tokens.operator)).expect(409);
    const renewed = await api.http().put(path()).set(bearer(tokens.admin)).expect(200);
    expect(new Date(renewed.body.data.until).getTime()).toBeGreaterThanOrEqual(new Date(taken.body.data.until).getTime());
    const saved = await api.http().put(`/api/resources/co-warehouse/${id}`).set(bearer(tokens.admin)).send({ status: 2, version }).expect(200);
    version = saved.body.data.version;
  });

  it('lets the next user in once released, or once the lock has expired', async () => {
    await api.http().delete(path()).set(bearer(tokens.admin)).expect(200);
    await api.http().post(path()).set(bearer(tokens.operator)).expect(200);
    await api.http().post(path()).set(bearer(tokens.admin)).expect(409);
    // the operator closes the browser: the lock is not renewed and lapses
    await ds.getRepository(WorkLockEntity).update({ resource: 'co-warehouse', recordId: id }, { until: new Date(Date.now() - 1000) });
    await api.http().post(path()).set(bearer(tokens.admin)).expect(200);
    const saved = await api.http().put(`/api/resources/co-warehouse/${id}`).set(bearer(tokens.admin)).send({ status: 1, version }).expect(200);
    expect(saved.body.data.version).toBe(version + 1);
    await api.http().delete(path()).set(bearer(tokens.admin)).expect(200);
    expect(await ds.getRepository(WorkLockEntity).countBy({ resource: 'co-warehouse', recordId: id })).toBe(0);
  });

  it('needs the resource\'s edit permission and a reachable record', async () => {
    await api.http().post(path()).set(bearer(tokens.sales)).expect(403);
    await api.http().post('/api/work-locks/co-warehouse/999999').set(bearer(tokens.admin)).expect(404);
    await api.http().post('/api/work-locks/co-warehouse/x').set(bearer(tokens.admin)).expect(400);
  });
});
