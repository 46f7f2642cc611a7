import { describe, expect, it } from 'vitest';
import { keyOutcome } from './grid-keys';

const size = { rows: 3, cols: 4 };
const at = (row: number, col: number) => ({ row, col });
const key = (k: string, mods: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => ({ key: k, ...mods });

describe('zone grid keyboard', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(keyOutcome(key('ArrowDown'), at(0, 1), size, false, false)).toEqual({ kind: 'move', to: at(1, 1) });
    expect(keyOutcome(key('ArrowUp'), at(0, 1), size, false, false)).toEqual({ kind: 'move', to: at(0, 1) });
    expect(keyOutcome(key('ArrowRight'), at(1, 3), size, false, false)).toEqual({ kind: 'move', to: at(1, 3) });
    expect(keyOutcome(key('ArrowLeft'), at(1, 3), size, false, false)).toEqual({ kind: 'move', to: at(1, 2) });
  });

  it('in edit mode (F2) Left and Right stay in the text, Up and Down still move', () => {
    expect(keyOutcome(key('ArrowLeft'), at(1, 2), size, true, false)).toEqual({ kind: 'none' });
    expect(keyOutcome(key('ArrowDown'), at(1, 2), size, true, false)).toEqual({ kind: 'move', to: at(2, 2) });
    expect(keyOutcome(key('F2'), at(1, 2), size, false, false)).toEqual({ kind: 'edit' });
  });

  it('Enter moves down, Shift+Enter up; on the last row it adds a row unless that row is empty', () => {
    expect(keyOutcome(key('Enter'), at(0, 2), size, false, false)).toEqual({ kind: 'move', to: at(1, 2) });
    expect(keyOutcome(key('Enter', { shiftKey: true }), at(1, 2), size, false, false)).toEqual({ kind: 'move', to: at(0, 2) });
    expect(keyOutcome(key('Enter'), at(2, 2), size, false, false)).toEqual({ kind: 'append', to: at(3, 2) });
    expect(keyOutcome(key('Enter'), at(2, 2), size, false, true)).toEqual({ kind: 'move', to: at(2, 2) });
  });

  it('Tab moves right and wraps to the next row; out of the grid at its ends', () => {
    expect(keyOutcome(key('Tab'), at(0, 1), size, false, false)).toEqual({ kind: 'move', to: at(0, 2) });
    expect(keyOutcome(key('Tab'), at(0, 3), size, false, false)).toEqual({ kind: 'move', to: at(1, 0) });
    expect(keyOutcome(key('Tab'), at(2, 3), size, false, false)).toEqual({ kind: 'none' });
    expect(keyOutcome(key('Tab', { shiftKey: true }), at(1, 0), size, false, false)).toEqual({ kind: 'move', to: at(0, 3) });
    expect(keyOutcome(key('Tab', { shiftKey: true }), at(0, 0), size, false, false)).toEqual({ kind: 'none' });
  });

  it('Home and End go to the row ends; Escape puts the cell back; shortcuts are the browser\'s', () => {
    expect(keyOutcome(key('Home'), at(1, 2), size, false, false)).toEqual({ kind: 'move', to: at(1, 0) });
    expect(keyOutcome(key('End'), at(1, 0), size, false, false)).toEqual({ kind: 'move', to: at(1, 3) });
    expect(keyOutcome(key('Escape'), at(1, 0), size, false, false)).toEqual({ kind: 'revert' });
    expect(keyOutcome(key('ArrowDown', { ctrlKey: true }), at(1, 0), size, false, false)).toEqual({ kind: 'none' });
    expect(keyOutcome(key('5'), at(1, 0), size, false, false)).toEqual({ kind: 'none' });
  });
});
