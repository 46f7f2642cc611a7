import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DataSource, In } from 'typeorm';
import { ADMIN_MSG_JOB } from '@console/contracts';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { WriteLock } from '../../core/database/write-lock';
import { StompServer } from '../../realtime/stomp.server';
import { JobEntity, JobRow, JobStatus } from './job.entity';
import { JOB_LANES, JobKinds, JobLane } from './job-kinds';
import { JobQueue } from './job-queue';

/** Longest wait before a failed attempt is tried again. */
const MAX_BACKOFF_MS = 10 * 60_000;

/**
 * The workers of this API instance, one per lane (job-kinds.ts: 'short' for exports and mails,
 * 'long' for the rest), each taking one job at a time from the `job` table and running its
 * kind's handler: a backlog of long jobs never holds up a short one. Among the due jobs of its
 * lane a worker takes the oldest of the owner it served longest ago (round robin over owners,
 * system jobs counting as one owner), so one user's thousand replays do not hold up another's
 * one. A job is taken by a conditional UPDATE (its version, and still queued or its lease run
 * out), so of two instances racing for one job exactly one wins; the winner holds a lease it
 * renews while the handler runs. A worker that dies stops renewing, and after JOB_LEASE_MS any
 * instance takes the job again (one more attempt). Every state change after the claim is
 * conditional on still holding the lease: a worker that lost its job (paused past the lease,
 * the job taken over) cannot overwrite the new owner's outcome.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly workerId = `${hostname().slice(0, 40)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly logger = new Logger('Jobs');
  private stopped = true;
  private loops: Array<Promise<void>> = [];
  private readonly sleepers = new Map<JobLane, { woken: boolean; wakeUp?: () => void }>(JOB_LANES.map((lane) => [lane, { woken: false }]));
  /** When this worker last took a job of each owner ('system' for none): the round robin's memory. */
  private readonly served = new Map<string, number>();
  private turn = 0;
  /** Jobs being run by this worker right now (at most one per lane). */
  running = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly kinds: JobKinds,
    private readonly queue: JobQueue,
    private readonly stomp: StompServer,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.queue.onQueued(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loops = JOB_LANES.map((lane) => this.runLoop(lane));
  }

  /** Stops taking jobs and waits for the ones running (their leases keep others off until they end). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await Promise.all(this.loops);
  }

  wake(): void {
    for (const sleeper of this.sleepers.values()) {
      sleeper.woken = true;
      sleeper.wakeUp?.();
    }
  }

  private async runLoop(lane: JobLane): Promise<void> {
    while (!this.stopped) {
      let ran = false;
      try {
        ran = await this.runOnce(lane);
      } catch (error) {
        // e.g. the table does not exist yet (tests migrate after start-up): try again later
        this.logger.debug(`job poll failed: ${String(error)}`);
      }
      if (!ran && !this.stopped) await this.sleep(lane, this.config.jobPollMs);
    }
  }

  private sleep(lane: JobLane, ms: number): Promise<void> {
    const sleeper = this.sleepers.get(lane)!;
    if (sleeper.woken) { sleeper.woken = false; return Promise.resolve(); }
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); sleeper.wakeUp = undefined; sleeper.woken = false; resolve(); };
      const timer = setTimeout(done, ms);
      sleeper.wakeUp = done;
    });
  }

  /** Takes one due job (of one lane's kinds, or of any) and runs it; false when none was due. */
  async runOnce(lane?: JobLane): Promise<boolean> {
    const job = await this.claimNext(lane);
    if (!job) return false;
    this.running++;
    try {
      await this.execute(job);
    } finally {
      this.running--;
    }
    return true;
  }

  /**
   * The next due job of a kind this instance knows (of the lane, when given), now held by this
   * worker; null if none. The candidates are each owner's oldest due job, the owner served
   * longest ago first.
   */
  async claimNext(lane?: JobLane): Promise<JobRow | null> {
    const kinds = this.kinds.names(lane);
    if (!kinds.length) return null;
    const now = new Date();
    const repo = this.ds.getRepository(JobEntity);
    const heads: Array<{ ownerId: number | null; id: number }> = (await repo.createQueryBuilder('j')
      .select('j.owner_id', 'ownerId').addSelect('MIN(j.id)', 'id')
      .where('j.kind IN (:...kinds)', { kinds })
      .andWhere("((j.status IN ('queued', 'failed') AND j.run_after <= :now) OR (j.status = 'running' AND j.lease_until < :now))", { now })
      .groupBy('j.owner_id')
      .getRawMany<{ ownerId: number | string | null; id: number | string }>())
      .map((h) => ({ ownerId: h.ownerId === null ? null : Number(h.ownerId), id: Number(h.id) }));
    const servedAt = (ownerId: number | null) => this.served.get(ownerKey(ownerId)) ?? 0;
    heads.sort((a, b) => servedAt(a.ownerId) - servedAt(b.ownerId) || a.id - b.id);
    const picked = heads.slice(0, 10);
    const versions = new Map((picked.length ? await repo.find({ select: { id: true, version: true }, where: { id: In(picked.map((h) => h.id)) } }) : [])
      .map((j) => [j.id, j.version]));
    for (const head of picked) {
      const candidate = { id: head.id, version: versions.get(head.id) };
      if (candidate.version === undefined) continue;
      const claimed = await this.lock.run(() => this.ds.createQueryBuilder().update(JobEntity)
        .set({
          status: 'running', leaseOwner: this.workerId, leaseUntil: new Date(now.getTime() + this.config.jobLeaseMs),
          attempts: () => 'attempts + 1', startTime: now, updateTime: now, version: () => 'version + 1',
        })
        .where('id = :id AND version = :version', { id: candidate.id, version: candidate.version })
        .andWhere("((status IN ('queued', 'failed') AND run_after <= :now) OR (status = 'running' AND lease_until < :now))", { now })
        .execute());
      if (!claimed.affected) continue; // another worker was quicker
      this.served.set(ownerKey(head.ownerId), ++this.turn);
      const job = await repo.findOneByOrFail({ id: candidate.id });
      if (job.attempts > job.maxAttempts) {
        // its last attempt's worker died mid-way: nothing left to try
        await this.giveUp(job, 'interrupted: the worker running it stopped');
        continue;
      }
      return job;
    }
    return null;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.kinds.get(job.kind)!;
    const renewal = setInterval(() => {
      this.renew(job, {}).catch((error) => this.logger.warn(`job ${job.id} lease not renewed: ${String(error)}`));
    }, Math.max(50, Math.floor(this.config.jobLeaseMs / 3)));
    try {
      const result = await handler.run({
        job, payload: job.payload, attempt: job.attempts,
        progress: async (percent) => {
          const progress = Math.max(0, Math.min(100, Math.round(percent)));
          const mine = await this.renew(job, { progress });
          if (mine) await this.push(job, 'running', progress, null);
          return mine;
        },
      });
      if (await this.settle(job, { status: 'done', progress: 100, result: (result ?? null) as never, error: null })) {
        await this.push(job, 'done', 100, null);
      }
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.logger.warn(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed: ${message}`);
      if (job.attempts < job.maxAttempts) {
        const delay = Math.min(MAX_BACKOFF_MS, this.config.jobRetryBaseMs * 2 ** (job.attempts - 1));
        if (await this.settle(job, { status: 'failed', error: message, runAfter: new Date(Date.now() + delay) })) {
          await this.push(job, 'failed', job.progress, message);
        }
      } else {
        await this.giveUp(job, message);
      }
    } finally {
      clearInterval(renewal);
    }
  }

  /** Dead: attempts used up. The kind's onDead cleans up; the owner is told. */
  private async giveUp(job: JobRow, error: string): Promise<void> {
    if (!(await this.settle(job, { status: 'dead', error: error.slice(0, 500) }))) return;
    try {
      await this.kinds.get(job.kind)?.onDead?.(job, error);
    } catch (failure) {
      this.logger.warn(`job ${job.id} onDead failed: ${String(failure)}`);
    }
    await this.push(job, 'dead', job.progress, error);
  }

  /** Extends the lease (and stores progress); false if this worker no longer holds the job. */
  private async renew(job: JobRow, values: { progress?: number }): Promise<boolean> {
    const now = new Date();
    const result = await this.lock.run(() => this.ds.createQueryBuilder().update(JobEntity)
      .set({ ...values, leaseUntil: new Date(now.getTime() + this.config.jobLeaseMs), updateTime: now })
      .where("id = :id AND status = 'running' AND lease_owner = :me", { id: job.id, me: this.workerId })
      .execute());
    if (values.progress !== undefined && result.affected) job.progress = values.progress;
    return Boolean(result.affected);
  }

  /**
   * The attempt's outcome, written only while this worker still holds the job; a job done queues
   * the kinds that follow its kind (job-kinds.ts `after`) in the same transaction.
   */
  private async settle(job: JobRow, values: Partial<Omit<JobRow, 'status'>> & { status: JobStatus }): Promise<boolean> {
    const now = new Date();
    const finished = values.status === 'done' || values.status === 'dead';
    const followers = values.status === 'done' ? this.kinds.followersOf(job.kind) : [];
    const affected = await this.lock.run(() => this.ds.transaction(async (em) => {
      const result = await em.createQueryBuilder().update(JobEntity)
        .set({ ...values, leaseOwner: null, leaseUntil: null, updateTime: now, ...(finished ? { finishTime: now } : {}), version: () => 'version + 1' } as never)
        .where("id = :id AND status = 'running' AND lease_owner = :me", { id: job.id, me: this.workerId })
        .execute();
      if (!result.affected) return 0;
      for (const kind of followers) await this.queue.enqueue({ kind, key: `${kind}:${job.key ?? job.id}`, payload: job.payload }, em);
      return result.affected;
    }));
    if (!affected) this.logger.warn(`job ${job.id}: no longer held by this worker, outcome ${values.status} dropped`);
    return Boolean(affected);
  }

  private async push(job: JobRow, status: JobStatus, progress: number, error: string | null): Promise<void> {
    if (!job.ownerId || this.kinds.get(job.kind)?.quiet) return;
    await this.stomp.publish(job.ownerId, {
      type: ADMIN_MSG_JOB,
      body: { content: { jobId: job.id, kind: job.kind, status, progress, error } },
    }).catch((failure) => this.logger.warn(`job ${job.id} push failed: ${String(failure)}`));
  }
}

const ownerKey = (ownerId: number | null) => (ownerId === null ? 'system' : String(ownerId));
