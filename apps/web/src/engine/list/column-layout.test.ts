import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
import type { FieldDef } from '@console/metadata';
import { listFields } from './use-columns';
import { actionsWidth, columnWidth, iconActionsWidth, kindWidth, mayOverflow, overflows, tableWidth, textWidth, titleWidth } from './column-layout';
import { isListAction, type ResourceDef } from '@console/metadata';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { forPartitionScreen } from '../paths';

/**
 * The table's own width at a 1280 x 800 window (the menu open: 1280 - 240 px, less the page's
 * and the card's padding and a vertical scroll bar), measured in Chromium by flow 02.
 */
export const TABLE_WIDTH_AT_1280 = 944;
const SELECTION = 48;

/** What the first screen of a list needs: its columns shown by default, the checkboxes and Actions for a user offered every action. */
function firstScreenWidth(def: ResourceDef, lang: 'en' | 'zh'): number {
  const ui = lang === 'en' ? en : zh;
  const startHidden = new Set<string>(def.listHidden ?? []);
  const partition = def.partition?.field;
  const columns = listFields(def).filter(([key]) => !startHidden.has(key) && key !== partition);
  const widths = columns.map(([key, field]) => columnWidth(field, key === 'createTime' || key === 'updateTime' ? ui.table[key] : field.label[lang]));
  const count = (def.actions.includes('edit') ? 1 : 0) + (def.actions.includes('delete') ? 1 : 0) + 1
    + (def.customActions ?? []).filter((a) => !isListAction(a)).length;
  const actions = Math.max(iconActionsWidth([ui.buttons.show], count), titleWidth(ui.table.actions));
  return tableWidth(widths) + SELECTION + actions;
}

const text = (maxLength?: number): FieldDef => ({ kind: 'text', label: { en: '', zh: '' }, maxLength });

describe('generated list columns: widths from the field kind', () => {
  it('gives every kind a width, and long texts the widest', () => {
    expect(kindWidth({ kind: 'datetime', label: { en: '', zh: '' } })).toBe(180);
    expect(kindWidth({ kind: 'boolean', label: { en: '', zh: '' } })).toBeLessThan(kindWidth(text(16)));
    expect(kindWidth(text(16))).toBeLessThan(kindWidth(text(64)));
    expect(kindWidth(text(64))).toBeLessThan(kindWidth(text(255)));
    expect(kindWidth(text())).toBe(kindWidth(text(255)));
  });

  it('never cuts a title: a long title widens its column, a sortable one leaves room for the arrows', () => {
    const field: FieldDef = { kind: 'boolean', label: { en: '', zh: '' } };
    expect(columnWidth(field, 'On')).toBe(90);
    const long = 'Agent Invitation Code';
    expect(columnWidth(field, long)).toBeGreaterThanOrEqual(textWidth(long) + 32);
    expect(columnWidth({ ...field, sort: true }, long)).toBe(columnWidth(field, long) + 24);
  });

  it('counts Chinese characters about twice as wide as Latin ones', () => {
    expect(textWidth('创建时间')).toBe(56);
    expect(textWidth('abcd')).toBe(32);
  });

  it('long texts may overflow (ellipsis and tooltip); numbers and times never do', () => {
    expect(mayOverflow(text(255))).toBe(true);
    expect(mayOverflow({ kind: 'email', label: { en: '', zh: '' } })).toBe(true);
    expect(mayOverflow({ kind: 'datetime', label: { en: '', zh: '' } })).toBe(false);
    // a long text reads on one line in a list, cut with '…' (its lines show on the record's page)
    expect(mayOverflow({ kind: 'longText', label: { en: '', zh: '' } })).toBe(true);
    expect(overflows('x'.repeat(255), 240)).toBe(true);
    expect(overflows('short', 240)).toBe(false);
  });

  it('makes room in Actions for every inline label, and More', () => {
    const two = actionsWidth(['View', 'Edit'], false, 'More');
    expect(actionsWidth(['View', 'Edit'], true, 'More')).toBeGreaterThan(two);
    expect(actionsWidth(['View', 'Edit', 'Reset Password'], false, 'More')).toBeGreaterThan(two + textWidth('Reset Password'));
  });

  it('every generated list scrolls by the sum of its columns and fits its values at 1280 px or scrolls', () => {
    for (const def of RESOURCES) {
      const widths = listFields(def).map(([key, field]) => columnWidth(field, key));
      expect(widths.every((w) => w >= 90)).toBe(true);
      expect(tableWidth(widths)).toBe(widths.reduce((a, b) => a + b, 0));
    }
  });
  it('shows the first screen of every list at 1280 px without scrolling sideways, in both languages', () => {
    const wide: string[] = [];
    for (const def of RESOURCES) {
      if (def.menu.hidden || def.screens?.list) continue;
      // a partitioned resource is listed per value, each screen without the others' fields (paths.ts)
      const screens = def.partition ? def.partition.values.map((v) => forPartitionScreen(def, v.value)) : [def];
      for (const screen of screens) {
        for (const lang of ['en', 'zh'] as const) {
          const width = firstScreenWidth(screen, lang);
          if (width > TABLE_WIDTH_AT_1280) wide.push(`${def.name} ${lang} ${width}`);
        }
      }
    }
    expect(wide).toEqual([]);
  });

  it('fits a title on one line: "Actions" needs more than a lone View link', () => {
    expect(titleWidth('Actions')).toBeGreaterThan(actionsWidth(['View'], false, 'More'));
    expect(titleWidth('Actions')).toBeGreaterThanOrEqual(textWidth('Actions') + 32);
  });
});
