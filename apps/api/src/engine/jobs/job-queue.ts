import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AppException } from '../../core/envelope/app-exception';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { WriteLock } from '../../core/database/write-lock';
import type { CurrentAdmin } from '../../core/http/request-context';
import { afterCommit } from '../after-commit';
import { JobEntity, JobRow } from './job.entity';
import { JobKinds } from './job-kinds';

interface NewJob {
  kind: string;
  payload?: unknown;
  /** The admin told of progress and allowed to read the job. */
  ownerId?: number | null;
  maxAttempts?: number;
  /** At most one unfinished job per key: queuing it again while one waits or runs returns that one. */
  key?: string;
  runAfter?: Date;
  /** True: not counted against the owner's cap (a job queued again for a record that waits already, at start-up). */
  uncapped?: boolean;
}

const UNFINISHED = ['queued', 'running', 'failed'] as const;

/** Queues jobs (inside the caller's transaction when given one) and answers what the owner may see. */
@Injectable()
export class JobQueue {
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly ds: DataSource,
    private readonly kinds: JobKinds,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the daily schedules of this instance ask for their runs by themselves (DAILY_SCHEDULES). */
  get schedulesDaily(): boolean {
    return this.config.dailySchedules;
  }

  /** The runner of this process asks to be woken when a job is queued here. */
  onQueued(wake: () => void): void {
    this.wakers.add(wake);
  }

  /**
   * Adds a job. With `em` it is part of that transaction (rolled back with it) and the runner
   * is woken after the commit; without, it is written on its own.
   */
  async enqueue(job: NewJob, em?: EntityManager): Promise<JobRow> {
    const handler = this.kinds.get(job.kind);
    if (!handler) throw new Error(`job kind "${job.kind}" is not registered`);
    const write = async (m: EntityManager) => {
      const repo = m.getRepository(JobEntity);
      const capped = job.ownerId != null && !job.uncapped;
      if (capped) await this.lockOwner(m, job.ownerId!);
      if (job.key) {
        const existing = await repo.findOneBy({ key: job.key, status: In([...UNFINISHED]) });
        if (existing) return existing;
      }
      if (capped) {
        const max = handler.maxPerOwner ?? this.config.jobMaxPerOwner;
        const count = await repo.countBy({ ownerId: job.ownerId!, kind: job.kind, status: In([...UNFINISHED]) });
        if (count >= max) {
          const label = handler.label ?? { en: job.kind, zh: job.kind };
          throw new AppException(429, 'jobQueueFull', { en: { max, kind: label.en }, zh: { max, kind: label.zh } });
        }
      }
      const now = new Date();
      const inserted = await repo.insert({
        kind: job.kind, status: 'queued', key: job.key ?? null, attempts: 0, maxAttempts: job.maxAttempts ?? handler.maxAttempts ?? 3,
        progress: 0, payload: (job.payload ?? null) as never, result: null as never, error: null, ownerId: job.ownerId ?? null,
        leaseOwner: null, leaseUntil: null, runAfter: job.runAfter ?? now, startTime: null, finishTime: null,
        version: 1, createTime: now, updateTime: now,
      });
      afterCommit(m, () => this.wake());
      return repo.findOneByOrFail({ id: inserted.identifiers[0].id as number });
    };
    return em ? write(em) : this.lock.run(() => this.ds.transaction(write));
  }

  wake(): void {
    for (const wake of this.wakers) wake();
  }

  /**
   * Holds the owner's row (admin_user) until the transaction ends, so that two requests of one
   * user never both count below the cap and both insert: on MySQL/MariaDB a row lock on an
   * existing primary key (no gap lock: concurrent enqueues of other users go on); read after
   * it, the count sees every job the previous holder committed. SQLite writes one at a time
   * already (the write lock).
   */
  private async lockOwner(m: EntityManager, ownerId: number): Promise<void> {
    if (this.ds.options.type !== 'mysql' && this.ds.options.type !== 'mariadb') return;
    await m.query('SELECT id FROM admin_user WHERE id = ? FOR UPDATE', [ownerId]);
  }

  /** The caller's own job (a super-administrator: anyone's); another's answers 404 like a missing one. */
  async get(id: number, admin: CurrentAdmin): Promise<JobRow> {
    const job = await this.ds.getRepository(JobEntity).findOneBy({ id });
    if (!job || (job.ownerId !== admin.id && !admin.allPermission)) throw new AppException(404, 'notFound');
    return job;
  }

  /** The caller's jobs, newest first (at most 50), optionally of one kind. */
  mine(admin: CurrentAdmin, kind?: string): Promise<JobRow[]> {
    return this.ds.getRepository(JobEntity).find({
      where: { ownerId: admin.id, ...(kind ? { kind } : {}) }, order: { id: 'DESC' }, take: 50,
    });
  }

  /** A dead job queued again with fresh attempts; super-administrators only. */
  async retry(id: number, admin: CurrentAdmin): Promise<JobRow> {
    if (!admin.allPermission) throw new AppException(403, 'forbidden');
    const job = await this.get(id, admin);
    if (job.status !== 'dead') throw new AppException(409, 'jobNotDead');
    const now = new Date();
    const result = await this.lock.run(() => this.ds.createQueryBuilder().update(JobEntity)
      .set({ status: 'queued', attempts: 0, progress: 0, error: null, runAfter: now, leaseOwner: null, leaseUntil: null, finishTime: null, updateTime: now, version: () => 'version + 1' })
      .where('id = :id AND status = :dead', { id, dead: 'dead' }).execute());
    if (!result.affected) throw new AppException(409, 'jobNotDead');
    // read before waking the runner: the answer is the job as queued again, not as already taken
    const queued = await this.ds.getRepository(JobEntity).findOneByOrFail({ id });
    this.wake();
    return queued;
  }
}
