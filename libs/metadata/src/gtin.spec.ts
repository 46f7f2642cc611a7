import { gtinChecks } from './gtin';
import { firstBroken } from './check';
import { rulesOf } from './rules';
import { text } from './fields';

describe('gtinChecks', () => {
  it('accepts codes ending in their check digit, worked by hand', () => {
    // UPC-A 03600029145|2: from the right 5,4,1,9,2,0,0,0,6,3,0 weigh 3,1,3,...: 15+4+3+9+6+0+0+0+18+3+0 = 58 -> 2
    expect(gtinChecks('036000291452')).toBe(true);
    // EAN-13 400638133393|1: from the right 3,9,3,3,3,1,8,3,6,0,0,4 -> 9+9+9+3+9+1+24+3+18+0+0+4 = 89 -> 1
    expect(gtinChecks('4006381333931')).toBe(true);
    // EAN-8 9638507|4: 7,0,5,8,3,6,9 -> 21+0+15+8+9+6+27 = 86 -> 4
    expect(gtinChecks('96385074')).toBe(true);
    // GTIN-14: the UPC-A's digits behind "10" (a case of units): the 12th and 13th from the right
    // weigh 1 and 3: 58 + 0 + 1*3 = 61 -> 9
    expect(gtinChecks('10036000291459')).toBe(true);
  });

  it('refuses a misread digit and two swapped ones', () => {
    expect(gtinChecks('036000291453')).toBe(false);
    expect(gtinChecks('036000219452')).toBe(false);
  });

  it('leaves other shapes to the pattern', () => {
    expect(gtinChecks('12345')).toBe(true);
    expect(gtinChecks('ABCDEFGHIJKL')).toBe(true);
  });

  it('is a named rule a field takes, with its message', () => {
    const barcode = text({ en: 'Barcode', zh: '条码' }, { maxLength: 14, rules: ['gtin'] });
    expect(firstBroken(rulesOf(barcode), '036000291453')?.message).toBe('gtinCheckDigit');
    expect(firstBroken(rulesOf(barcode), '036000291452')).toBeNull();
  });
});
