import type { ComponentType } from 'react';
import { useAddon } from '../../addon-slots';
import { WIDGETS } from './index';
import type { WidgetProps } from './types';

/**
 * The input a field's `widget` names: the engine's own (WIDGETS) first, else the domain widget
 * the app registered under that name (app/addons.ts `widget`, a lazy chunk: render it in
 * Suspense); none for no name or an unknown one (the field's kind's input then).
 */
export function useWidget(name: string | undefined): ComponentType<WidgetProps> | undefined {
  const domain = useAddon('widget', name);
  return name ? (WIDGETS[name] ?? domain) : undefined;
}
