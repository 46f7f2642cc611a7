import type { Queue, Worker } from 'bullmq';

/**
 * Where export jobs run. In-process by default, one at a time; with REDIS_URL on BullMQ, so any
 * API instance's worker may take a job and a job of a crashed worker is retried by BullMQ's
 * stalled-job check. Jobs carry only the message id; everything else is in the database.
 */
export interface JobRunner {
  enqueue(messageId: number): Promise<void>;
  close(): Promise<void>;
}

export class InProcessRunner implements JobRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly run: (id: number) => Promise<void>) {}

  async enqueue(messageId: number): Promise<void> {
    this.queue = this.queue.then(() => this.run(messageId)).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.queue;
  }
}

export class BullmqRunner implements JobRunner {
  private readonly queue: Queue;
  private readonly worker: Worker;

  constructor(redisUrl: string, run: (id: number) => Promise<void>, name = 'console-exports') {
    // Loaded only with REDIS_URL: the in-process runner does not pay for BullMQ at start-up.
    const { Queue: QueueClass, Worker: WorkerClass } = require('bullmq') as typeof import('bullmq');
    const connection = { url: redisUrl, maxRetriesPerRequest: null };
    this.queue = new QueueClass(name, { connection });
    this.worker = new WorkerClass(name, async (job) => run(job.data.messageId as number), { connection, concurrency: 1 });
  }

  /** The job id is the message id: enqueuing the same export twice (start-up resume) is a no-op. */
  async enqueue(messageId: number): Promise<void> {
    await this.queue.add('export', { messageId }, { jobId: `export-${messageId}`, removeOnComplete: 1000, removeOnFail: 1000 });
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
  }
}
