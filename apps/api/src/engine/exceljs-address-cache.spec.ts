import { fillExceljsAddressCache } from './exceljs-address-cache';

// exceljs' own decoder, as its reader and writer call it for every cell.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const colCache = require('exceljs/lib/utils/col-cache') as { decodeAddress(address: string): unknown };

describe('fillExceljsAddressCache', () => {
  it('leaves exceljs decoding every address as it did', () => {
    fillExceljsAddressCache();
    fillExceljsAddressCache(); // a second call changes nothing
    expect(colCache.decodeAddress('B7')).toEqual({ address: 'B7', col: 2, row: 7, $col$row: '$B$7' });
    expect(colCache.decodeAddress('$B$7')).toBe(colCache.decodeAddress('B7'));
    expect(colCache.decodeAddress('CV99')).toEqual({ address: 'CV99', col: 100, row: 99, $col$row: '$CV$99' });
    expect(colCache.decodeAddress('CV100')).toEqual({ address: 'CV100', col: 100, row: 100, $col$row: '$CV$100' });
    // past the cached square, as exceljs makes it
    expect(colCache.decodeAddress('CW101')).toEqual({ address: 'CW101', col: 101, row: 101, $col$row: '$CW$101' });
    expect(colCache.decodeAddress('A50000')).toEqual({ address: 'A50000', col: 1, row: 50000, $col$row: '$A$50000' });
  });
});
