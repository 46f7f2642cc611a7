import { applyMovement, sameFigures, ZERO_FIGURES, type Figures, type Movement } from './figures';
import type { Units } from './units';

/** A stored entry as the verification reads it: its place, movement and recorded figures. */
export interface ChainEntry extends Movement {
  id: number;
  seq: number;
  balanceBefore: Units;
  pendingBefore: Units;
  availableBefore: Units;
  balanceAfter: Units;
  pendingAfter: Units;
  availableAfter: Units;
}

/** A walk along one account's entries in seq order. */
export interface ChainState {
  figures: Figures;
  entries: number;
  lastSeq: number;
  /** The first entry that breaks the chain (a gap in seq, a before that is not the previous after, an after that is not before + movement). */
  firstBreak?: { id: number; seq: number; reason: 'seq' | 'before' | 'after' };
}

export const startChain = (): ChainState => ({ figures: ZERO_FIGURES, entries: 0, lastSeq: 0 });

/** The state after one more entry: the recomputed figures advance whatever the recorded ones say. */
export function walkChain(state: ChainState, e: ChainEntry): ChainState {
  const figures = applyMovement(state.figures, e);
  let firstBreak = state.firstBreak;
  if (!firstBreak) {
    const prev = state.figures;
    if (e.seq !== state.lastSeq + 1) firstBreak = { id: e.id, seq: e.seq, reason: 'seq' };
    else if (e.balanceBefore !== prev.balance || e.pendingBefore !== prev.unBilled || e.availableBefore !== prev.available) {
      firstBreak = { id: e.id, seq: e.seq, reason: 'before' };
    } else if (e.balanceAfter !== figures.balance || e.pendingAfter !== figures.unBilled || e.availableAfter !== figures.available) {
      firstBreak = { id: e.id, seq: e.seq, reason: 'after' };
    }
  }
  return { figures, entries: state.entries + 1, lastSeq: e.seq, ...(firstBreak ? { firstBreak } : {}) };
}

export interface AccountCheck {
  recomputed: Figures;
  chainOk: boolean;
  /** The stored cache differs from the entries' sums. */
  drift: boolean;
  firstBreak?: ChainState['firstBreak'];
}

/** The verdict on one account: its stored figures against the walk of its entries. */
export function checkAccount(stored: Figures, state: ChainState): AccountCheck {
  return {
    recomputed: state.figures,
    chainOk: !state.firstBreak,
    drift: !sameFigures(stored, state.figures),
    ...(state.firstBreak ? { firstBreak: state.firstBreak } : {}),
  };
}
