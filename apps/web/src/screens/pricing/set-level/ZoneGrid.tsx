import {
  useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState,
  type ClipboardEvent, type FormEvent, type KeyboardEvent, type MouseEvent, type Ref, type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PRICING_MESSAGES } from '@console/pricing';
import { languageOf } from '../../../platform/envelope';
import { cellValue, insertRow, isRowEmpty, setCell, type GridColumn, type GridRow } from './grid-model';
import { keyOutcome, type CellPos } from './grid-keys';
import { cleanNumber, isBlock, parseClipboard, pasteBlock } from './grid-paste';
import { cellId, type GridProblems } from './grid-problems';
import { compareCell, type CompareCards } from './grid-compare';
import { ZoneGridRow, type CellMark } from './ZoneGridRow';
import { CellBubble } from './CellBubble';
import styles from './zone-grid.module.css';

export interface ZoneGridHandle {
  focusCell: (pos: CellPos) => void;
}

export interface PasteInfo {
  rows: number;
  cols: number;
  dropped: number;
}

interface Props {
  rows: GridRow[];
  /** 'from', 'to', then the zones shown. */
  columns: GridColumn[];
  problems: GridProblems;
  compare: CompareCards;
  readOnly: boolean;
  focus: CellPos | null;
  onFocusChange: (pos: CellPos) => void;
  setRows: (update: (rows: GridRow[]) => GridRow[]) => void;
  onRemoveRow: (index: number) => void;
  onPasted: (info: PasteInfo) => void;
  ref?: Ref<ZoneGridHandle>;
}

function posOf(target: EventTarget | null): CellPos | null {
  const el = target as HTMLElement | null;
  if (!el || el.tagName !== 'INPUT' || el.dataset.r === undefined) return null;
  return { row: Number(el.dataset.r), col: Number(el.dataset.c) };
}

/**
 * The level's prices as a spreadsheet: a row per weight range, From and To then a column per
 * zone. The keyboard is grid-keys.ts's, a pasted block is grid-paste.ts's; every cell shows
 * the rules it breaks and, for a price, how it stands against cost and publish (a corner mark,
 * and a bubble on the focused cell).
 */
export function ZoneGrid({ rows, columns, problems, compare, readOnly, focus, onFocusChange, setRows, onRemoveRow, onPasted, ref }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const table = useRef<HTMLTableElement>(null);
  const pending = useRef<CellPos | null>(null);
  /** The focused cell's value when it was reached: what Escape puts back. */
  const original = useRef<{ pos: CellPos; value: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(0);

  const inputAt = useCallback((pos: CellPos) => table.current?.querySelector<HTMLInputElement>(`input[data-r="${pos.row}"][data-c="${pos.col}"]`) ?? null, []);
  const focusCell = useCallback((pos: CellPos) => inputAt(pos)?.focus(), [inputAt]);
  // From outside (a row inserted, a refused save): after the grid has drawn what changed.
  const focusSoon = useCallback((pos: CellPos) => {
    pending.current = pos;
    requestAnimationFrame(() => {
      if (pending.current !== pos) return;
      pending.current = null;
      focusCell(pos);
    });
  }, [focusCell]);
  useImperativeHandle(ref, () => ({ focusCell: focusSoon }), [focusSoon]);
  useLayoutEffect(() => {
    if (!pending.current) return;
    const pos = pending.current;
    pending.current = null;
    inputAt(pos)?.focus();
  });

  // Comparisons per row object: a keystroke changes one row, the others keep theirs.
  const comparisons = useMemo(() => new WeakMap<GridRow, Map<string, ReturnType<typeof compareCell>>>(), [compare]);
  const compareAt = (row: GridRow, zone: string) => {
    let byZone = comparisons.get(row);
    if (!byZone) comparisons.set(row, (byZone = new Map()));
    if (!byZone.has(zone)) byZone.set(zone, compareCell(cellValue(row, zone), row.to, zone, compare));
    return byZone.get(zone)!;
  };

  const marks = rows.map((row, r) => columns.map((column): CellMark | undefined => {
    const errors = (problems.cells.get(cellId(r, column)) ?? []).map((p) => t(`messages.${p.key}`, p.params ?? {}));
    const note = column === 'from' || column === 'to' || cellValue(row, column).trim() === '' ? undefined : compareAt(row, column).note;
    if (!errors.length && !note) return undefined;
    return { errors, note: note && { kind: note === 'noLessThanCostRate' ? 'below' : 'above', text: PRICING_MESSAGES[note][lang] } };
  }));

  const onFocus = (e: SyntheticEvent) => {
    const pos = posOf(e.target);
    if (!pos) return;
    const input = e.target as HTMLInputElement;
    original.current = { pos, value: input.value };
    setEditing(false);
    onFocusChange(pos);
    input.select(); // typing replaces the cell
  };

  // A click on another cell selects it whole (as the keyboard does); a click in the focused one edits.
  const onMouseDown = (e: MouseEvent) => {
    const input = e.target as HTMLInputElement;
    if (!posOf(input)) return;
    if (document.activeElement !== input) {
      e.preventDefault();
      input.focus();
    } else setEditing(true);
  };

  const onChange = (e: FormEvent) => {
    const pos = posOf(e.target);
    if (!pos || readOnly) return;
    const value = (e.target as HTMLInputElement).value;
    setRows((current) => setCell(current, pos.row, columns[pos.col], value));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const pos = posOf(e.target);
    if (!pos) return;
    const outcome = keyOutcome(e, pos, { rows: rows.length, cols: columns.length }, editing, isRowEmpty(rows[rows.length - 1]));
    const input = e.target as HTMLInputElement;
    switch (outcome.kind) {
      case 'move':
        e.preventDefault();
        focusCell(outcome.to);
        return;
      case 'append':
        e.preventDefault();
        if (readOnly) return;
        pending.current = outcome.to;
        setRows((current) => insertRow(current, current.length - 1));
        return;
      case 'revert': {
        const before = original.current;
        if (!before || before.pos.row !== pos.row || before.pos.col !== pos.col || readOnly) return;
        e.preventDefault();
        setRows((current) => setCell(current, pos.row, columns[pos.col], before.value));
        setEditing(false);
        requestAnimationFrame(() => input.select());
        return;
      }
      case 'edit':
        e.preventDefault();
        setEditing(true);
        input.setSelectionRange(input.value.length, input.value.length);
        return;
      default:
    }
  };

  const onPaste = (e: ClipboardEvent) => {
    const pos = posOf(e.target);
    if (!pos || readOnly) return;
    const text = e.clipboardData.getData('text/plain');
    if (!isBlock(text)) {
      if (editing) return; // into the text being edited, as typed
      e.preventDefault();
      setRows((current) => setCell(current, pos.row, columns[pos.col], cleanNumber(text)));
      return;
    }
    e.preventDefault();
    const cells = parseClipboard(text);
    const result = pasteBlock(rows, columns, pos, cells);
    setRows(() => result.rows);
    onPasted({ rows: cells.length, cols: Math.max(...cells.map((line) => line.length)), dropped: result.dropped });
  };

  const zones = columns.slice(2);
  return (
    <div ref={frame} className={styles.frame}>
      <div className={styles.scroller} data-testid="zone-grid" onScroll={() => setScrolled((n) => n + 1)}>
        <table
          ref={table}
          className={styles.table}
          onFocus={onFocus}
          onMouseDown={onMouseDown}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onDoubleClick={() => setEditing(true)}
        >
          <thead>
            <tr>
              <th rowSpan={2} className={styles.num}>#</th>
              <th colSpan={2} className={`${styles.weight} ${styles.from}`} style={{ width: 144 }}>{t('setLevel.weight')}</th>
              {zones.length > 0 && <th colSpan={zones.length}>{t('setLevel.zones')}</th>}
              <th rowSpan={2} className={styles.act} aria-label={t('setLevel.removeRow')} />
            </tr>
            <tr>
              <th className={`${styles.weight} ${styles.from}`}>{t('setLevel.from')}</th>
              <th className={`${styles.weight} ${styles.to}`}>{t('setLevel.to')}</th>
              {zones.map((zone) => <th key={zone} className={styles.zone} title={t('setLevel.zone', { zone })}>{zone}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <ZoneGridRow
                key={row.key}
                row={row}
                index={r}
                columns={columns}
                marks={marks[r]}
                marksKey={JSON.stringify(marks[r])}
                focusCol={focus?.row === r ? focus.col : -1}
                readOnly={readOnly}
                removeLabel={t('setLevel.removeRowN', { row: r + 1 })}
                onRemove={onRemoveRow}
              />
            ))}
          </tbody>
        </table>
      </div>
      <CellBubble frame={frame} pos={focus} mark={focus ? marks[focus.row]?.[focus.col] : undefined} tick={`${scrolled}|${rows.length}|${columns.length}`} />
    </div>
  );
}
