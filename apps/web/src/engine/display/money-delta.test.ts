import { describe, expect, it } from 'vitest';
import { compareAmounts, direction, signedMoney } from './money-delta';

describe('a change of money as the screens show it', () => {
  it('orders amounts exactly, a missing one first', () => {
    const sorted = ['10.0000', '-2.5000', '9.9999', '100.0000'].sort(compareAmounts);
    expect(sorted).toEqual(['-2.5000', '9.9999', '10.0000', '100.0000']);
    expect(compareAmounts('0.00000000000000000001', '0')).toBe(1);
    expect([null, '1.00', null].sort(compareAmounts)).toEqual([null, null, '1.00']);
  });

  it('tells a rise from a fall, with the sign shown', () => {
    expect([direction('2.7160'), direction('-0.0001'), direction('0.0000')]).toEqual(['up', 'down', 'flat']);
    expect([signedMoney('1234.5'), signedMoney('-2.5'), signedMoney('0.0000')]).toEqual(['+$1,234.50', '-$2.50', '$0.00']);
  });
});
