/**
 * A ticket's readable number (02 §3 `caseNo`): 'T', the UTC date as YYMMDD, and the day's sequence
 * in four digits — 'T2611230001' is the first case of 23 November 2026. Past 9,999 a day the
 * sequence simply grows a digit; numbers stay unique.
 */
export function caseNumber(at: Date, sequence: number): string {
  const date = at.toISOString().slice(2, 10).replaceAll('-', '');
  return `T${date}${String(sequence).padStart(4, '0')}`;
}

/** The prefix every case number of a UTC day starts with ('T261123'): the day's sequence counts them. */
export function caseDayPrefix(at: Date): string {
  return caseNumber(at, 0).slice(0, 7);
}
