import { MOVEMENT_TYPE as T, applyDeltas, availableOf, deltasOf, move, onHandOf, reversalOf, type Stock } from './index';

const s = (standard: number, damage = 0, allocated = 0): Stock => ({ standard, damage, allocated });

describe('deltasOf', () => {
  it('gives each movement its deltas', () => {
    expect(deltasOf({ type: T.RECEIVE, standard: 10, damage: 2 })).toEqual({ ok: true, value: s(10, 2, 0) });
    expect(deltasOf({ type: T.RETURN, damage: 1 })).toEqual({ ok: true, value: s(0, 1, 0) });
    expect(deltasOf({ type: T.ALLOCATE, quantity: 3 })).toEqual({ ok: true, value: s(0, 0, 3) });
    expect(deltasOf({ type: T.RELEASE, quantity: 3 })).toEqual({ ok: true, value: s(0, 0, -3) });
    expect(deltasOf({ type: T.PICK, quantity: 2 })).toEqual({ ok: true, value: s(-2, 0, -2) });
    expect(deltasOf({ type: T.SHIP, quantity: 2 })).toEqual({ ok: true, value: s(-2, 0, -2) });
    expect(deltasOf({ type: T.ADJUST, standard: -1, damage: 1 })).toEqual({ ok: true, value: s(-1, 1, 0) });
  });

  it('refuses empty, negative and fractional quantities', () => {
    expect(deltasOf({ type: T.RECEIVE })).toEqual({ ok: false, message: 'stockEmptyMovement' });
    expect(deltasOf({ type: T.RECEIVE, standard: -1 })).toEqual({ ok: false, message: 'stockQuantityInvalid' });
    expect(deltasOf({ type: T.ALLOCATE, quantity: 0 })).toEqual({ ok: false, message: 'stockEmptyMovement' });
    expect(deltasOf({ type: T.PICK, quantity: -1 })).toEqual({ ok: false, message: 'stockQuantityInvalid' });
    expect(deltasOf({ type: T.ADJUST, standard: 1.5 })).toEqual({ ok: false, message: 'stockQuantityInvalid' });
    expect(deltasOf({ type: T.ADJUST, standard: 0, damage: 0 })).toEqual({ ok: false, message: 'stockEmptyMovement' });
  });
});

describe('move: a worked sequence', () => {
  it('receive 10 + 2 damaged, allocate 4, pick 3, release 1, return 1, adjust -1 to damage', () => {
    let row = s(0);
    const step = (req: Parameters<typeof move>[1]) => {
      const out = move(row, req);
      if (!out.ok) throw new Error(out.message);
      row = out.value.after;
      return row;
    };
    expect(step({ type: T.RECEIVE, standard: 10, damage: 2 })).toEqual(s(10, 2, 0));
    expect(step({ type: T.ALLOCATE, quantity: 4 })).toEqual(s(10, 2, 4));
    expect(availableOf(row)).toBe(6);
    expect(step({ type: T.PICK, quantity: 3 })).toEqual(s(7, 2, 1));
    expect(step({ type: T.RELEASE, quantity: 1 })).toEqual(s(7, 2, 0));
    expect(step({ type: T.RETURN, standard: 1 })).toEqual(s(8, 2, 0));
    expect(step({ type: T.ADJUST, standard: -1, damage: 1 })).toEqual(s(7, 3, 0));
    expect(onHandOf(row)).toBe(10);
  });
});

describe('applyDeltas: the refusals', () => {
  it('never allocates past the available', () => {
    expect(move(s(10, 0, 8), { type: T.ALLOCATE, quantity: 2 })).toMatchObject({ ok: true, value: { after: s(10, 0, 10) } });
    expect(move(s(10, 0, 8), { type: T.ALLOCATE, quantity: 3 })).toEqual({ ok: false, message: 'stockInsufficientAvailable' });
    // damaged units are not available
    expect(move(s(0, 5, 0), { type: T.ALLOCATE, quantity: 1 })).toEqual({ ok: false, message: 'stockInsufficientAvailable' });
  });

  it('releases, picks and ships at most the allocated', () => {
    expect(move(s(10, 0, 2), { type: T.RELEASE, quantity: 3 })).toEqual({ ok: false, message: 'stockReleaseExceedsAllocated' });
    expect(move(s(10, 0, 2), { type: T.PICK, quantity: 3 })).toEqual({ ok: false, message: 'stockTakeExceedsAllocated' });
    expect(move(s(10, 0, 2), { type: T.SHIP, quantity: 3 })).toEqual({ ok: false, message: 'stockTakeExceedsAllocated' });
  });

  it('adjusts never below zero nor below the allocated', () => {
    expect(move(s(5, 1, 0), { type: T.ADJUST, damage: -2 })).toEqual({ ok: false, message: 'stockBelowZero' });
    expect(move(s(5, 0, 0), { type: T.ADJUST, standard: -6 })).toEqual({ ok: false, message: 'stockBelowZero' });
    expect(move(s(5, 0, 4), { type: T.ADJUST, standard: -2 })).toEqual({ ok: false, message: 'stockBelowAllocated' });
    expect(move(s(5, 0, 4), { type: T.ADJUST, standard: -1 })).toMatchObject({ ok: true, value: { after: s(4, 0, 4) } });
  });

  it('a reversal undoes its movement, refused when the stock has moved on', () => {
    const received = s(10, 0, 0);
    expect(reversalOf(received)).toEqual(s(-10, 0, 0));
    expect(applyDeltas(s(10, 0, 0), reversalOf(received))).toEqual({ ok: true, value: s(0, 0, 0) });
    // 3 of the 10 are allocated: the receipt can no longer be undone
    expect(applyDeltas(s(10, 0, 3), reversalOf(received))).toEqual({ ok: false, message: 'stockBelowAllocated' });
    // undoing a pick puts the units back, allocated
    expect(applyDeltas(s(7, 0, 1), reversalOf(s(-3, 0, -3)))).toEqual({ ok: true, value: s(10, 0, 4) });
    // undoing an allocation is a release
    expect(applyDeltas(s(10, 0, 0), reversalOf(s(0, 0, 4)))).toEqual({ ok: false, message: 'stockReleaseExceedsAllocated' });
  });

  it('a movement that only raises quantities is never refused', () => {
    expect(move(s(1, 0, 3), { type: T.RECEIVE, standard: 1 })).toMatchObject({ ok: true, value: { after: s(2, 0, 3) } });
  });
});
