import fc from 'fast-check';
import { SUPPLIER_ENTRY_TYPE as T, ZERO_PAYABLE, postPayable, type PayableFigures, type SupplierEntryType } from './payables';
import { parseUnits } from './units';

const u = (v: string) => parseUnits(v)!;

describe('a supplier\'s payable', () => {
  it('adds charges, takes payments and moves by adjustments, worked by hand', () => {
    // the warehouse bills 1,250.40, then 310.05; the platform pays 1,000; a credit note of 10.05
    let figures: PayableFigures = ZERO_PAYABLE;
    for (const [type, amount] of [[T.CHARGE, '1250.40'], [T.CHARGE, '310.05'], [T.PAYMENT, '1000'], [T.ADJUSTMENT, '-10.05']] as const) {
      const out = postPayable(figures, type, u(amount));
      if (!out.ok) throw new Error(out.problem);
      expect(out.before).toEqual(figures);
      figures = out.after;
    }
    expect(figures).toEqual({ totalCharged: u('1560.45'), totalPaid: u('1000'), owed: u('550.4') });
    // paid in advance: owed goes below zero
    const prepaid = postPayable(figures, T.PAYMENT, u('600'));
    expect(prepaid.ok && prepaid.after.owed).toBe(u('-49.6'));
  });

  it('refuses a charge or payment that is not positive, and a zero adjustment', () => {
    expect(postPayable(ZERO_PAYABLE, T.CHARGE, 0n)).toEqual({ ok: false, problem: 'amountPositive' });
    expect(postPayable(ZERO_PAYABLE, T.PAYMENT, u('-5'))).toEqual({ ok: false, problem: 'amountPositive' });
    expect(postPayable(ZERO_PAYABLE, T.ADJUSTMENT, 0n)).toEqual({ ok: false, problem: 'amountNotZero' });
  });

  it('keeps owed = charged - paid + adjustments over any sequence', () => {
    const posting = fc.tuple(fc.constantFrom<SupplierEntryType>(T.CHARGE, T.PAYMENT, T.ADJUSTMENT), fc.bigInt({ min: -10_000_000n, max: 10_000_000n }));
    fc.assert(fc.property(fc.array(posting, { maxLength: 60 }), (postings) => {
      let figures = ZERO_PAYABLE;
      let adjustments = 0n;
      for (const [type, amount] of postings) {
        const out = postPayable(figures, type, amount);
        if (!out.ok) continue;
        if (type === T.ADJUSTMENT) adjustments += amount;
        figures = out.after;
      }
      expect(figures.owed).toBe(figures.totalCharged - figures.totalPaid + adjustments);
    }));
  });
});
