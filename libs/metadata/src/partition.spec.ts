import { buildPermissionMap } from '@console/contracts';
import { defineResource } from './define';
import { enumOf, text } from './fields';
import { fillRoute, mayUse, partitionRoute, permittedValues } from './partition';

const source = enumOf({ en: 'Source', zh: '来源' }, [
  { value: 'EZEESHIP', label: { en: 'EZEESHIP', zh: 'EZEESHIP' } },
  { value: 'WMS', label: { en: 'WMS', zh: 'WMS' } },
], { required: true });

const base = {
  name: 'case', table: 'case_probe', label: { en: 'Cases', zh: '工单' }, menu: { group: 'support' as const },
  permission: { module: 'support' as const, sub: 'support-ezeeship' }, actions: ['create' as const],
  defaultSort: { field: 'id' as const, order: 'desc' as const },
  fields: { source, subject: text({ en: 'Subject', zh: '主题' }) },
};
const partition = {
  field: 'source', param: 'source',
  values: [
    { value: 'EZEESHIP', sub: 'support-ezeeship', label: { en: 'EZEESHIP', zh: 'EZEESHIP' } },
    { value: 'WMS', sub: 'support-wms', label: { en: 'WMS', zh: 'WMS' } },
  ],
  routes: { list: 'ticket/list/:source', show: 'ticket/detail/:source/:id' },
};

describe('partition: one resource, a screen and a sub-role per value', () => {
  const def = defineResource({ ...base, partition });
  // level 1 = view only, 2 = update (create, edit)
  const wmsViewer = { allPermission: false, permissionMap: buildPermissionMap([{ support: { 'support-wms': 1 } }]) };
  const wmsEditorEzeeViewer = { allPermission: false, permissionMap: buildPermissionMap([{ support: { 'support-wms': 2, 'support-ezeeship': 1 } }]) };

  it('lets a holder of any value sub-role use the resource, and no one else', () => {
    expect(mayUse(wmsViewer, def, 'view')).toBe(true);
    expect(mayUse(wmsViewer, def, 'create')).toBe(false);
    expect(mayUse({ allPermission: false, permissionMap: {} }, def, 'view')).toBe(false);
  });

  it('names the values reachable at each level; a super-administrator and unpartitioned resources are unrestricted', () => {
    expect(permittedValues(def, wmsViewer, 'view')).toEqual(['WMS']);
    expect(permittedValues(def, wmsEditorEzeeViewer, 'view')).toEqual(['EZEESHIP', 'WMS']);
    expect(permittedValues(def, wmsEditorEzeeViewer, 'edit')).toEqual(['WMS']);
    expect(permittedValues(def, { allPermission: true, permissionMap: {} }, 'delete')).toBeNull();
    expect(permittedValues(defineResource(base), wmsViewer, 'view')).toBeNull();
  });

  it('gives each screen a path: the declared one, else the name with the value as a segment', () => {
    expect(partitionRoute(def, 'list')).toBe('ticket/list/:source');
    expect(partitionRoute(def, 'create')).toBe('case/:source/create');
    expect(fillRoute('ticket/detail/:source/:id', { source: 'WMS', id: 7 })).toBe('ticket/detail/WMS/7');
    expect(fillRoute('a/:source', { source: 'A B' })).toBe('a/A%20B');
  });

  it('refuses a misspelt sub-role, a value that is not an option, a default outside the values and a route without its parameter', () => {
    expect(() => defineResource({ ...base, partition: { ...partition, values: [{ ...partition.values[0], sub: 'support-ezship' }] } }))
      .toThrow(/"support\/support-ezship" is not a sub-role/);
    expect(() => defineResource({ ...base, partition: { ...partition, values: [...partition.values, { value: 'LS', sub: 'support-label-saas', label: { en: 'L', zh: 'L' } }] } }))
      .toThrow(/"LS" is not an option/);
    expect(() => defineResource({ ...base, permission: { module: 'support', sub: 'support-label-saas' }, partition }))
      .toThrow(/must be one partition value's sub-role/);
    expect(() => defineResource({ ...base, partition: { ...partition, routes: { show: 'ticket/detail/:source' } } }))
      .toThrow(/lacks :id/);
    expect(() => defineResource({ ...base, fields: { ...base.fields, source: enumOf(source.label, source.options) }, partition }))
      .toThrow(/must be required/);
  });
});
