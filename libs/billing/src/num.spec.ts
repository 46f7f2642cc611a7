import { Decimal } from './decimal';
import { Num, compare, countNum, formatUnits, numOf, plus, timesUnits } from './num';

describe('num: integer units, exact or giving up', () => {
  it('reads values of at most 4 decimals as units, others as Decimal only', () => {
    expect(numOf(new Decimal('12.5')).units).toBe(125000);
    expect(numOf(new Decimal('-0')).units).toBe(0);
    expect(numOf(new Decimal('0.00001')).units).toBeNaN();
    expect(numOf(new Decimal('1e15')).units).toBeNaN(); // 10^19 units: beyond a safe integer
  });

  it('multiplies half up to 4 decimals: 1.0001 x 0.5 = 0.50005 -> 0.5001; 0.00005 -> 0.0001', () => {
    expect(timesUnits(10001, 5000)).toBe(5001);
    expect(timesUnits(4, 10000)).toBe(4); // 0.0004 x 1
    expect(timesUnits(4, 5000)).toBe(2); // 0.0004 x 0.5 = 0.0002
    expect(timesUnits(1, 5000)).toBe(1); // 0.0001 x 0.5 = 0.00005 -> 0.0001 (half up)
    expect(timesUnits(3333, 30000)).toBe(9999); // 0.3333 x 3
    expect(timesUnits(2 ** 40, 2 ** 20)).toBeNaN(); // the product is beyond 2^53
  });

  it('adds and compares, falling back to Decimal beyond safe integers', () => {
    const big = new Num(Number.MAX_SAFE_INTEGER);
    const sum = plus(big, countNum(1));
    expect(sum.units).toBeNaN();
    // 900719925474.0991 + 1 = 900719925475.0991, exactly
    expect(sum.decimal.toFixed()).toBe('900719925475.0991');
    expect(compare(sum, big)).toBe(1);
    expect(compare(numOf(new Decimal('0.625')), new Num(6250))).toBe(0);
  });

  it('prints 4 decimals', () => {
    expect([formatUnits(0), formatUnits(5), formatUnits(125000), formatUnits(-12345)]).toEqual(['0.0000', '0.0005', '12.5000', '-1.2345']);
  });
});
