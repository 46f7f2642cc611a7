import { CHANGE_TYPE, DEDUCTION_TYPE, FLOW_TYPE } from './codes';
import { formatFigures, ZERO_FIGURES, type Figures } from './figures';
import { post, type Posting } from './posting';
import { formatUnits, parseUnits } from './units';

const u = (s: string) => parseUnits(s)!;
const shown = (f: Figures) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, formatUnits(v)]));
/** Posts one after another from nothing, failing the test on a refusal. */
function run(creditLimit: string, postings: Posting[]): Figures {
  let figures = ZERO_FIGURES as Figures;
  for (const p of postings) {
    const outcome = post(figures, u(creditLimit), p);
    if (!outcome.ok) throw new Error(outcome.message);
    figures = outcome.entry.after;
  }
  return figures;
}
const funds = (amount: string): Posting => ({ changeType: CHANGE_TYPE.ADD_FUNDS, amount: u(amount), pendingDelta: 0n });
const label = (amount: string): Posting => ({ changeType: CHANGE_TYPE.CREATING_LABELS, amount: -u(amount), pendingDelta: 0n });
const hold = (amount: string): Posting => ({ changeType: CHANGE_TYPE.TRACKING_HOLD, amount: 0n, pendingDelta: u(amount) });
const settle = (held: string, final: string): Posting => ({ changeType: CHANGE_TYPE.BILLS_DEDUCTION, amount: -u(final), pendingDelta: -u(held), deductionType: DEDUCTION_TYPE.HOLDING });

describe('units', () => {
  it('reads and writes 4-decimal strings exactly', () => {
    expect(parseUnits('12.34')).toBe(123400n);
    expect(parseUnits('-0.0001')).toBe(-1n);
    expect(parseUnits('99999999999.9999')).toBe(999999999999999n);
    expect(parseUnits('1.23456')).toBeNull();
    expect(parseUnits('1e3')).toBeNull();
    expect(parseUnits('')).toBeNull();
    expect(formatUnits(123400n)).toBe('12.3400');
    expect(formatUnits(-5000n)).toBe('-0.5000');
    expect(formatUnits(0n)).toBe('0.0000');
  });
});

describe('formatFigures', () => {
  it('writes every figure as a 4-decimal string, negatives included', () => {
    expect(formatFigures({ totalFunded: 5_000_000n, totalBilled: 200_001n, balance: 4_799_999n, unBilled: 0n, available: -1n })).toEqual({
      totalFunded: '500.0000', totalBilled: '20.0001', balance: '479.9999', unBilled: '0.0000', available: '-0.0001',
    });
  });
});

describe('post', () => {
  it('adds funds: funded and balance rise, nothing billed', () => {
    const outcome = post(ZERO_FIGURES, 0n, funds('500'));
    expect(outcome.ok && outcome.entry.flowType).toBe(FLOW_TYPE.ADD_FUNDS);
    expect(outcome.ok && outcome.entry.deductionType).toBe(DEDUCTION_TYPE.INSTANT);
    expect(outcome.ok && shown(outcome.entry.after)).toEqual({ totalFunded: '500.0000', totalBilled: '0.0000', balance: '500.0000', unBilled: '0.0000', available: '500.0000' });
  });

  it('debits a label at once (instant), billed and balance follow', () => {
    // 500 funded, labels of 12.35 and 7.6501: billed 20.0001, balance 479.9999
    expect(shown(run('0', [funds('500'), label('12.35'), label('7.6501')]))).toEqual({
      totalFunded: '500.0000', totalBilled: '20.0001', balance: '479.9999', unBilled: '0.0000', available: '479.9999',
    });
  });

  it('holds, then settles the hold and debits the final amount in one entry', () => {
    // 100 funded; hold 30 -> available 70; settle: release 30, debit 27.5 -> balance 72.5, available 72.5
    const held = run('0', [funds('100'), hold('30')]);
    expect(shown(held)).toMatchObject({ balance: '100.0000', unBilled: '30.0000', available: '70.0000', totalBilled: '0.0000' });
    const settled = run('0', [funds('100'), hold('30'), settle('30', '27.5')]);
    expect(shown(settled)).toEqual({ totalFunded: '100.0000', totalBilled: '27.5000', balance: '72.5000', unBilled: '0.0000', available: '72.5000' });
  });

  it('defaults a posting that holds to holding, and refuses an instant one that holds', () => {
    const outcome = post(run('0', [funds('10')]), 0n, hold('4'));
    expect(outcome.ok && outcome.entry.deductionType).toBe(DEDUCTION_TYPE.HOLDING);
    expect(post(run('0', [funds('10')]), 0n, { ...hold('4'), deductionType: DEDUCTION_TYPE.INSTANT })).toEqual({ ok: false, message: 'instantWithHold' });
  });

  it('freezes without a debit and unfreezes by its negative', () => {
    const frozen = run('0', [funds('50'), { changeType: CHANGE_TYPE.FROZEN_BALANCE, amount: 0n, pendingDelta: u('20') }]);
    expect(shown(frozen)).toMatchObject({ balance: '50.0000', unBilled: '20.0000', available: '30.0000', totalBilled: '0.0000' });
    const thawed = run('0', [funds('50'), { changeType: CHANGE_TYPE.FROZEN_BALANCE, amount: 0n, pendingDelta: u('20') }, { changeType: CHANGE_TYPE.FROZEN_BALANCE, amount: 0n, pendingDelta: -u('20') }]);
    expect(shown(thawed)).toMatchObject({ balance: '50.0000', unBilled: '0.0000', available: '50.0000' });
  });

  it('refuses what would take available below minus the credit limit, and allows down to it', () => {
    const f = run('0', [funds('10')]);
    expect(post(f, 0n, label('10.0001'))).toEqual({ ok: false, message: 'insufficientBalance' });
    expect(post(f, 0n, hold('10.0001'))).toEqual({ ok: false, message: 'insufficientBalance' });
    expect(post(f, 0n, label('10')).ok).toBe(true); // exactly 0 is allowed
    // a credit limit of 25: down to -25 available
    expect(post(f, u('25'), label('35')).ok).toBe(true);
    expect(post(f, u('25'), label('35.0001'))).toEqual({ ok: false, message: 'insufficientBalance' });
  });

  it('never refuses a posting that raises available, even below the limit', () => {
    const under = run('100', [label('80')]); // available -80 with a limit of 100
    // the limit is lowered to 0 later: a refund (+5) still lands, a further debit does not
    expect(post(under, 0n, { changeType: CHANGE_TYPE.VOIDING_LABELS, amount: u('5'), pendingDelta: 0n }).ok).toBe(true);
    expect(post(under, 0n, label('0.0001'))).toEqual({ ok: false, message: 'insufficientBalance' });
    // a settlement for less than its hold raises available: it lands
    const held = run('0', [funds('10'), hold('10')]);
    expect(post(held, 0n, settle('10', '9')).ok).toBe(true);
    // for more than its hold (the carrier billed 12 on a 10 hold, 0 left): refused
    expect(post(held, 0n, settle('10', '12'))).toEqual({ ok: false, message: 'insufficientBalance' });
  });

  it('refuses an empty posting, funds that hold, and a release of more than is held', () => {
    expect(post(ZERO_FIGURES, 0n, { changeType: CHANGE_TYPE.OTHER, amount: 0n, pendingDelta: 0n })).toEqual({ ok: false, message: 'emptyPosting' });
    expect(post(ZERO_FIGURES, 0n, { changeType: CHANGE_TYPE.ADD_FUNDS, amount: u('5'), pendingDelta: u('1') })).toEqual({ ok: false, message: 'fundsWithHold' });
    const held = run('0', [funds('10'), hold('3')]);
    expect(post(held, 0n, settle('3.0001', '1'))).toEqual({ ok: false, message: 'releaseExceedsHold' });
  });

  it('a funding reversed by a negative add-funds entry leaves totalFunded as if it never was', () => {
    expect(shown(run('0', [funds('40'), funds('-40')]))).toMatchObject({ totalFunded: '0.0000', balance: '0.0000' });
  });

  it('a refund (other, positive) lowers totalBilled', () => {
    expect(shown(run('0', [funds('30'), label('10'), { changeType: CHANGE_TYPE.OTHER, amount: u('2.5'), pendingDelta: 0n }]))).toMatchObject({ totalBilled: '7.5000', balance: '22.5000' });
  });
});
