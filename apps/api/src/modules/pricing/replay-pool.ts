import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Draft, PricingBookData } from './pricing-book';
import type { DraftReach, TallyState } from './replay-tally';
import type { ShipmentRow } from './replay-rows';

/** Batches a worker may hold at once: one being priced, one waiting, so it never idles on a read. */
const IN_FLIGHT = 2;

/**
 * Shipments in one message to a worker. The reader's batches (5,000) are cut to this size, so a
 * worker holds two small batches at most (some 1,000 rows each as objects, packages parsed),
 * and its young generation can stay small.
 */
const WORKER_BATCH = 1000;

/**
 * A worker's heap: its old generation holds the pricing book and its caches (some 20 MB for
 * the demo's); its young one only the batch being priced and the garbage of pricing it. 4 MB of
 * young generation instead of 16 cost no measurable CPU (minor collections copy only the
 * batch) and keep some 25 MB less resident across two workers.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 };

/**
 * The built worker script: beside this file when the API runs from its build; from the sources
 * (the API tests), the build's copy when there is one. Undefined: price in the main thread.
 */
export function replayWorkerScript(): string | undefined {
  const candidates = [join(__dirname, 'replay-worker.js'), join(__dirname, '../../../dist/modules/pricing/replay-worker.js')];
  return candidates.find((file) => existsSync(file));
}

/**
 * Worker threads pricing a replay's batches (replay-worker.ts). `send` waits while every worker
 * holds IN_FLIGHT batches, so the reader never runs ahead by more than that; `finish` collects
 * each worker's tally. Any worker's error fails the replay, and every worker is ended.
 */
export class ReplayPool {
  private readonly workers: Array<{ worker: Worker; busy: number }>;
  private failure: Error | undefined;
  private waiting: (() => void) | undefined;
  priced = 0;

  constructor(script: string, size: number, init: { data: PricingBookData; draft: Draft; reach: DraftReach }) {
    this.workers = Array.from({ length: size }, () => {
      // A lean heap: a worker holds the book and two batches; the rest is garbage to collect early.
      const slot = { worker: new Worker(script, { workerData: init, resourceLimits: WORKER_LIMITS }), busy: 0 };
      slot.worker.on('message', (m: { done?: number }) => {
        if (m.done === undefined) return;
        slot.busy--;
        this.priced += m.done;
        this.wake();
      });
      slot.worker.on('error', (error) => {
        this.failure = error;
        this.wake();
      });
      return slot;
    });
  }

  /** Hands the rows to the workers in batches of WORKER_BATCH, waiting whenever all are full. */
  async send(rows: ShipmentRow[]): Promise<void> {
    for (let from = 0; from < rows.length; from += WORKER_BATCH) await this.sendBatch(rows.slice(from, from + WORKER_BATCH));
  }

  private async sendBatch(rows: ShipmentRow[]): Promise<void> {
    for (;;) {
      if (this.failure) throw this.failure;
      const free = this.workers.filter((w) => w.busy < IN_FLIGHT).sort((a, b) => a.busy - b.busy)[0];
      if (free) {
        free.busy++;
        free.worker.postMessage({ rows });
        return;
      }
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  async finish(): Promise<TallyState[]> {
    while (this.workers.some((w) => w.busy > 0)) {
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
    if (this.failure) throw this.failure;
    return Promise.all(this.workers.map(({ worker }) => new Promise<TallyState>((resolve, reject) => {
      worker.on('message', (m: { state?: TallyState }) => m.state && resolve(m.state));
      worker.once('error', reject);
      worker.postMessage({ end: true });
    })));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }
}
