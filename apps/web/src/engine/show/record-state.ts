import { useEffect } from 'react';
import { toastError } from '../../platform/toast';

/** What the query of one record answered, as far as the screen showing it cares. */
export type RecordState = 'loading' | 'ready' | 'missing' | 'failed';

interface RecordQuery {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  data?: { data?: unknown };
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error ? (error as { statusCode: unknown }).statusCode : undefined;

/**
 * A record that answers 404 (missing, or another owner's) or 403, or answers with nothing, is
 * missing: the screen shows the not-found state instead of an empty form or a page of '-'.
 * The query asks for no toast (the state says it); any other failure still gets its toast.
 */
export function useRecordState(query: RecordQuery | undefined): RecordState {
  const state: RecordState = !query || query.isLoading
    ? 'loading'
    : query.isError
      ? [403, 404].includes(statusOf(query.error) as number) ? 'missing' : 'failed'
      : query.data?.data ? 'ready' : 'missing';
  const failure = state === 'failed' ? (query?.error as { message?: string } | undefined)?.message : undefined;
  useEffect(() => {
    if (failure) toastError(failure);
  }, [failure]);
  return state;
}
