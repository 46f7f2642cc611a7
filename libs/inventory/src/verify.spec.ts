import { checkRow, startWalk, walk, type Stock } from './index';

const s = (standard: number, damage = 0, allocated = 0): Stock => ({ standard, damage, allocated });

describe('verify walk', () => {
  const movements = [
    { id: 11, seq: 1, deltas: s(10, 2), after: s(10, 2) },
    { id: 12, seq: 2, deltas: s(0, 0, 4), after: s(10, 2, 4) },
    { id: 13, seq: 3, deltas: s(-3, 0, -3), after: s(7, 2, 1) },
  ];
  const walked = movements.reduce(walk, startWalk());

  it('sums the movements and checks each recorded after', () => {
    expect(walked).toEqual({ sum: s(7, 2, 1), movements: 3, chainOk: true });
    expect(checkRow(s(7, 2, 1), 3, walked)).toEqual({ drift: false, chainOk: true, recomputed: s(7, 2, 1) });
  });

  it('a changed cached figure or count is drift', () => {
    expect(checkRow(s(8, 2, 1), 3, walked).drift).toBe(true);
    expect(checkRow(s(7, 2, 1), 2, walked).drift).toBe(true);
  });

  it('a missing or edited movement breaks the chain at its place', () => {
    const gap = [movements[0], movements[2]].reduce(walk, startWalk());
    expect(gap).toMatchObject({ chainOk: false, firstBreak: { movementId: 13, seq: 3 } });
    const edited = [movements[0], { ...movements[1], deltas: s(0, 0, 5) }, movements[2]].reduce(walk, startWalk());
    expect(edited).toMatchObject({ chainOk: false, firstBreak: { movementId: 12, seq: 2 } });
  });
});
