import { BILL_TYPE } from './invoice';
import { SUPPLIER_ENTRY_TYPE as T } from './payables';
import { supplierBillTypeOf, supplierInvoiceNumber, supplierInvoiceOf } from './supplier-invoice';
import { parseUnits } from './units';

const u = (v: string) => parseUnits(v)!;

describe('a supplier warehouse\'s invoice', () => {
  it('lists charges as bills and adjustments as adjustments, and leaves payments out', () => {
    expect(supplierBillTypeOf(T.CHARGE)).toBe(BILL_TYPE.BILL);
    expect(supplierBillTypeOf(T.ADJUSTMENT)).toBe(BILL_TYPE.ADJUST);
    expect(supplierBillTypeOf(T.PAYMENT)).toBeNull();
  });

  it('totals a month worked by hand', () => {
    // storage 1,250.40 and handling 310.05 billed; 1,000 paid; a credit note of 25.00; a correction of +0.0125
    const { lines, totals } = supplierInvoiceOf([
      { id: 11, entryType: T.CHARGE, amount: u('1250.40') },
      { id: 12, entryType: T.PAYMENT, amount: u('1000') },
      { id: 13, entryType: T.CHARGE, amount: u('310.05') },
      { id: 14, entryType: T.ADJUSTMENT, amount: u('-25') },
      { id: 15, entryType: T.ADJUSTMENT, amount: u('0.0125') },
    ]);
    expect(lines.map((l) => [l.entryId, l.billType])).toEqual([[11, 3], [13, 3], [14, 1], [15, 1]]);
    // bills 1,560.45; adjustments -24.9875; total 1,535.4625, the payment not in it
    expect(totals).toEqual({ bill: u('1560.45'), adjust: u('-24.9875'), total: u('1535.4625'), lines: 4 });
  });

  it('answers an empty month with zero totals', () => {
    expect(supplierInvoiceOf([{ id: 1, entryType: T.PAYMENT, amount: u('5') }]).totals).toEqual({ bill: 0n, adjust: 0n, total: 0n, lines: 0 });
  });

  it('numbers one invoice per supplier and month', () => {
    expect(supplierInvoiceNumber('2026-10', 3)).toBe('SINV-202610-000003');
  });
});
