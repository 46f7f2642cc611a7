/**
 * Dated versions of a record (ResourceDef.versions): which one is in force on a day. Pure, so
 * the API (a quote on its ship date, a replay over months) and the web (the version list's "in
 * force" mark) decide alike.
 */
interface VersionStamp {
  /** The record's version number when it was written (1, 2, ...). */
  version: number;
  /** 'YYYY-MM-DD': the first day this version applies. */
  effectiveFrom: string;
}

/**
 * The version in force on `day` ('YYYY-MM-DD'): of those effective on or before it, the one
 * with the latest date; of several on that date, the last written. None when every version
 * starts later (the record did not exist yet, for that day).
 */
export function versionInForce<T extends VersionStamp>(versions: readonly T[], day: string): T | undefined {
  let best: T | undefined;
  for (const v of versions) {
    if (v.effectiveFrom > day) continue;
    if (!best || v.effectiveFrom > best.effectiveFrom || (v.effectiveFrom === best.effectiveFrom && v.version > best.version)) best = v;
  }
  return best;
}
