import { useEffect, useRef, useState } from 'react';
import { translate, type ImportPreview } from '@console/contracts';
import { toastError } from '../../platform/toast';
import { followImportJob } from './import-job';

interface Running {
  total: number;
  progress: number;
}

/**
 * A large import's job as the modal shows it: its progress while it runs, then `onImported`
 * with the count, or the refusal (rows with errors) as a preview to show. While the modal is
 * closed (`isOpen()` false) a refusal or a failure is told by a toast instead, so closing the
 * window never loses the outcome. Following stops when the list page goes.
 */
export function useImportJob(lang: 'en' | 'zh', isOpen: () => boolean, onImported: (count: number) => void) {
  const [running, setRunning] = useState<Running | null>(null);
  const [refused, setRefused] = useState<ImportPreview | null>(null);
  const follower = useRef<{ stop: () => void } | undefined>(undefined);
  useEffect(() => () => follower.current?.stop(), []);

  const start = (jobId: number, total: number) => {
    follower.current?.stop();
    setRefused(null);
    setRunning({ total, progress: 0 });
    follower.current = followImportJob(jobId, (job) => {
      if (job.status !== 'done' && job.status !== 'dead') {
        setRunning({ total, progress: job.progress });
        return;
      }
      setRunning(null);
      const result = job.status === 'done' ? job.result : null;
      if (result && !result.refused) return onImported(result.imported);
      const message = result?.refused
        ? (lang === 'en' ? result.refused.message : result.refused.zhMessage)
        : translate('importJobFailed', lang, { error: job.error ?? '' });
      if (isOpen() && result?.refused?.preview) setRefused(result.refused.preview);
      else toastError(message);
    });
  };

  const reset = () => setRefused(null);
  return { running, refused, start, reset };
}
