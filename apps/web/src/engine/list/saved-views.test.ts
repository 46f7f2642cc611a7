import { describe, expect, it } from 'vitest';
import { featureFlag } from '@console/resources';
import { filtersOf, sortersOf, toggleDefault, viewOf, withView } from './saved-views';

describe('saved views', () => {
  it('keep the filters and sort as refine holds them, and give them back', () => {
    const view = viewOf(featureFlag, ' Active ', [{ field: 'status', operator: 'eq', value: 1 }, { field: 'key', operator: 'contains', value: '' }], [{ field: 'key', order: 'asc' }]);
    expect(view).toEqual({ name: 'Active', filters: { status: 1 }, sort: { field: 'key', order: 'asc' }, isDefault: false });
    expect(filtersOf(featureFlag, { ...view, filters: { ...view.filters, gone: 'x' } })).toEqual([{ field: 'status', operator: 'eq', value: 1 }]);
    expect(sortersOf(view)).toEqual([{ field: 'key', order: 'asc' }]);
  });

  it('replace a view saved under the same name and keep one default at most', () => {
    const a = { name: 'A', filters: {}, sort: null, isDefault: true };
    const b = { name: 'B', filters: {}, sort: null, isDefault: false };
    const replaced = withView([a, b], { ...a, name: 'a', filters: { status: 2 }, isDefault: false });
    expect(replaced).toEqual([{ name: 'a', filters: { status: 2 }, sort: null, isDefault: true }, b]);
    expect(toggleDefault([a, b], 'B').map((v) => v.isDefault)).toEqual([false, true]);
    expect(toggleDefault([a, b], 'A').map((v) => v.isDefault)).toEqual([false, false]);
  });
});
