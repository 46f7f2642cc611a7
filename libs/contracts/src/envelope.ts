/**
 * The response envelope every API answer uses (spec 01 §7, §8).
 * `OK` and `NODATA` are successes; anything else is an error the client shows as a toast.
 */
type ResultCode = 'OK' | 'NODATA' | 'ERR';

export interface Envelope<T = unknown> {
  result: ResultCode;
  data: T | null;
  message: string;
  zhMessage: string;
  errorCode: number | null;
}

/** Field-level problems a validation error carries in `data.errors`, both languages. */
export interface FieldError {
  field: string;
  message: string;
  zhMessage: string;
}

/** One page of a list call: `data.records` as the spec's lists read it. */
export interface Page<T> {
  records: T[];
  total: number;
  curPageNo: number;
  pageSize: number;
  /**
   * More rows match than `total` says: a list stops counting at LIST_COUNT_CAP (a count of
   * 800,000 orders is what a page turn must not wait for); shown as "10,000+". Absent when exact.
   */
  totalCapped?: true;
}

/** Where a list stops counting its matching rows (Page.totalCapped); exports count them all. */
export const LIST_COUNT_CAP = 10_000;

export function isSuccess(result: unknown): boolean {
  return result === 'OK' || result === 'NODATA';
}

/** A success, with what happened in both languages when the call says it (an action's message). */
export function okEnvelope<T>(data: T, said?: { en: string; zh: string }): Envelope<T> {
  const empty = data === undefined || data === null;
  return { result: empty ? 'NODATA' : 'OK', data: empty ? null : data, message: said?.en ?? '', zhMessage: said?.zh ?? '', errorCode: null };
}
