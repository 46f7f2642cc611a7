import { upcA } from './upc';

describe('upcA', () => {
  it('adds the GS1 check digit, worked by hand', () => {
    // 0 3 6 0 0 0 2 9 1 4 5: odd places 0+6+0+2+1+5 = 14, x3 = 42; even places 3+0+0+9+4 = 16; 58 -> 2
    expect(upcA('03600029145')).toBe('036000291452');
    // 0 1 2 3 4 5 6 7 8 9 0: odd 0+2+4+6+8+0 = 20, x3 = 60; even 1+3+5+7+9 = 25; 85 -> 5
    expect(upcA('01234567890')).toBe('012345678905');
    // a sum ending in 0 checks with 0: 00000000000 -> 0
    expect(upcA('00000000000')).toBe('000000000000');
  });

  it('refuses anything but 11 digits', () => {
    expect(() => upcA('1234')).toThrow('11 digits');
  });
});
