import { CHANGE_TYPE } from './codes';
import { chargeLinesOf, lineAmount, postingOfCharge } from './charges';
import { parseUnits } from './units';

const u = (v: string) => parseUnits(v)!;

describe('charge items', () => {
  it('prices a line as quantity x unit price, rounded half away from zero to 4 decimals', () => {
    expect(lineAmount(u('3'), u('1.25'))).toBe(u('3.75'));
    // 1.5 h x 33.3333 = 49.99995 -> 50.0000
    expect(lineAmount(u('1.5'), u('33.3333'))).toBe(u('50'));
    // 0.3333 cu ft x 0.0001 = 0.00003333 -> 0.0000
    expect(lineAmount(u('0.3333'), u('0.0001'))).toBe(0n);
    // a credit line: 2 x -0.00005 does not exist (4 decimals); 3 x -1.33335 neither; 0.5 x -0.0001 = -0.00005 -> -0.0001
    expect(lineAmount(u('0.5'), u('-0.0001'))).toBe(u('-0.0001'));
  });

  it('totals a transaction\'s lines, worked by hand', () => {
    // pick 12 x 0.35 = 4.20; pack 3 x 1.25 = 3.75; storage 14.2 cu ft x 0.0125 = 0.1775; discount 1 x -0.5
    const result = chargeLinesOf([
      { code: 'PICK', quantity: 12, unitPrice: '0.35' },
      { code: 'PACK', description: ' Packing ', quantity: '3', unitPrice: '1.25' },
      { code: 'STORAGE', quantity: '14.2', unitPrice: '0.0125' },
      { code: 'DISCOUNT', quantity: 1, unitPrice: '-0.5' },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines.map((l) => l.amount)).toEqual([u('4.2'), u('3.75'), u('0.1775'), u('-0.5')]);
    expect(result.lines[1].description).toBe('Packing');
    expect(result.total).toBe(u('7.6275'));
  });

  it('refuses no items, a zero quantity, a bad price or code, naming the item', () => {
    expect(chargeLinesOf([])).toEqual({ ok: false, problem: 'transactionNoItems' });
    expect(chargeLinesOf([{ code: 'A', quantity: 1, unitPrice: 1 }, { code: 'B', quantity: 0, unitPrice: 1 }])).toEqual({ ok: false, problem: 'invalidData', index: 1 });
    expect(chargeLinesOf([{ code: 'A', quantity: 1, unitPrice: '1.23456' }])).toMatchObject({ ok: false, index: 0 });
    expect(chargeLinesOf([{ code: ' ', quantity: 1, unitPrice: 1 }])).toMatchObject({ ok: false, index: 0 });
  });

  it('posts a first charge as its kind, a correction as an adjustment of the difference', () => {
    expect(postingOfCharge(u('7.6275'), null, CHANGE_TYPE.BILLS_DEDUCTION)).toEqual({ amount: u('-7.6275'), changeType: CHANGE_TYPE.BILLS_DEDUCTION });
    // corrected up to 9.00: 1.3725 more; then down to 5: 4.00 back
    expect(postingOfCharge(u('9'), u('7.6275'), CHANGE_TYPE.BILLS_DEDUCTION)).toEqual({ amount: u('-1.3725'), changeType: CHANGE_TYPE.OTHER });
    expect(postingOfCharge(u('5'), u('9'), CHANGE_TYPE.BILLS_DEDUCTION)).toEqual({ amount: u('4'), changeType: CHANGE_TYPE.OTHER });
    expect(postingOfCharge(u('5'), u('5'), CHANGE_TYPE.CREATING_LABELS).amount).toBe(0n);
  });
});
