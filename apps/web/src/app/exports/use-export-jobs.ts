import { useQuery } from '@tanstack/react-query';
import { EXPORT_JOBS_KEY, listExportJobs, type ExportJob } from '../../platform/exports/export-api';
import { mergeLive, useLiveJobs, withUnfetched } from '../../platform/exports/live-progress';

/** One page of the user's export jobs with pushed progress laid over (and just-started ones on page 1). */
export function useExportJobs(curPageNo: number, pageSize: number, enabled = true) {
  const query = useQuery({
    queryKey: [...EXPORT_JOBS_KEY, curPageNo, pageSize],
    queryFn: () => listExportJobs(curPageNo, pageSize),
    enabled,
  });
  const live = useLiveJobs();
  const merged: ExportJob[] = mergeLive(query.data?.records ?? [], live);
  const jobs = curPageNo === 1 ? withUnfetched(merged, live, pageSize) : merged;
  return { jobs, total: query.data?.total ?? 0, loading: query.isFetching, refetch: query.refetch };
}
