import { carriersOfTrackingNumber, dhlTrackingNumber, fedexTrackingNumber, isTrackingNumber, trackingNumber, upsTrackingNumber, uspsTrackingNumber } from './tracking-numbers';

describe('tracking numbers made from a sequence', () => {
  it('UPS: 1Z + SBX001 + 03 + 0000001; S=0, B=3, X=5: odd positions 6 + 2 x 7 = 20 -> 0', () => {
    expect(upsTrackingNumber({ sequence: 1 })).toBe('1ZSBX0010300000010');
    expect(upsTrackingNumber({ sequence: 1 })).toHaveLength(18);
  });
  it('USPS: 94 + 001 + 123456 + 0000000001; weighted sum 82 -> 8; 22 digits', () => {
    expect(uspsTrackingNumber({ sequence: 1 })).toBe('9400112345600000000018');
    expect(uspsTrackingNumber({ sequence: 1, channel: '92', service: '055' })).toMatch(/^920551234560000000001\d$/);
  });
  it('FedEx: 7 + 0000000001; 1 x 1 + 7 x 3 = 22 -> 0; sequence 0 weighs 21, remainder 10 -> 0', () => {
    expect(fedexTrackingNumber({ sequence: 1 })).toBe('700000000010');
    expect(fedexTrackingNumber({ sequence: 0 })).toBe('700000000000');
  });
  it('DHL: 1 + 00000001 = 100000001 = 14285714 x 7 + 3 -> 3', () => {
    expect(dhlTrackingNumber({ sequence: 1 })).toBe('1000000013');
  });
  it('the same sequence gives the same number; the next a different valid one', () => {
    for (const carrier of ['UPS', 'USPS', 'FEDEX', 'DHL'] as const) {
      const numbers = Array.from({ length: 50 }, (_, i) => trackingNumber(carrier, { sequence: 1000 + i }));
      expect(new Set(numbers).size).toBe(50);
      expect(numbers.every((n) => isTrackingNumber(carrier, n))).toBe(true);
      expect(trackingNumber(carrier, { sequence: 1000 })).toBe(numbers[0]);
    }
  });
  it('refuses a sequence that does not fit, rather than wrapping onto an earlier number', () => {
    expect(() => upsTrackingNumber({ sequence: 10_000_000 })).toThrow(RangeError);
    expect(() => dhlTrackingNumber({ sequence: -1 })).toThrow(RangeError);
    expect(() => fedexTrackingNumber({ sequence: 1.5 })).toThrow(RangeError);
    expect(() => upsTrackingNumber({ sequence: 1, shipper: 'abc' })).toThrow(RangeError);
  });
});

describe('validating tracking numbers', () => {
  it('accepts real numbers with spaces and lower case', () => {
    expect(isTrackingNumber('UPS', '1z999aa10123456784')).toBe(true);
    expect(isTrackingNumber('USPS', '9400 1112 0108 0805 4830 16')).toBe(true);
    expect(isTrackingNumber('FEDEX', '7905 3531 2317')).toBe(true);
    expect(isTrackingNumber('DHL', '3318810025')).toBe(true);
  });
  it('refuses one changed digit, and the wrong length', () => {
    expect(isTrackingNumber('UPS', '1Z999AA10123456785')).toBe(false);
    expect(isTrackingNumber('USPS', '9400111206206406260788')).toBe(false);
    expect(isTrackingNumber('FEDEX', '986578788856')).toBe(false);
    expect(isTrackingNumber('DHL', '3318810026')).toBe(false);
    expect(isTrackingNumber('DHL', '33188100250')).toBe(false);
  });
  it('names the carriers whose format fits', () => {
    expect(carriersOfTrackingNumber('1Z999AA10123456784')).toEqual(['UPS']);
    expect(carriersOfTrackingNumber('986578788855')).toEqual(['FEDEX']);
  });
});
