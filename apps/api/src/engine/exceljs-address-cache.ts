/**
 * exceljs decodes a cell's address ('B7') into an object for every cell it reads or writes, and
 * keeps the ones of the top-left 100 x 100 cells in a cache for good. Made by its own decoder,
 * those kept objects tell V8 that the decoder's objects live long, and V8 then allocates every
 * later one in the old generation ("pretenuring"): two per cell, garbage at once, that only a
 * full collection frees. A 50,000-row import so grew the heap by some 300 MB. The cache is
 * filled here, once, with the very objects exceljs would have made (same fields, same values),
 * so its decoder only ever makes short-lived ones and V8 keeps them young. Should a later
 * exceljs keep no such cache, nothing is done.
 */
interface ColCache {
  _hash?: Record<string, Address>;
  n2l?(n: number): string;
}

interface Address {
  address: string;
  col: number;
  row: number;
  $col$row: string;
}

/** exceljs' own bound: it caches the addresses of columns 1-100 and rows 1-100. */
const CACHED = 100;

export function fillExceljsAddressCache(): void {
  let colCache: ColCache;
  try {
    colCache = require('exceljs/lib/utils/col-cache') as ColCache;
  } catch {
    return;
  }
  const hash = colCache._hash;
  if (!hash || typeof colCache.n2l !== 'function') return;
  for (let col = 1; col <= CACHED; col++) {
    const letters: string = colCache.n2l(col);
    for (let row = 1; row <= CACHED; row++) {
      const address = `${letters}${row}`;
      if (hash[address]) continue;
      const decoded: Address = { address, col, row, $col$row: `$${letters}$${row}` };
      hash[address] = decoded;
      hash[decoded.$col$row] = decoded;
    }
  }
}
