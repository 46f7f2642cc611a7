import { isApiError } from '../platform/http';
import type { ImportJobState } from './list/import-job';

/**
 * Where a run of a background job stands as a screen shows it: not run, running (with the job's
 * progress), done with its result, or refused / failed (the message already in the user's
 * language, and a refusal's field errors).
 */
export type JobRunState<R> =
  | { kind: 'idle' }
  | { kind: 'running'; progress: number }
  | { kind: 'done'; result: R }
  | { kind: 'error'; message: string; errors?: Record<string, string> };

/**
 * The state after an answer of `GET /api/jobs/{id}`: done with a result; dead, or done without
 * one, as `jobFailed(error)`; otherwise still running (a failed attempt is retried by the
 * server), the bar never moving back (a push may have been ahead of the poll).
 */
export function afterJobAnswer<R>(state: JobRunState<R>, job: ImportJobState<R>, jobFailed: (error: string) => string): JobRunState<R> {
  if (job.status === 'done' && job.result) return { kind: 'done', result: job.result };
  if (jobOver(job)) return { kind: 'error', message: jobFailed(job.error ?? '') };
  return state.kind === 'running' && state.progress >= job.progress ? state : { kind: 'running', progress: job.progress };
}

/** Whether the job has ended (done or dead): nothing more to follow. */
export function jobOver(job: Pick<ImportJobState<unknown>, 'status'>): boolean {
  return job.status === 'done' || job.status === 'dead';
}

/** The state after a pushed progress (ADMIN_MSG_JOB): only a running bar moves, and only forward. */
export function afterJobPush<R>(state: JobRunState<R>, progress: number): JobRunState<R> {
  return state.kind === 'running' && state.progress < progress ? { kind: 'running', progress } : state;
}

/** The state when the job could not start: the envelope's refusal (message and field errors) or what went wrong. */
export function refusedRun(e: unknown): JobRunState<never> {
  return isApiError(e) ? { kind: 'error', message: e.message, errors: e.errors } : { kind: 'error', message: String(e) };
}

/** A refusal's field messages beyond its headline (which is the first of them), each once: the lines under it. */
export function otherErrors(message: string, errors: Record<string, string> | undefined): string[] {
  return [...new Set(Object.values(errors ?? {}))].filter((line) => line !== message);
}
