import { kindOf, type FieldDef } from '@console/metadata';

/**
 * Widths of generated list columns, decided from the field's kind so that every list reads at
 * 1280 px and above: a long value ends in an ellipsis (full text on hover) instead of widening
 * its column, and the table scrolls sideways by the sum of the widths, so the Actions column
 * pinned on the right never lies over another column.
 */

/** Pixels a text needs at the table's 14 px font: CJK characters are about twice as wide. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 8;
  return Math.ceil(width);
}

const CELL_PADDING = 32; // 16 px each side of an antd middle/large cell
const SORTER = 24; // the sort arrows beside a sortable title

/** What a value of this kind needs, before the title is considered (the kind registry says). */
export function kindWidth(field: FieldDef): number {
  return kindOf(field).width(field);
}

/** A column's width: its kind's, or its title's when that is wider (titles never cut). */
export function columnWidth(field: FieldDef, title: string): number {
  return Math.max(kindWidth(field), textWidth(title) + CELL_PADDING + (field.sort ? SORTER : 0));
}

/** Values of these kinds may be longer than their column: they get an ellipsis and a tooltip. */
export function mayOverflow(field: FieldDef): boolean {
  return !['yesNo', 'number', 'money', 'date', 'datetime'].includes(kindOf(field).display(field));
}

/** Whether a shown text likely does not fit its column (then its tooltip is worth showing). */
export function overflows(text: string, width: number): boolean {
  return textWidth(text) > width - CELL_PADDING;
}

const LINK_BUTTON_PADDING = 16; // antd small link button: 7 px each side + border
const MORE_ICON = 20;

/** The Actions column: room for the inline buttons' own labels (More counts its arrow). */
export function actionsWidth(inlineLabels: readonly string[], hasMore: boolean, moreLabel: string): number {
  const labels = inlineLabels.reduce((sum, label) => sum + textWidth(label) + LINK_BUTTON_PADDING, 0);
  return labels + (hasMore ? textWidth(moreLabel) + LINK_BUTTON_PADDING + MORE_ICON : 0) + CELL_PADDING;
}

const ICON_BUTTON = 28; // antd small link button around a 14 px icon

/**
 * The Actions column of a list, whose first action reads as its label and the others (More
 * too) as icons: the widest first label, then at most two icons (three inline at most, 01 §2).
 */
export function iconActionsWidth(firstLabels: readonly string[], count: number): number {
  const first = Math.max(0, ...firstLabels.map((label) => textWidth(label) + LINK_BUTTON_PADDING));
  return first + Math.min(Math.max(count - 1, 0), 2) * ICON_BUTTON + CELL_PADDING;
}

/** The least width that shows a column's title on one line (a bold title runs wider than body text). */
export function titleWidth(title: string): number {
  return Math.ceil(textWidth(title) * 1.1) + CELL_PADDING;
}

/** The table's scroll width: every column at its width, so none is squeezed under another. */
export function tableWidth(widths: readonly number[]): number {
  return widths.reduce((sum, w) => sum + w, 0);
}

/** The text inside a cut cell: as wide as the cell, so its tooltip sits on what is visible. */
export const CUT_TEXT = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
