import { NO_STOCK, plus, type Deltas, type Stock } from './movements';

/** One stored movement as the walk reads it: its deltas and the figures it recorded after itself. */
export interface WalkedMovement {
  id: number;
  seq: number;
  deltas: Deltas;
  after: Stock;
}

/** The walk of one row's movements in seq order. */
export interface WalkState {
  sum: Stock;
  movements: number;
  /** Each movement's seq is the previous + 1 and its recorded after is the running sum. */
  chainOk: boolean;
  firstBreak?: { movementId: number; seq: number };
}

export const startWalk = (): WalkState => ({ sum: NO_STOCK, movements: 0, chainOk: true });

export function walk(state: WalkState, m: WalkedMovement): WalkState {
  const sum = plus(state.sum, m.deltas);
  const inChain = m.seq === state.movements + 1 && sameStock(sum, m.after);
  const next: WalkState = { sum, movements: state.movements + 1, chainOk: state.chainOk && inChain };
  const firstBreak = state.firstBreak ?? (inChain ? undefined : { movementId: m.id, seq: m.seq });
  return firstBreak ? { ...next, firstBreak } : next;
}

export const sameStock = (a: Stock, b: Stock) => a.standard === b.standard && a.damage === b.damage && a.allocated === b.allocated;

/** A stored row against the walk of its movements: drift when a figure or the movement count differs. */
export function checkRow(stored: Stock, storedCount: number, state: WalkState): { drift: boolean; chainOk: boolean; recomputed: Stock } {
  return { drift: !sameStock(stored, state.sum) || storedCount !== state.movements, chainOk: state.chainOk, recomputed: state.sum };
}
