import { useCallback, useMemo, useState } from 'react';
import { displayPrice, rowsFromCard, sameCardRows, type GridRow } from './grid-model';
import type { LevelCardRecord } from './set-level-api';

export interface CardEditor {
  rows: GridRow[];
  minimumCharge: string;
  /** 'YYYY-MM-DD': the day the saved version is in force from. */
  effectiveFrom: string;
  /** The rows or the minimum differ from the card as read. */
  dirty: boolean;
  setRows: (next: GridRow[] | ((rows: GridRow[]) => GridRow[])) => void;
  setMinimumCharge: (value: string) => void;
  setEffectiveFrom: (value: string) => void;
  /** Drops the changes: the card as read again. */
  discard: () => void;
}

interface State {
  /** Which card (selection, id and version) the state was made from. */
  source: string;
  rows: GridRow[];
  minimumCharge: string;
  effectiveFrom: string;
  baseRows: GridRow[];
  baseMinimum: string;
}

function fresh(source: string, record: LevelCardRecord | undefined, today: string): State {
  const rows = rowsFromCard(record?.rows);
  const minimum = displayPrice(record?.minimumCharge ?? '');
  return { source, rows, minimumCharge: minimum, effectiveFrom: today, baseRows: rows, baseMinimum: minimum };
}

const sameMoney = (a: string, b: string) => a.trim() === b.trim() || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));

/**
 * The card being edited: its rows, minimum charge and effective date as typed, against the card
 * as read. A different card (another selection, or a new version after a save) starts afresh;
 * a new version is in force from today unless another day is chosen.
 */
export function useCardEditor(selection: string, record: LevelCardRecord | undefined, today: string): CardEditor {
  const source = `${selection}|${record?.id ?? 'new'}|${record?.version ?? 0}`;
  const [state, setState] = useState<State>(() => fresh(source, record, today));
  // A different card: start again from it (during render, so no frame shows the old card).
  let current = state;
  if (state.source !== source) {
    current = fresh(source, record, today);
    setState(current);
  }

  const setRows = useCallback((next: GridRow[] | ((rows: GridRow[]) => GridRow[])) => {
    setState((s) => ({ ...s, rows: typeof next === 'function' ? next(s.rows) : next }));
  }, []);
  const setMinimumCharge = useCallback((value: string) => setState((s) => ({ ...s, minimumCharge: value })), []);
  const setEffectiveFrom = useCallback((value: string) => setState((s) => ({ ...s, effectiveFrom: value })), []);
  const discard = useCallback(() => setState((s) => ({ ...s, rows: s.baseRows, minimumCharge: s.baseMinimum, effectiveFrom: today })), [today]);

  const dirty = useMemo(
    () => !sameCardRows(current.rows, current.baseRows) || !sameMoney(current.minimumCharge, current.baseMinimum),
    [current.rows, current.baseRows, current.minimumCharge, current.baseMinimum],
  );

  return {
    rows: current.rows, minimumCharge: current.minimumCharge, effectiveFrom: current.effectiveFrom, dirty,
    setRows, setMinimumCharge, setEffectiveFrom, discard,
  };
}
