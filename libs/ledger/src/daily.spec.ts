import { dailyFigures, dayWindow } from './daily';
import { parseUnits } from './units';

const u = (v: string) => parseUnits(v)!;
const none = { funded: 0n, billedAmount: 0n, availableDelta: 0n };

describe('the dashboard\'s days', () => {
  it('names the last n UTC days, today last, across a month\'s turn', () => {
    const { days, start } = dayWindow(new Date('2026-12-02T23:30:00Z'), 4);
    expect(days).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(start).toEqual(new Date('2026-11-29T00:00:00Z'));
  });

  it('walks available back from now: each day ends where the next began', () => {
    // day 1: funds 500 (available +500); day 2: a label 12.35 and a hold of 30 (available -42.35);
    // day 3 (today): the hold settled at 27.50 (amount -27.50, pending -30: available +2.50), a void refunds 12.35
    const days = ['2026-11-22', '2026-11-23', '2026-11-24'];
    const movements = [
      { funded: u('500'), billedAmount: 0n, availableDelta: u('500') },
      { funded: 0n, billedAmount: u('-12.35'), availableDelta: u('-42.35') },
      { funded: 0n, billedAmount: u('-27.5') + u('12.35'), availableDelta: u('2.5') + u('12.35') },
    ];
    // now: 500 - 12.35 - 30 + 2.5 + 12.35 = 472.50
    const series = dailyFigures(days, movements, u('472.5'));
    expect(series).toEqual([
      { day: '2026-11-22', fundsReceived: u('500'), billed: 0n, available: u('500') },
      { day: '2026-11-23', fundsReceived: 0n, billed: u('12.35'), available: u('457.65') },
      { day: '2026-11-24', fundsReceived: 0n, billed: u('15.15'), available: u('472.5') },
    ]);
  });

  it('keeps the balance of quiet days, and refuses movements that do not match the days', () => {
    expect(dailyFigures(['a', 'b'], [none, none], u('10')).map((d) => d.available)).toEqual([u('10'), u('10')]);
    expect(() => dailyFigures(['a'], [], 0n)).toThrow();
  });
});
