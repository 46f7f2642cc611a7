import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
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
    expect(RESOURCES.filter((def) => def.bulkAddon === 'order-labels-print').map((def) => def.name)).toEqual(['client-order']);
    expect(RESOURCES.filter((def) => def.listAddon === 'ledger-drift').map((def) => def.name).sort()).toEqual(['balance-entry', 'finance-account', 'funding']);
    expect(RESOURCES.filter((def) => def.listAddon === 'stock-drift').map((def) => def.name).sort()).toEqual(['inventory', 'inventory-movement']);
  });
});
