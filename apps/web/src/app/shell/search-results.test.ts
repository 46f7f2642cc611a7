import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '@console/metadata';
import { RESOURCES } from '@console/resources';
import { isSearchShortcut, maySearch, searchOptions } from './search-results';

describe('header search', () => {
  it('orders groups as the catalogue does and makes each hit a path to its show page', () => {
    const groups = searchOptions([
      { resource: 'admin-user', hits: [{ id: 3, title: 'sales' }] },
      { resource: 'landing-page', hits: [{ id: 7, title: 'Zed Lead' }, { id: 5, title: 'Zed Two' }] },
      { resource: 'unknown', hits: [{ id: 1, title: 'x' }] },
      { resource: 'co-warehouse', hits: [] },
    ], RESOURCES);
    const catalogueOrder = RESOURCES.map((r) => r.name).filter((n) => n === 'landing-page' || n === 'admin-user');
    expect(groups.map((g) => g.resource)).toEqual(catalogueOrder);
    expect(groups.find((g) => g.resource === 'landing-page')!.options).toEqual([
      { value: '/landing-page/show/7', title: 'Zed Lead', resource: 'landing-page', id: 7 },
      { value: '/landing-page/show/5', title: 'Zed Two', resource: 'landing-page', id: 5 },
    ]);
  });

  it('opens a partitioned record on its value\'s screen', () => {
    const plain = RESOURCES.find((r) => r.name === 'feature-flag')!;
    const cases = {
      ...plain, name: 'support-case',
      partition: {
        field: 'platformSource', param: 'source', values: [{ value: 'WMS', sub: 'support-wms', label: { en: 'WMS', zh: 'WMS' } }],
        routes: { show: 'ticket/detail/:source/:id' },
      },
    } as ResourceDef;
    const [group] = searchOptions([{ resource: 'support-case', hits: [{ id: 9, title: 'Late parcel', partition: 'WMS' }] }], [cases]);
    expect(group.options[0].value).toBe('/ticket/detail/WMS/9');
  });

  it('is offered only to users who may list a searchable resource', () => {
    expect(maySearch(RESOURCES, (r) => r === 'landing-page')).toBe(true);
    expect(maySearch(RESOURCES, () => false)).toBe(false);
    expect(maySearch(null, () => true)).toBe(false);
    const unsearchable = [{ ...RESOURCES[0], titleField: undefined, fields: {} } as ResourceDef];
    expect(maySearch(unsearchable, () => true)).toBe(false);
  });

  it('takes Ctrl+K and Cmd+K, not K alone or with other modifiers', () => {
    const key = (over: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...over });
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
