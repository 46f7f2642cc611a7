/**
 * A block copied from a spreadsheet (Excel, Google Sheets, LibreOffice: tab-separated lines,
 * cells holding a tab, a line break or a quote come quoted) pasted into the zone grid from the
 * focused cell on: the block's first column lands in the focused column, rows are added below
 * as needed (each starting where the one before ends unless the block gives its start), and
 * columns past the grid's last are left out and counted. Pure.
 */
import { emptyRow, setCell, type GridColumn, type GridRow } from './grid-model';
import type { CellPos } from './grid-keys';

/** The cells of a clipboard text, line by line. A trailing line break ends the last line, it is not a row. */
export function parseClipboard(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  const endCell = () => {
    line.push(cell);
    cell = '';
  };
  const endLine = () => {
    endCell();
    lines.push(line);
    line = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === '\t') endCell();
    else if (c === '\r' || c === '\n') {
      endLine();
      if (c === '\r' && text[i + 1] === '\n') i += 1;
    } else cell += c;
    i += 1;
  }
  if (cell !== '' || line.length > 0) endLine();
  return lines;
}

/** Whether the clipboard holds more than one cell (a single value pastes into the cell as text). */
export function isBlock(text: string): boolean {
  const trimmed = text.replace(/(\r\n|\r|\n)$/, '');
  return /[\t\r\n]/.test(trimmed);
}

/**
 * A pasted number as the grid wants it: spaces, a currency sign and thousands separators go
 * ('$1,234.50' -> '1234.50'); anything else is kept for the rules to point at.
 */
export function cleanNumber(text: string): string {
  const trimmed = text.trim();
  const stripped = trimmed.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '').replace(/\s+/g, '');
  return /^-?\d*\.?\d+$/.test(stripped) || /^\d+\.$/.test(stripped) ? stripped : trimmed;
}

export interface PasteResult {
  rows: GridRow[];
  /** Pasted cells that fell past the grid's last column. */
  dropped: number;
  /** The cell the paste ended on (bottom right of the block, within the grid). */
  end: CellPos;
}

/** `cells` written into `rows` from `at` over the grid's `columns`. */
export function pasteBlock(rows: readonly GridRow[], columns: readonly GridColumn[], at: CellPos, cells: readonly string[][]): PasteResult {
  let out = [...rows];
  let dropped = 0;
  let end = at;
  cells.forEach((line, i) => {
    const index = at.row + i;
    if (index >= out.length) {
      const before = out[out.length - 1];
      out = [...out, emptyRow(before ? before.to : '0')];
    }
    line.forEach((value, j) => {
      const column = columns[at.col + j];
      if (column === undefined) {
        dropped += 1;
        return;
      }
      out = setCell(out, index, column, cleanNumber(value));
      end = { row: index, col: at.col + j };
    });
  });
  return { rows: out, dropped, end };
}
