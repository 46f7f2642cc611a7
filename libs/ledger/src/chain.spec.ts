import fc from 'fast-check';
import { CHANGE_TYPES, type ChangeType, type DeductionType } from './codes';
import { checkAccount, startChain, walkChain, type ChainEntry } from './chain';
import { figuresOf, ZERO_FIGURES, type Figures } from './figures';
import { post } from './posting';

/** Stores an accepted posting as the finance module does: its movement and recorded figures. */
function entryOf(id: number, seq: number, e: { flowType: 1 | 2; amount: bigint; pendingDelta: bigint; before: Figures; after: Figures }): ChainEntry {
  return {
    id, seq, flowType: e.flowType, amount: e.amount, pendingDelta: e.pendingDelta,
    balanceBefore: e.before.balance, pendingBefore: e.before.unBilled, availableBefore: e.before.available,
    balanceAfter: e.after.balance, pendingAfter: e.after.unBilled, availableAfter: e.after.available,
  };
}

const postingArb = fc.record({
  changeType: fc.constantFrom(...CHANGE_TYPES) as fc.Arbitrary<ChangeType>,
  amount: fc.bigInt({ min: -5_000_000n, max: 5_000_000n }),
  pendingDelta: fc.oneof(fc.constant(0n), fc.bigInt({ min: -2_000_000n, max: 2_000_000n })),
  deductionType: fc.option(fc.constantFrom(1, 2) as fc.Arbitrary<DeductionType>, { nil: undefined }),
});

describe('the chain', () => {
  it('any sequence of postings keeps balance = sum, available = balance - unBilled, and an intact chain', () => {
    fc.assert(fc.property(fc.array(postingArb, { maxLength: 60 }), fc.bigInt({ min: 0n, max: 10_000_000n }), (postings, creditLimit) => {
      let figures: Figures = ZERO_FIGURES;
      let state = startChain();
      const entries: ChainEntry[] = [];
      for (const p of postings) {
        const outcome = post(figures, creditLimit, p);
        if (!outcome.ok) continue; // a refusal writes nothing
        const entry = entryOf(entries.length + 1, entries.length + 1, outcome.entry);
        entries.push(entry);
        state = walkChain(state, entry);
        figures = outcome.entry.after;
        // every accepted posting leaves the account within its rules
        expect(figures.unBilled >= 0n).toBe(true);
      }
      const sum = entries.reduce((s, e) => s + e.amount, 0n);
      expect(figures.balance).toBe(sum);
      expect(figures.available).toBe(figures.balance - figures.unBilled);
      expect(figures.balance).toBe(figures.totalFunded - figures.totalBilled);
      expect(figuresOf(entries)).toEqual(figures);
      expect(checkAccount(figures, state)).toEqual({ recomputed: figures, chainOk: true, drift: false });
    }), { numRuns: 500 });
  });

  it('names the first broken link and the drift of a tampered cache', () => {
    const a = post(ZERO_FIGURES, 0n, { changeType: 6, amount: 1000000n, pendingDelta: 0n });
    if (!a.ok) throw new Error('refused');
    const b = post(a.entry.after, 0n, { changeType: 1, amount: -250000n, pendingDelta: 0n });
    if (!b.ok) throw new Error('refused');
    const e1 = entryOf(1, 1, a.entry);
    const e2 = entryOf(2, 2, b.entry);
    const good = walkChain(walkChain(startChain(), e1), e2);
    expect(checkAccount(b.entry.after, good).chainOk).toBe(true);
    // a lost update: the second entry's before is not the first's after
    const lost = walkChain(walkChain(startChain(), e1), { ...e2, balanceBefore: 0n });
    expect(checkAccount(b.entry.after, lost)).toMatchObject({ chainOk: false, firstBreak: { id: 2, seq: 2, reason: 'before' } });
    // a gap in the sequence
    expect(walkChain(walkChain(startChain(), e1), { ...e2, seq: 3 }).firstBreak).toEqual({ id: 2, seq: 3, reason: 'seq' });
    // an after that is not before + movement
    expect(walkChain(startChain(), { ...e1, availableAfter: 1n }).firstBreak?.reason).toBe('after');
    // the stored cache edited by hand: drift, the chain itself intact
    expect(checkAccount({ ...b.entry.after, balance: 0n }, good)).toMatchObject({ chainOk: true, drift: true });
  });
});
