import { useEffect, useRef, useState } from 'react';
import { ADMIN_MSG_JOB } from '@console/contracts';
import { isApiError, request } from '../../../platform/http';
import { shipmentPath } from '../../../engine/paths';
import { onAdminMessage } from '../../../platform/realtime/admin-messages';
import { followImportJob } from '../../../engine/list/import-job';
import type { ReplayDraft } from './replay-draft';
import type { ReplayResult } from './replay-result';

/** Where a replay stands: not run, running (with its job's progress), done, or refused/failed. */
export type ReplayState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: number }
  | { kind: 'done'; result: ReplayResult }
  | { kind: 'error'; message: string; errors?: Record<string, string> };

interface JobPush {
  content?: { jobId?: number; status?: string; progress?: number };
}

const replayPath = () => shipmentPath('admin/pricing/replay');

/**
 * Runs a replay: POST the draft (202, a job), then follow the job — `GET /api/jobs/{id}` every
 * second, as an import does, and its ADMIN_MSG_JOB pushes in between so the bar moves as soon
 * as the server reports. A refusal keeps the envelope's message and field errors (already in the
 * user's language); a dead job its error. Following stops when the drawer's owner unmounts or a
 * new run starts.
 */
export function useReplay(jobFailed: (error: string) => string) {
  const [state, setState] = useState<ReplayState>({ kind: 'idle' });
  const following = useRef<(() => void) | undefined>(undefined);
  const stop = () => {
    following.current?.();
    following.current = undefined;
  };
  useEffect(() => stop, []);

  const run = async (range: { from: string; to: string }, draft: ReplayDraft) => {
    stop();
    setState({ kind: 'running', progress: 0 });
    let jobId: number;
    try {
      jobId = (await request<{ id: number }>({ method: 'POST', url: replayPath(), data: { ...range, draft }, suppressErrors: true })).id;
    } catch (e) {
      setState(isApiError(e) ? { kind: 'error', message: e.message, errors: e.errors } : { kind: 'error', message: String(e) });
      return;
    }
    let ended = false;
    const unsubscribe = onAdminMessage<JobPush>(ADMIN_MSG_JOB, (body) => {
      const c = body?.content;
      if (ended || c?.jobId !== jobId || c.status !== 'running' || typeof c.progress !== 'number') return;
      const progress = c.progress;
      setState((s) => (s.kind === 'running' && s.progress < progress ? { kind: 'running', progress } : s));
    });
    const follower = followImportJob<ReplayResult>(jobId, (job) => {
      if (ended) return;
      if (job.status === 'done' && job.result) {
        ended = true;
        setState({ kind: 'done', result: job.result });
      } else if (job.status === 'dead' || job.status === 'done') {
        ended = true;
        setState({ kind: 'error', message: jobFailed(job.error ?? '') });
      } else {
        setState((s) => (s.kind === 'running' && s.progress >= job.progress ? s : { kind: 'running', progress: job.progress }));
      }
      if (ended) stop();
    });
    following.current = () => {
      ended = true;
      unsubscribe();
      follower.stop();
    };
  };

  const reset = () => {
    stop();
    setState({ kind: 'idle' });
  };
  return { state, run, reset };
}
