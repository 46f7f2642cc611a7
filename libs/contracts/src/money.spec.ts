import { addMoney, isMoneyString, moneyFromStorage, moneyToStorage, toMoney } from './money';
import { formatDate, formatDateTime, formatDecimal, formatMoney, formatPercent, formatText, parseDateTimeParam } from './format';

describe('money: save 4, show 2, never a binary float', () => {
  it('stores integer ten-thousandths and reads them back exactly', () => {
    expect(moneyToStorage('12.34')).toBe('123400');
    expect(moneyToStorage('0.00005')).toBe('1'); // half-up at the 5th decimal
    expect(moneyToStorage('-3.14159')).toBe('-31416');
    expect(moneyFromStorage('123400')).toBe('12.3400');
    expect(moneyFromStorage(123400)).toBe('12.3400');
    expect(moneyFromStorage('9223372036854775807')).toBe('922337203685477.5807'); // BIGINT max, beyond 2^53
  });

  it('adds exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney('0.1', '0.2')).toBe('0.3000');
    expect(addMoney(...Array(10).fill('0.1'))).toBe('1.0000');
    expect(toMoney('1.23456').toFixed(4)).toBe('1.2346');
  });

  it('accepts only amounts with at most 4 decimals', () => {
    expect(isMoneyString('12.3456')).toBe(true);
    expect(isMoneyString('-1')).toBe(true);
    expect(isMoneyString('1.23456')).toBe(false);
    expect(isMoneyString('1e5')).toBe(false);
    expect(isMoneyString('99999999999.9999')).toBe(true);
    expect(isMoneyString('100000000000')).toBe(false);
    expect(isMoneyString(null)).toBe(false);
  });

  it('shows 2 decimals with $ and thousands separators, - for no data', () => {
    expect(formatMoney('1234567.895')).toBe('$1,234,567.90');
    expect(formatMoney('-0.5')).toBe('-$0.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney('abc')).toBe('-');
  });

  it('shows percents with 2 decimals and %, other decimals without storage zeros', () => {
    expect(formatPercent('15.2500')).toBe('15.25%');
    expect(formatPercent('-0.125', 2)).toBe('-0.13%');
    expect(formatPercent('')).toBe('-');
    expect(formatDecimal('4.0000')).toBe('4');
    expect(formatDecimal('1234.5000')).toBe('1,234.5');
    expect(formatDecimal('2.5', 2)).toBe('2.50');
    expect(formatMoney('0.0125', 4)).toBe('$0.0125');
  });
});

describe('dates: stored in UTC, shown MM/DD/YYYY in the user time zone', () => {
  it('formats a UTC instant in a time zone', () => {
    expect(formatDateTime('2026-11-22T03:04:05.000Z', 'America/Los_Angeles')).toBe('11/21/2026 19:04:05');
    expect(formatDateTime('2026-11-22T03:04:05.000Z', 'Asia/Shanghai')).toBe('11/22/2026 11:04:05');
    expect(formatDateTime(undefined, 'Asia/Shanghai')).toBe('-');
    expect(formatDateTime('2026-11-22 03:04:05', 'UTC')).toBe('11/22/2026 03:04:05');
  });

  it('follows daylight saving changes, including half-hour zones', () => {
    // Los Angeles springs forward at 10:00 UTC on 03/08/2026
    expect(formatDateTime('2026-03-08T09:59:59Z', 'America/Los_Angeles')).toBe('03/08/2026 01:59:59');
    expect(formatDateTime('2026-03-08T10:00:00Z', 'America/Los_Angeles')).toBe('03/08/2026 03:00:00');
    // St. John's (UTC-3:30) springs forward at 05:30 UTC on 03/08/2026
    expect(formatDateTime('2026-03-08T05:29:00Z', 'America/St_Johns')).toBe('03/08/2026 01:59:00');
    expect(formatDateTime('2026-03-08T05:30:00Z', 'America/St_Johns')).toBe('03/08/2026 03:00:00');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe('07/01/2026 17:30:00');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'Not/AZone')).toBe('07/01/2026 12:00:00');
  });

  it('formats a calendar date as stored', () => {
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
    expect(formatDate('')).toBe('-');
    expect(formatText(null)).toBe('-');
  });

  it('parses API datetime parameters as UTC, strictly', () => {
    expect(parseDateTimeParam('2026-11-22 03:04:05')?.toISOString()).toBe('2026-11-22T03:04:05.000Z');
    expect(parseDateTimeParam('2026-11-22T03:04:05.000Z')?.toISOString()).toBe('2026-11-22T03:04:05.000Z');
    expect(parseDateTimeParam('2026-02-30 00:00:00')).toBeNull();
    expect(parseDateTimeParam('yesterday')).toBeNull();
  });
});
