import fc from 'fast-check';
import { CHANGE_TYPE, FLOW_TYPE, flowTypeOf, type ChangeType } from './codes';
import { BILL_TYPE, billTypeOf, invoiceNumber, invoiceOf, periodAt, periodBefore, periodOf, type InvoiceEntry } from './invoice';
import { formatUnits, parseUnits } from './units';

const u = (s: string) => parseUnits(s)!;
let next = 0;
const entry = (changeType: ChangeType, amount: string): InvoiceEntry => ({ id: ++next, changeType, flowType: flowTypeOf(changeType), amount: u(amount) });

describe('billTypeOf: the rules in order', () => {
  it('voids first, then adjustments, then refunds and bills by sign', () => {
    expect(billTypeOf(entry(CHANGE_TYPE.VOIDING_LABELS, '8.10'))).toBe(BILL_TYPE.VOID);
    expect(billTypeOf(entry(CHANGE_TYPE.TRACKING_FOR_VOIDED_LABEL, '-1.00'))).toBe(BILL_TYPE.VOID);
    expect(billTypeOf(entry(CHANGE_TYPE.OTHER, '5'))).toBe(BILL_TYPE.ADJUST);
    expect(billTypeOf(entry(CHANGE_TYPE.OTHER, '-5'))).toBe(BILL_TYPE.ADJUST);
    expect(billTypeOf(entry(CHANGE_TYPE.BILLS_DEDUCTION, '2.5'))).toBe(BILL_TYPE.REFUND);
    expect(billTypeOf(entry(CHANGE_TYPE.CREATING_LABELS, '-12.35'))).toBe(BILL_TYPE.BILL);
    expect(billTypeOf(entry(CHANGE_TYPE.BILLS_DEDUCTION, '-27.5'))).toBe(BILL_TYPE.BILL);
  });
});

describe('invoiceOf', () => {
  it('lists the billed entries that moved money, with totals worked by hand', () => {
    const { lines, totals } = invoiceOf([
      entry(CHANGE_TYPE.ADD_FUNDS, '500'), // a payment: not on the invoice
      entry(CHANGE_TYPE.CREATING_LABELS, '-12.35'), // bill 12.35
      entry(CHANGE_TYPE.TRACKING_HOLD, '0'), // a hold alone: nothing yet
      entry(CHANGE_TYPE.BILLS_DEDUCTION, '-27.5'), // bill 27.50
      entry(CHANGE_TYPE.VOIDING_LABELS, '12.35'), // void -12.35
      entry(CHANGE_TYPE.OTHER, '-3.0001'), // adjust 3.0001
      entry(CHANGE_TYPE.BILLS_DEDUCTION, '2'), // refund -2
    ]);
    expect(lines.map((l) => [l.billType, formatUnits(l.charge)])).toEqual([[3, '12.3500'], [3, '27.5000'], [2, '-12.3500'], [1, '3.0001'], [4, '-2.0000']]);
    // 12.35 + 27.5 - 12.35 + 3.0001 - 2 = 28.5001
    expect(Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, typeof v === 'bigint' ? formatUnits(v) : v]))).toEqual({
      bill: '39.8500', adjust: '3.0001', void: '-12.3500', refund: '-2.0000', total: '28.5001', lines: 5,
    });
  });

  it('total = the bill types\' totals = minus the invoiced amounts, for any entries', () => {
    const anEntry = fc.record({
      changeType: fc.constantFrom(...([1, 2, 3, 4, 5, 6, 7, 8] as ChangeType[])),
      amount: fc.bigInt({ min: -10_000_000n, max: 10_000_000n }),
    }).map(({ changeType, amount }) => ({ id: ++next, changeType, flowType: flowTypeOf(changeType), amount }));
    fc.assert(fc.property(fc.array(anEntry, { maxLength: 60 }), (entries) => {
      const { lines, totals } = invoiceOf(entries);
      const invoiced = entries.filter((e) => e.flowType === FLOW_TYPE.BILLED && e.amount !== 0n);
      expect(lines.map((l) => l.entryId)).toEqual(invoiced.map((e) => e.id));
      expect(totals.bill + totals.adjust + totals.void + totals.refund).toBe(totals.total);
      expect(totals.total).toBe(-invoiced.reduce((s, e) => s + e.amount, 0n));
    }));
  });
});

describe('periods and numbers', () => {
  it('bounds a month in UTC, leap years included, and refuses what is not a month', () => {
    expect(periodOf('2028-02')).toMatchObject({ start: new Date('2028-02-01T00:00:00Z'), end: new Date('2028-03-01T00:00:00Z'), lastDay: '2028-02-29' });
    expect(periodOf('2026-12')).toMatchObject({ end: new Date('2027-01-01T00:00:00Z'), lastDay: '2026-12-31' });
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026/11', '']) expect(periodOf(bad)).toBeNull();
    expect(periodAt(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(invoiceNumber('2026-11', 12)).toBe('INV-202611-000012');
  });

  it('names the month before a moment\'s, across a year\'s turn', () => {
    expect(periodBefore(new Date('2026-12-01T00:00:00Z'))).toBe('2026-11');
    expect(periodBefore(new Date('2027-01-01T00:30:00Z'))).toBe('2026-12');
    expect(periodBefore(new Date('2026-03-31T23:59:59Z'))).toBe('2026-02');
  });
});
