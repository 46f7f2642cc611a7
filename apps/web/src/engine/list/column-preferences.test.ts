import { describe, expect, it } from 'vitest';
import { arrangeColumns, clampWidth, currentOrder, hiddenColumns, moveColumn, toggleColumn } from './column-preferences';

const columns = [{ key: 'a', width: 100 }, { key: 'b', width: 100 }, { key: 'c', width: 100 }, { key: 'actions', width: 80 }];
const none = { order: [], hidden: [], widths: {} };

describe('column preferences', () => {
  it('leave the declared columns as they are when the user chose nothing', () => {
    expect(arrangeColumns(columns, none)).toEqual(columns);
  });

  it('order, hide and size the columns, keeping Actions last', () => {
    const arranged = arrangeColumns(columns, { order: ['c', 'gone', 'a'], hidden: ['a'], widths: { c: 250, actions: 300 } });
    expect(arranged.map((c) => c.key)).toEqual(['c', 'b', 'actions']);
    expect(arranged[0].width).toBe(250);
  });

  it('move a column up or down in the order the user sees', () => {
    const keys = ['a', 'b', 'c'];
    const moved = moveColumn(keys, none, 'c', -1);
    expect(currentOrder(keys, moved)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(keys, moved, 'a', -1)).toBe(moved);
  });

  it('hide and show a column, and keep widths within what the API accepts', () => {
    const hidden = toggleColumn(none, 'b', false);
    expect(hidden.hidden).toEqual(['b']);
    expect(toggleColumn(hidden, 'b', true).hidden).toEqual([]);
    expect([clampWidth(3), clampWidth(180.4), clampWidth(5000)]).toEqual([40, 180, 1200]);
  });

  it('start the definition\'s listHidden columns hidden until the user shows one, which is kept', () => {
    expect(arrangeColumns(columns, none, ['b']).map((c) => c.key)).toEqual(['a', 'c', 'actions']);
    const shown = toggleColumn(none, 'b', true, ['b']);
    expect(shown).toEqual({ ...none, shown: ['b'] });
    expect(arrangeColumns(columns, shown, ['b']).map((c) => c.key)).toEqual(['a', 'b', 'c', 'actions']);
    const hiddenAgain = toggleColumn(shown, 'b', false, ['b']);
    expect(hiddenAgain).toEqual({ ...none, hidden: ['b'] });
    expect(hiddenColumns(hiddenAgain, ['b'])).toEqual(['b']);
  });
});
