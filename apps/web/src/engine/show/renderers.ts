import type { ComponentType, LazyExoticComponent } from 'react';
import { WIDGETS } from '../form/widgets';
import type { WidgetProps } from '../form/widgets/types';

/**
 * How the show page presents a field whose form input is a named widget, by widget name: the
 * widget itself in read-only mode (`readOnly`), so a role's permissions read as the same module /
 * sub-role / level table the form edits. A widget not listed here shows its value as text.
 */
export const SHOW_RENDERERS: Record<string, LazyExoticComponent<ComponentType<WidgetProps>>> = {
  'permission-tree': WIDGETS['permission-tree'],
  'rate-grid': WIDGETS['rate-grid'],
  'field-list': WIDGETS['field-list'],
};

/**
 * A widget whose read-only form sits in the field's own cell of the details (a few lines, as an
 * address reads on a label), not in a section of its own.
 */
export const INLINE_SHOW_RENDERERS: Record<string, LazyExoticComponent<ComponentType<WidgetProps>>> = {
  address: WIDGETS.address,
};

/**
 * The show renderer of a field's widget: the engine's (above), or, for a name the engine has no
 * widget of, the domain widget the app registered (app/addons.ts `widget`), which presents its
 * value read-only in a section of its own (a charge item's rules as a compact table).
 */
export function showRendererOf(widget: string | undefined, domain: Record<string, ComponentType<WidgetProps>>): ComponentType<WidgetProps> | undefined {
  if (!widget) return undefined;
  return SHOW_RENDERERS[widget] ?? (WIDGETS[widget] ? undefined : domain[widget]);
}
