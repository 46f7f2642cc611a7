import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
import { buildShellMenu, groupOfPath, groupTarget } from './menu-model';

describe('shell menu from metadata and permissions', () => {
  it('an administrator sees every group that has a resource, settings under the gear', () => {
    const menu = buildShellMenu(RESOURCES, () => true);
    expect(menu.top.map((g) => g.key)).toEqual(['dashboard', 'fulfillment', 'wms', 'tech']);
    // Ordered by `menu.order`, whatever the order of RESOURCES.
    const settings = RESOURCES.filter((r) => r.menu.group === 'settings').sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0));
    expect(menu.settings.map((e) => e.name)).toEqual(settings.map((r) => r.name));
    expect(menu.settings.map((e) => e.name)).toContain('fba-address');
    expect(menu.top.find((g) => g.key === 'tech')?.entries.map((e) => e.name)).toEqual(['feature-flag', 'org-group']);
  });

  it('the operator sees only groups with a permitted child', () => {
    const menu = buildShellMenu(RESOURCES, (name) => ['landing-page', 'co-warehouse'].includes(name));
    expect(menu.top.map((g) => g.key)).toEqual(['dashboard', 'fulfillment', 'wms']);
    expect(menu.settings).toEqual([]);
  });

  it('knows the group of a path and where a group click goes', () => {
    expect(groupOfPath('/feature-flag/edit/3', RESOURCES)).toBe('tech');
    expect(groupOfPath('/', RESOURCES)).toBe('dashboard');
    expect(groupOfPath('/nowhere', RESOURCES)).toBeUndefined();
    expect(groupTarget([])).toBe('/dashboard');
  });
});
