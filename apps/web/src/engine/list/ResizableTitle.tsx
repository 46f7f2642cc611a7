import { useRef, type PointerEvent, type ThHTMLAttributes } from 'react';
import { clampWidth } from './column-preferences';

export interface ResizableHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  /** While dragging (the table follows the pointer). */
  onResize?: (width: number) => void;
  /** When the pointer is let go: the width to keep. */
  onResizeEnd?: (width: number) => void;
}

/**
 * A table header cell with a handle just inside its right edge (an ellipsis cell clips what lies outside): dragging it sets the column's width.
 * Pointer capture keeps the drag going when the pointer leaves the thin handle. Cells without
 * `onResize` (selection, Actions) render as plain header cells.
 */
export function ResizableTitle({ width, onResize, onResizeEnd, children, style, ...rest }: ResizableHeaderProps) {
  const start = useRef<{ x: number; width: number; last: number } | null>(null);
  if (!onResize || !width) return <th {...rest} style={style}>{children}</th>;
  const down = (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation(); // not a click on the sortable title
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { x: e.clientX, width, last: width };
  };
  const move = (e: PointerEvent<HTMLSpanElement>) => {
    if (!start.current) return;
    start.current.last = clampWidth(start.current.width + e.clientX - start.current.x);
    onResize(start.current.last);
  };
  const up = (e: PointerEvent<HTMLSpanElement>) => {
    if (!start.current) return;
    e.currentTarget.releasePointerCapture(e.pointerId);
    const { last, width: before } = start.current;
    start.current = null;
    if (last !== before) onResizeEnd?.(last);
  };
  return (
    <th {...rest} style={{ ...style, position: 'relative' }}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        className="column-resize-handle"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onClick={(e) => e.stopPropagation()}
        style={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: 8, cursor: 'col-resize', zIndex: 2, touchAction: 'none' }}
      />
    </th>
  );
}
