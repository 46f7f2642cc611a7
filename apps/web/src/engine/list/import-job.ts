import type { ImportJobResult } from '@console/contracts';
import { request } from '../../platform/http';

/** What GET /api/jobs/{id} answers of an import job (the fields the modal reads); R: another kind's result. */
export interface ImportJobState<R = ImportJobResult> {
  id: number;
  status: 'queued' | 'running' | 'failed' | 'done' | 'dead';
  progress: number;
  result: R | null;
  error: string | null;
}

/** How often the job is asked about: a bar that moves every second is enough. */
export const IMPORT_POLL_MS = 1000;

/**
 * Follows a large import's job (or any job: a replay's) until it is done or dead, calling
 * `onState` with every answer.
 * It outlives the modal (closing the window does not lose the outcome): the caller's `onState`
 * decides what to show. `stop()` ends the following. A failed attempt is retried by the server,
 * so 'failed' is followed like 'running'.
 */
export function followImportJob<R = ImportJobResult>(jobId: number, onState: (job: ImportJobState<R>) => void): { stop: () => void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    if (stopped) return;
    let job: ImportJobState<R> | null = null;
    try {
      job = await request<ImportJobState<R>>({ method: 'GET', url: `/jobs/${jobId}`, suppressErrors: true });
    } catch {
      // a lost connection: ask again next time
    }
    if (stopped) return;
    if (job) onState(job);
    if (!job || (job.status !== 'done' && job.status !== 'dead')) timer = setTimeout(() => void ask(), IMPORT_POLL_MS);
  };
  void ask();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
