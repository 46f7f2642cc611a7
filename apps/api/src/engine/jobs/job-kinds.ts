import { Injectable } from '@nestjs/common';
import type { JobRow } from './job.entity';

/** What a handler gets while it runs one attempt of a job. */
export interface JobContext<P = unknown> {
  job: JobRow;
  payload: P;
  /** 1 for the first attempt. */
  attempt: number;
  /** Stores progress (0-100), renews the lease and tells the owner (unless the kind is `quiet`). False: the job is no longer this worker's (lease lost): stop. */
  progress(percent: number): Promise<boolean>;
}

interface JobHandler<P = unknown> {
  /** One attempt. What it returns is stored as the job's result; throwing fails the attempt (retried until maxAttempts). */
  run(ctx: JobContext<P>): Promise<unknown>;
  /** The job gave up (attempts used up, or its last worker died): clean up, tell someone. */
  onDead?(job: JobRow, error: string): Promise<void>;
  /** Attempts before dead (default 3); a job may set its own when queued. */
  maxAttempts?: number;
  /** True: no ADMIN_MSG_JOB pushes (the kind tells its owner in its own words, like exports). */
  quiet?: boolean;
  /**
   * Which of the runner's lanes runs it: 'short' (exports, mails: a person waits for them) or
   * 'long' (replays, large imports, daily runs; the default). Each lane has its own worker, so
   * a backlog of long jobs never holds up a short one.
   */
  lane?: JobLane;
  /** Most unfinished (queued, running, failed) jobs of this kind one owner may have (default JOB_MAX_PER_OWNER). */
  maxPerOwner?: number;
  /** The kind's name in the refusal beyond maxPerOwner ("You already have 10 replay jobs ..."). */
  label?: { en: string; zh: string };
  /**
   * A kind this one follows: each job of that kind that ends done queues one of this kind with the
   * same payload, in the transaction that marks it done (so a follower is never lost nor run
   * before the work it reads is committed). Daily storage billing follows the stock snapshot.
   */
  after?: string;
}

export type JobLane = 'short' | 'long';
export const JOB_LANES: readonly JobLane[] = ['short', 'long'];

/**
 * Job kinds by name. Modules register theirs at start-up (`JobKinds.register('recalc-bills',
 * handler)`); the engine runs them without importing the modules.
 */
@Injectable()
export class JobKinds {
  private readonly kinds = new Map<string, JobHandler<any>>();

  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.kinds.has(kind)) throw new Error(`job kind "${kind}" registered twice`);
    this.kinds.set(kind, handler);
  }

  get(kind: string): JobHandler | undefined {
    return this.kinds.get(kind);
  }

  /** The kinds that follow `kind` (their `after`), in the order they were registered. */
  followersOf(kind: string): string[] {
    return [...this.kinds.entries()].filter(([, h]) => h.after === kind).map(([name]) => name);
  }

  /** The kinds known here; of one lane when given. */
  names(lane?: JobLane): string[] {
    return [...this.kinds.entries()].filter(([, h]) => !lane || (h.lane ?? 'long') === lane).map(([name]) => name);
  }
}
