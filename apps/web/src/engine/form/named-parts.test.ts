import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AddonSlots, type AddonRegistry } from '../addon-slots';
import { WIDGETS } from './widgets';
import type { WidgetProps } from './widgets/types';
import { useWidget } from './widgets/use-widget';

/**
 * A field's `widget` names the engine's own input first, then the app's domain widget of that
 * name (addon kind `widget`). That every name a definition gives resolves to one of the two is
 * app/addons.test.ts's check: the engine does not know the app's registry.
 */
const Domain: ComponentType<WidgetProps> = () => null;
const REGISTRY: AddonRegistry = { form: {}, show: {}, list: {}, bulk: {}, widget: { 'charge-rules': Domain, tags: Domain } };

function resolved(name: string | undefined, registry?: AddonRegistry): ComponentType<WidgetProps> | undefined {
  let found: ComponentType<WidgetProps> | undefined;
  const Probe = () => {
    found = useWidget(name);
    return null;
  };
  renderToStaticMarkup(registry ? createElement(AddonSlots, { value: registry }, createElement(Probe)) : createElement(Probe));
  return found;
}

describe('named form parts', () => {
  it("resolve a widget name to the engine's widget first, even when the app registered one of that name", () => {
    expect(resolved('tags', REGISTRY)).toBe(WIDGETS.tags);
    expect(resolved('time-zone')).toBe(WIDGETS['time-zone']);
  });

  it("then to the app's domain widget of that name", () => {
    expect(resolved('charge-rules', REGISTRY)).toBe(Domain);
  });

  it('to none for no name, an unknown name, or a domain name without a registry above', () => {
    expect(resolved(undefined, REGISTRY)).toBeUndefined();
    expect(resolved('no-such-widget', REGISTRY)).toBeUndefined();
    expect(resolved('charge-rules')).toBeUndefined();
  });
});
