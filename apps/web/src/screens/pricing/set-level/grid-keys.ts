/**
 * The zone grid's keyboard, as a spreadsheet has it: arrows move between cells, Enter moves down
 * (Shift+Enter up), Tab moves right (Shift+Tab left) and wraps to the next row, typing replaces
 * the cell (it is selected when reached). F2 (or a double click) edits inside the cell: then
 * Left and Right move the caret instead. Pure: what a key does, given where it was pressed.
 */

export interface CellPos {
  row: number;
  col: number;
}

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export type KeyOutcome =
  /** Focus this cell (and keep the key from doing anything else). */
  | { kind: 'move'; to: CellPos }
  /** Enter on the last row, which holds something: add a row below and go down into it. */
  | { kind: 'append'; to: CellPos }
  /** Put back what the cell held when it was reached. */
  | { kind: 'revert' }
  /** Start editing inside the cell. */
  | { kind: 'edit' }
  /** Not the grid's: the input (or the browser, for Tab out of the grid) does its own thing. */
  | { kind: 'none' };

export interface GridSize {
  rows: number;
  cols: number;
}

/**
 * What a key does at `at`. `editing`: the cell is in edit mode (F2), where Left/Right stay in
 * the text. `lastRowEmpty`: the last row holds nothing, so Enter there does not add another.
 */
export function keyOutcome(input: KeyInput, at: CellPos, size: GridSize, editing: boolean, lastRowEmpty: boolean): KeyOutcome {
  if (input.altKey || input.ctrlKey || input.metaKey) return { kind: 'none' };
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const move = (row: number, col: number): KeyOutcome => {
    const to = { row: clamp(row, 0, lastRow), col: clamp(col, 0, lastCol) };
    return { kind: 'move', to };
  };
  switch (input.key) {
    case 'ArrowUp':
      return move(at.row - 1, at.col);
    case 'ArrowDown':
      return move(at.row + 1, at.col);
    case 'ArrowLeft':
      return editing ? { kind: 'none' } : move(at.row, at.col - 1);
    case 'ArrowRight':
      return editing ? { kind: 'none' } : move(at.row, at.col + 1);
    case 'Enter':
      if (input.shiftKey) return move(at.row - 1, at.col);
      if (at.row === lastRow) return lastRowEmpty ? move(at.row, at.col) : { kind: 'append', to: { row: at.row + 1, col: at.col } };
      return move(at.row + 1, at.col);
    case 'Tab':
      if (input.shiftKey) {
        if (at.col > 0) return move(at.row, at.col - 1);
        return at.row > 0 ? move(at.row - 1, lastCol) : { kind: 'none' }; // out of the grid, backwards
      }
      if (at.col < lastCol) return move(at.row, at.col + 1);
      return at.row < lastRow ? move(at.row + 1, 0) : { kind: 'none' }; // out of the grid, onwards
    case 'Home':
      return editing ? { kind: 'none' } : move(at.row, 0);
    case 'End':
      return editing ? { kind: 'none' } : move(at.row, lastCol);
    case 'Escape':
      return { kind: 'revert' };
    case 'F2':
      return { kind: 'edit' };
    default:
      return { kind: 'none' };
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
