import { kindOf, type FieldDef, type ResourceDef } from '@console/metadata';

/**
 * Which listed columns a generated list starts with hidden (`listHidden`), so that its first
 * screen fits a 1280 px window without scrolling sideways in both languages, as every list of the
 * catalogue does. The widths are apps/web's (src/engine/list/column-layout.ts): a column is its
 * kind's width or its title's, whichever is wider; its unit test (column-layout.test.ts) checks
 * every list of resources/ against the same 944 px, so a drift here shows there.
 */
const TABLE_WIDTH_AT_1280 = 944;
const SELECTION = 48;
const CELL_PADDING = 32;
const SORTER = 24;
const LINK_BUTTON_PADDING = 16;
const ICON_BUTTON = 28;
const UI = {
  en: { createTime: 'Create Time', view: 'View', actions: 'Actions' },
  zh: { createTime: '创建时间', view: '查看', actions: '操作' },
};

const textWidth = (text: string) => [...text].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 8), 0);
const columnWidth = (field: FieldDef, title: string) => Math.max(kindOf(field).width(field), textWidth(title) + CELL_PADDING + (field.sort ? SORTER : 0));

function firstScreen(columns: Array<[string, FieldDef]>, def: ResourceDef, lang: 'en' | 'zh'): number {
  const ui = UI[lang];
  const widths = columns.map(([key, field]) => columnWidth(field, key === 'createTime' ? ui.createTime : field.label[lang]));
  // View as a label, Edit and Delete as icons (at most two)
  const count = 1 + (def.actions.includes('edit') ? 1 : 0) + (def.actions.includes('delete') ? 1 : 0);
  const actions = Math.max(textWidth(ui.view) + LINK_BUTTON_PADDING + Math.min(count - 1, 2) * ICON_BUTTON + CELL_PADDING, Math.ceil(textWidth(ui.actions) * 1.1) + CELL_PADDING);
  return widths.reduce((a, b) => a + b, 0) + SELECTION + actions;
}

/** The listed columns to start hidden: the create time first, then the last fields, until the rest fit. */
export function columnsToHide(def: ResourceDef): string[] {
  const createTime: FieldDef = { kind: 'datetime', label: { en: '', zh: '' }, sort: true };
  const shown: Array<[string, FieldDef]> = [...Object.entries(def.fields).filter(([, f]) => f.list), ['createTime', createTime]];
  const hidden: string[] = [];
  const fits = () => (['en', 'zh'] as const).every((lang) => firstScreen(shown, def, lang) <= TABLE_WIDTH_AT_1280);
  // the title column stays, whatever its width
  while (!fits() && shown.length > 1) hidden.unshift(shown.pop()![0]);
  return hidden;
}
