import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
import { WIDGETS } from '../engine/form/widgets';
import { ADDONS } from './addons';

/** A definition naming an addon the app has not registered would silently show without it. */
describe('registered addons', () => {
  it('every addon a definition names is registered', () => {
    const missing = RESOURCES.flatMap((def) => [
      ...(def.formAddon && !ADDONS.form[def.formAddon] ? [`${def.name}: form addon ${def.formAddon}`] : []),
      ...(def.showAddon && !ADDONS.show[def.showAddon] ? [`${def.name}: show addon ${def.showAddon}`] : []),
      ...(def.showPanel && !ADDONS.show[def.showPanel] ? [`${def.name}: show panel ${def.showPanel}`] : []),
      ...(def.showSection && !ADDONS.show[def.showSection] ? [`${def.name}: show section ${def.showSection}`] : []),
      ...(def.listAddon && !ADDONS.list[def.listAddon] ? [`${def.name}: list addon ${def.listAddon}`] : []),
      ...(def.bulkAddon && !ADDONS.bulk[def.bulkAddon] ? [`${def.name}: bulk addon ${def.bulkAddon}`] : []),
    ]);
    expect(missing).toEqual([]);
    expect(RESOURCES.some((def) => def.formAddon === 'address-auto-input')).toBe(true);
    expect(RESOURCES.filter((def) => def.formAddon === 'pricing-replay').map((def) => def.name).sort()).toEqual(['fuel-rate', 'peak-setting', 'pricing-level', 'surcharge']);
    expect(RESOURCES.filter((def) => def.formAddon === 'rebill-preview').map((def) => def.name)).toEqual(['billing-plan']);
    expect(RESOURCES.filter((def) => def.bulkAddon === 'order-labels-print').map((def) => def.name)).toEqual(['client-order']);
    expect(RESOURCES.filter((def) => def.listAddon === 'ledger-drift').map((def) => def.name).sort()).toEqual(['balance-entry', 'finance-account', 'funding']);
    expect(RESOURCES.filter((def) => def.listAddon === 'stock-drift').map((def) => def.name).sort()).toEqual(['inventory', 'inventory-movement']);
  });

  // A field's widget is the engine's (WIDGETS) or else the app's domain widget (ADDONS.widget).
  it('every widget a definition names is the engine\'s or a registered domain widget', () => {
    const missing = RESOURCES.flatMap((def) =>
      Object.entries(def.fields).filter(([, f]) => f.widget && !WIDGETS[f.widget] && !ADDONS.widget[f.widget]).map(([key, f]) => `${def.name}.${key}: widget ${f.widget}`));
    expect(missing).toEqual([]);
    expect(RESOURCES.flatMap((def) => Object.entries(def.fields).filter(([, f]) => f.widget === 'charge-rules').map(([key]) => `${def.name}.${key}`))).toEqual(['charge-item.rules']);
  });

  it('no domain widget takes the name of an engine widget (the engine\'s would win, unseen)', () => {
    expect(Object.keys(ADDONS.widget).filter((name) => WIDGETS[name])).toEqual([]);
  });
});
