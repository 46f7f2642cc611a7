import { useEffect, useRef, useState } from 'react';
import { ADMIN_MSG_JOB } from '@console/contracts';
import { request } from '../platform/http';
import { onAdminMessage } from '../platform/realtime/admin-messages';
import { afterJobAnswer, afterJobPush, jobOver, refusedRun, type JobRunState } from './job-run';
import { followImportJob } from './list/import-job';

interface JobPush {
  content?: { jobId?: number; status?: string; progress?: number };
}

/**
 * Runs a job the API starts on a POST (202, the job): POST the body to `url`, then follow the job
 * — `GET /api/jobs/{id}` every second, as an import does, and its ADMIN_MSG_JOB pushes in
 * between so the bar moves as soon as the server reports. A refusal keeps the envelope's message
 * and field errors (already in the user's language); a dead job reads `jobFailed(error)`.
 * Following stops when the owner unmounts or a new run starts. The pricing replay and the
 * re-bill preview run through it.
 */
export function useJobRun<Body, Result>(url: string, jobFailed: (error: string) => string) {
  const [state, setState] = useState<JobRunState<Result>>({ kind: 'idle' });
  const following = useRef<(() => void) | undefined>(undefined);
  const stop = () => {
    following.current?.();
    following.current = undefined;
  };
  useEffect(() => stop, []);

  const run = async (body: Body) => {
    stop();
    setState({ kind: 'running', progress: 0 });
    let jobId: number;
    try {
      jobId = (await request<{ id: number }>({ method: 'POST', url, data: body, suppressErrors: true })).id;
    } catch (e) {
      setState(refusedRun(e));
      return;
    }
    let ended = false;
    const unsubscribe = onAdminMessage<JobPush>(ADMIN_MSG_JOB, (push) => {
      const c = push?.content;
      if (ended || c?.jobId !== jobId || c.status !== 'running' || typeof c.progress !== 'number') return;
      const progress = c.progress;
      setState((s) => afterJobPush(s, progress));
    });
    const follower = followImportJob<Result>(jobId, (job) => {
      if (ended) return;
      ended = jobOver(job);
      setState((s) => afterJobAnswer(s, job, jobFailed));
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
