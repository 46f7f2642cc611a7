/**
 * Money in the ledger: integer ten-thousandths (the BIGINT the columns store, "save 4" of
 * 01 §9) as bigint, so every sum is exact and no float is ever involved. Strings in and out
 * are the API's 4-decimal strings ('12.3400', '-0.5000').
 */
export type Units = bigint;

const MONEY = /^(-)?(\d{1,11})(?:\.(\d{1,4}))?$/;

/** '12.34' -> 123400n; null when not an amount of at most 11 integer digits and 4 decimals. */
export function parseUnits(value: string | number): Units | null {
  const match = MONEY.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const units = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return minus ? -units : units;
}

/** 123400n -> '12.3400'; -5000n -> '-0.5000'. */
export function formatUnits(units: Units): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const text = `${abs / 10_000n}.${(abs % 10_000n).toString().padStart(4, '0')}`;
  return negative ? `-${text}` : text;
}

/** A stored column (better-sqlite3 reads BIGINT as a number, mysql2 as a string). */
export function unitsFromStorage(raw: string | number | bigint | null | undefined): Units {
  if (raw === null || raw === undefined) return 0n;
  return typeof raw === 'bigint' ? raw : BigInt(typeof raw === 'number' ? Math.trunc(raw) : raw);
}
