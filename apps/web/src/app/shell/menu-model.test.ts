import { describe, expect, it } from 'vitest';
import { PAGES, RESOURCES } from '@console/resources';
import type { MenuEntry, MenuItemDef } from './menu-model';
import { buildShellMenu, groupOfPath, groupTarget, selectedEntryPath, sideMenuNodes } from './menu-model';

describe('shell menu from metadata and permissions', () => {
  it('an administrator sees every group that has a resource, settings under the gear', () => {
    const menu = buildShellMenu(RESOURCES, () => true);
    expect(menu.top.map((g) => g.key)).toEqual(['dashboard', 'fulfillment', 'wms', 'labelSaas', 'support', 'tech', 'messageManagement']);
    // Ordered by `menu.order`, whatever the order of RESOURCES.
    const settings = RESOURCES.filter((r) => r.menu.group === 'settings').sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0));
    expect(menu.settings.map((e) => e.name)).toEqual(settings.map((r) => r.name));
    expect(menu.settings.map((e) => e.name)).toContain('fba-address');
    const tech = RESOURCES.filter((r) => r.menu.group === 'tech').sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0));
    expect(menu.top.find((g) => g.key === 'tech')?.entries.map((e) => e.name)).toEqual(tech.map((r) => r.name));
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
    // a named list's own route: its entry's group (the side menu shows that group, not Dashboard's)
    expect(groupOfPath('/client-order-replace-label', RESOURCES)).toBe('fulfillment');
    expect(groupOfPath('/ticket/follow-list', RESOURCES)).toBe(groupOfPath('/ticket/list/WMS', RESOURCES));
    // a route of several segments belongs to its resource's group, its screens included
    expect(groupOfPath('/platform-setting/surcharge-setting', RESOURCES)).toBe('labelSaas');
    expect(groupOfPath('/shipping-settings/shipping-account/edit/3', RESOURCES)).toBe('fulfillment');
    expect(groupTarget([])).toBe('/dashboard');
  });

  it('places handwritten pages in their group among the resources', () => {
    const menu = buildShellMenu([...RESOURCES, ...PAGES], () => true);
    // The page (order 3) between the resources of orders 2 and 4; later settings resources follow.
    expect(menu.settings.map((e) => e.name).slice(0, 5)).toEqual(['admin-user', 'permission-roles', 'user-management', 'file-management', 'fba-address']);
    expect(groupOfPath('/user-management', [...RESOURCES, ...PAGES])).toBe('settings');
  });

  it('shows the Support Cases section only with a permitted support entry, in place of its first entry', () => {
    const support: MenuItemDef[] = [
      { name: 'ticket-ezeeship', menu: { group: 'support', order: 1, section: 'supportCases' } },
      { name: 'ticket-wms', menu: { group: 'support', order: 2, section: 'supportCases' } },
      { name: 'my-follow', menu: { group: 'support', order: 3 } },
      { name: 'ticket-settings', menu: { group: 'support', order: 4 } },
    ];
    const nodesFor = (permitted: string[]) =>
      sideMenuNodes(buildShellMenu(support, (n) => permitted.includes(n)).top.find((g) => g.key === 'support')?.entries ?? []);
    expect(nodesFor(['ticket-wms', 'my-follow']).map((n) => (n.kind === 'section' ? `${n.section}:${n.entries.map((e) => e.name)}` : n.entry.name)))
      .toEqual(['supportCases:ticket-wms', 'my-follow']);
    expect(nodesFor(['my-follow', 'ticket-settings']).map((n) => n.kind)).toEqual(['entry', 'entry']);
    expect(nodesFor([])).toEqual([]);
  });
});

describe('the header export icon', () => {
  it('shows only to users who may export some resource (pages never count)', () => {
    expect(buildShellMenu(RESOURCES, () => true, () => false).mayExport).toBe(false);
    expect(buildShellMenu(RESOURCES, () => true, (name) => name === 'feature-flag').mayExport).toBe(true);
    // A handwritten page answers "export" like a resource would; it has no export to offer.
    expect(buildShellMenu([...RESOURCES, ...PAGES], () => true, (name) => PAGES.some((p) => p.name === name)).mayExport).toBe(false);
  });
});

describe('a partitioned resource in the menu (support cases per source)', () => {
  const cases: MenuItemDef = {
    name: 'support-case', menu: { group: 'support', order: 1, section: 'supportCases' },
    partition: {
      field: 'platformSource', param: 'source', routes: { list: 'ticket/list/:source' },
      values: [
        { value: 'EZEESHIP', sub: 'support-ezeeship', label: { en: 'EZEESHIP', zh: 'EZEESHIP' } },
        { value: 'WMS', sub: 'support-wms', label: { en: 'WMS', zh: 'WMS' } },
      ],
    },
  };

  it('lists one entry per permitted value, each opening its own list', () => {
    const entries = (values: string[] | null) =>
      buildShellMenu([cases], () => true, () => false, () => values).top.find((g) => g.key === 'support')?.entries ?? [];
    expect(entries(['WMS']).map((e) => [e.path, e.value])).toEqual([['/ticket/list/WMS', 'WMS']]);
    expect(entries(null).map((e) => e.path)).toEqual(['/ticket/list/EZEESHIP', '/ticket/list/WMS']);
    expect(entries([])).toEqual([]);
    expect(groupTarget(entries(null))).toBe('/ticket/list/EZEESHIP');
  });

  it('finds the group and the entry of a partition\'s screens', () => {
    expect(groupOfPath('/ticket/list/WMS', [cases])).toBe('support');
    const entries = buildShellMenu([cases], () => true).top.find((g) => g.key === 'support')!.entries;
    expect(selectedEntryPath('/ticket/list/WMS', entries)).toBe('/ticket/list/WMS');
    expect(selectedEntryPath('/ticket/detail/WMS/7', entries)).toBe('/ticket/list/WMS');
    expect(selectedEntryPath('/feature-flag/edit/3', entries)).toBe('/feature-flag');
    const nested = [{ path: '/platform-setting/surcharge-setting' }, { path: '/feature-flag' }] as MenuEntry[];
    expect(selectedEntryPath('/platform-setting/surcharge-setting/show/4', nested)).toBe('/platform-setting/surcharge-setting');
  });
});

describe('a named list in the menu (My Follow)', () => {
  const cases: MenuItemDef = {
    name: 'ticket', menu: { group: 'support', order: 1, section: 'supportCases' },
    partition: { field: 'platformSource', param: 'source', routes: { list: 'ticket/list/:source' }, values: [{ value: 'WMS', sub: 'support-wms', label: { en: 'WMS', zh: 'WMS' } }] },
    listViews: [{ key: 'follow', route: 'ticket/follow-list', label: { en: 'My Follow', zh: '我的关注' }, filter: { followerId: 'me' }, menu: { group: 'support', section: 'supportCases', order: 2 } }],
  };

  it('has its own entry after the sources, in the same section, and owns its path', () => {
    const entries = buildShellMenu([cases], () => true).top.find((g) => g.key === 'support')!.entries;
    expect(entries.map((e) => [e.path, e.view ?? e.value])).toEqual([['/ticket/list/WMS', 'WMS'], ['/ticket/follow-list', 'follow']]);
    expect(sideMenuNodes(entries)).toEqual([{ kind: 'section', section: 'supportCases', entries }]);
    expect(selectedEntryPath('/ticket/follow-list', entries)).toBe('/ticket/follow-list');
    expect(buildShellMenu([cases], () => false).top.find((g) => g.key === 'support')).toBeUndefined();
  });
});

describe('menu paths that carry the product code', () => {
  it('give each client kind its spec route and the warehouses theirs ({product}-client, {product}-warehouse)', () => {
    const menu = buildShellMenu(RESOURCES, () => true);
    const paths = menu.top.find((g) => g.key === 'fulfillment')!.entries.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/ezeeship-client', '/ezeeship-new-oms-client', '/ezeeship-warehouse']));
    const other = buildShellMenu(RESOURCES, () => true, undefined, undefined, 'Acme');
    expect(other.top.find((g) => g.key === 'fulfillment')!.entries.map((e) => e.path)).toEqual(expect.arrayContaining(['/acme-client', '/acme-warehouse']));
  });

  it('find the group of a client screen from its slug', () => {
    expect(groupOfPath('/ezeeship-new-oms-client/show/3', RESOURCES)).toBe('fulfillment');
    expect(groupOfPath('/ezeeship-warehouse/edit/1', RESOURCES)).toBe('fulfillment');
  });
});
