import { memo } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { cellValue, type GridColumn, type GridRow } from './grid-model';
import styles from './zone-grid.module.css';

/** What a cell has to tell: rule problems (red) and the engine's note against cost or publish. */
export interface CellMark {
  errors: string[];
  note?: { kind: 'above' | 'below'; text: string };
}

interface Props {
  row: GridRow;
  index: number;
  columns: readonly GridColumn[];
  /** By column index. */
  marks: ReadonlyArray<CellMark | undefined>;
  /** A string of the marks, so a row whose marks did not change is not drawn again. */
  marksKey: string;
  /** The focused column when the focus is on this row, else -1. */
  focusCol: number;
  readOnly: boolean;
  removeLabel: string;
  onRemove: (index: number) => void;
}

const columnClass = (column: GridColumn) => (column === 'from' ? `${styles.weight} ${styles.from}` : column === 'to' ? `${styles.weight} ${styles.to}` : styles.zone);

/** Changes are read by the grid (one listener for all cells); React wants a handler on a controlled input. */
const handledByGrid = () => undefined;

function markClass(mark: CellMark | undefined): string {
  if (!mark) return '';
  if (mark.errors.length) return styles.error;
  return mark.note ? styles[mark.note.kind] : '';
}

/**
 * One weight range of the grid: its number, From and To, a price per zone shown, and its remove
 * button. The inputs carry their position (`data-r`, `data-c`); the grid listens for their
 * events, so a row is only data and draws again only when it changed.
 */
function ZoneGridRowView({ row, index, columns, marks, focusCol, readOnly, removeLabel, onRemove }: Props) {
  return (
    <tr data-testid={`grid-row-${index}`}>
      <td className={styles.num}>{index + 1}</td>
      {columns.map((column, c) => {
        const mark = marks[c];
        const focused = c === focusCol;
        const texts = mark ? [...mark.errors, ...(mark.note ? [mark.note.text] : [])] : [];
        return (
          <td key={column} className={`${columnClass(column)} ${markClass(mark)} ${focused ? styles.focused : ''}`} data-testid={`cell-${index}-${column}`}>
            <input
              className={styles.cell}
              data-r={index}
              data-c={c}
              value={cellValue(row, column)}
              onChange={handledByGrid}
              readOnly={readOnly}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              title={texts.join('\n') || undefined}
              aria-invalid={mark?.errors.length ? true : undefined}
            />
          </td>
        );
      })}
      <td className={styles.act}>
        {!readOnly && (
          <Button
            type="text"
            size="small"
            tabIndex={-1}
            className={styles.remove}
            icon={<DeleteOutlined />}
            aria-label={removeLabel}
            title={removeLabel}
            data-testid={`remove-row-${index}`}
            onClick={() => onRemove(index)}
          />
        )}
      </td>
    </tr>
  );
}

export const ZoneGridRow = memo(ZoneGridRowView, (a, b) =>
  a.row === b.row && a.index === b.index && a.columns === b.columns && a.marksKey === b.marksKey && a.focusCol === b.focusCol
  && a.readOnly === b.readOnly && a.removeLabel === b.removeLabel && a.onRemove === b.onRemove);
