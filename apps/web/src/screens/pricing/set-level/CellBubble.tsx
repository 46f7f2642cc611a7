import { useLayoutEffect, useState, type RefObject } from 'react';
import type { CellPos } from './grid-keys';
import type { CellMark } from './ZoneGridRow';
import styles from './zone-grid.module.css';

interface Props {
  /** The box the bubble is placed in (positioned, holding the grid's scroller). */
  frame: RefObject<HTMLDivElement | null>;
  /** The focused cell. */
  pos: CellPos | null;
  mark: CellMark | undefined;
  /** Changes when the grid scrolls or its rows change, so the bubble follows its cell. */
  tick: unknown;
}

/** The widest a bubble gets (its CSS max-width). */
const BUBBLE_WIDTH = 300;

/**
 * What the focused cell has to tell (its rule problems, its note against cost or publish), in a
 * bubble beside it, as a spreadsheet's note (under or over it when the window is short of room
 * on the right). Placed over the grid rather than inside it, so the grid's scrolling box does not
 * clip it; hidden when its cell is scrolled away.
 */
export function CellBubble({ frame, pos, mark, tick }: Props) {
  const [place, setPlace] = useState<{ top: number; left: number; up: boolean } | null>(null);
  const texts = mark ? mark.errors.length + (mark.note ? 1 : 0) : 0;

  useLayoutEffect(() => {
    const box = frame.current;
    const input = pos && box?.querySelector<HTMLInputElement>(`input[data-r="${pos.row}"][data-c="${pos.col}"]`);
    if (!box || !input || texts === 0) {
      setPlace(null);
      return;
    }
    const cell = input.getBoundingClientRect();
    const view = (input.closest('[data-testid="zone-grid"]') ?? box).getBoundingClientRect();
    if (cell.bottom < view.top + 58 || cell.top > view.bottom || cell.right < view.left || cell.left > view.right) {
      setPlace(null); // scrolled out of sight
      return;
    }
    const outer = box.getBoundingClientRect();
    if (cell.right + 4 + BUBBLE_WIDTH < window.innerWidth) {
      setPlace({ top: cell.top - outer.top, left: cell.right - outer.left + 4, up: false });
      return;
    }
    const up = cell.bottom + 80 > window.innerHeight;
    setPlace({ top: up ? cell.top - outer.top - 2 : cell.bottom - outer.top + 2, left: Math.max(0, cell.right - outer.left - BUBBLE_WIDTH), up });
  }, [frame, pos, texts, mark, tick]);

  if (!place || !mark) return null;
  return (
    <div
      className={styles.bubble}
      style={{ top: place.top, left: place.left, transform: place.up ? 'translateY(-100%)' : undefined }}
      data-testid="cell-hint"
      role="status"
    >
      {mark.errors.map((e) => <div key={e} className={styles.bubbleError}>{e}</div>)}
      {mark.note && <div className={mark.note.kind === 'above' ? styles.bubbleNote : styles.bubbleNoteBelow}>{mark.note.text}</div>}
    </div>
  );
}
