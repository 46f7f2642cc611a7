import { queryClient } from '../query-client';
import { EXPORT_JOBS_KEY, type ExportJob } from './export-api';
import { recordLiveJob } from './live-progress';
import { exportPopup } from './popup-state';

/**
 * A job the user has just started: shown at once, pending with its bar, in the opened popup.
 * The lists refetch behind it; waiting for that first would let a quick job finish unseen.
 */
export function showStartedExport(job: ExportJob): void {
  recordLiveJob(job);
  exportPopup.open();
  void queryClient.invalidateQueries({ queryKey: EXPORT_JOBS_KEY });
}
