import { useSyncExternalStore } from 'react';
import { EXPORT_STATUS } from '@console/contracts';
import { onSessionChange } from '../session';
import type { ExportJob } from './export-api';

/**
 * What the socket last said about each job (status and progress). Lists fetched over HTTP
 * merge it in, so a progress bar moves without polling the list every second.
 */
export type LiveJob = Pick<ExportJob, 'userMessageId' | 'status' | 'progress'> & Partial<ExportJob>;

let live = new Map<number, LiveJob>();
const listeners = new Set<() => void>();

// The next user of this tab must not see the previous one's jobs.
onSessionChange(() => {
  live = new Map();
  listeners.forEach((l) => l());
});

export function recordLiveJob(job: LiveJob): void {
  live = new Map(live).set(job.userMessageId, combineReports(live.get(job.userMessageId), job));
  listeners.forEach((l) => l());
}

/**
 * Two reports of one job, in the order they arrived. A fast job's "finished" push can arrive
 * before the Export button's own (pending) answer: the later, staler report then adds its
 * details but never reopens the job nor runs its bar backwards.
 */
export function combineReports(earlier: LiveJob | undefined, later: LiveJob): LiveJob {
  if (!earlier) return later;
  if (earlier.status !== EXPORT_STATUS.pending) return { ...later, ...earlier };
  if (later.status === EXPORT_STATUS.pending && later.progress < earlier.progress) return { ...earlier, ...later, progress: earlier.progress };
  return { ...earlier, ...later };
}

/** A deleted job must not come back as "just started". */
export function forgetLiveJob(userMessageId: number): void {
  if (!live.has(userMessageId)) return;
  live = new Map(live);
  live.delete(userMessageId);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fetched jobs with the newest pushed status and progress laid over them. */
export function mergeLive(jobs: ExportJob[], pushed: ReadonlyMap<number, LiveJob>): ExportJob[] {
  return jobs.map((job) => {
    const update = pushed.get(job.userMessageId);
    // A fetched row that left pending is final; a push never runs a progress bar backwards.
    if (!update || job.status !== EXPORT_STATUS.pending) return job;
    if (update.status === EXPORT_STATUS.pending && update.progress < job.progress) return job;
    return { ...job, status: update.status, progress: update.progress, url: update.url ?? job.url };
  });
}

/**
 * Page 1 of a list also shows jobs the socket or the Export button reported but the last fetch
 * predates (a job started a moment ago), newest first, at most `limit`.
 */
export function withUnfetched(jobs: ExportJob[], pushed: ReadonlyMap<number, LiveJob>, limit: number): ExportJob[] {
  const fetched = new Set(jobs.map((j) => j.userMessageId));
  const newest = jobs.reduce((max, j) => Math.max(max, j.userMessageId), 0);
  const fresh = [...pushed.values()]
    .filter((j): j is ExportJob => !fetched.has(j.userMessageId) && j.userMessageId > newest && typeof j.fileName === 'string' && typeof j.createTime === 'string')
    .sort((a, b) => b.userMessageId - a.userMessageId);
  return [...fresh, ...jobs].slice(0, limit);
}

export function useLiveJobs(): ReadonlyMap<number, LiveJob> {
  return useSyncExternalStore(subscribe, () => live);
}
