import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
import { WIDGETS } from './widgets';
import { FORM_ADDONS } from './addons';
import { SHOW_ADDONS } from '../show/addons';
import { LIST_ADDONS } from '../list/addons';

/** A definition naming a widget or a form addon the web does not have would silently fall back. */
describe('named form parts', () => {
  it('every widget and form addon a definition names exists', () => {
    const missing = RESOURCES.flatMap((def) => [
      ...Object.entries(def.fields).filter(([, f]) => f.widget && !WIDGETS[f.widget]).map(([key, f]) => `${def.name}.${key}: widget ${f.widget}`),
      ...(def.formAddon && !FORM_ADDONS[def.formAddon] ? [`${def.name}: form addon ${def.formAddon}`] : []),
      ...(def.showAddon && !SHOW_ADDONS[def.showAddon] ? [`${def.name}: show addon ${def.showAddon}`] : []),
      ...(def.showPanel && !SHOW_ADDONS[def.showPanel] ? [`${def.name}: show panel ${def.showPanel}`] : []),
      ...(def.listAddon && !LIST_ADDONS[def.listAddon] ? [`${def.name}: list addon ${def.listAddon}`] : []),
    ]);
    expect(missing).toEqual([]);
    expect(RESOURCES.some((def) => def.formAddon === 'address-auto-input')).toBe(true);
    expect(RESOURCES.filter((def) => def.formAddon === 'pricing-replay').map((def) => def.name).sort()).toEqual(['fuel-rate', 'peak-setting', 'pricing-level', 'surcharge']);
    expect(RESOURCES.filter((def) => def.listAddon === 'ledger-drift').map((def) => def.name).sort()).toEqual(['balance-entry', 'finance-account', 'funding']);
  });
});
