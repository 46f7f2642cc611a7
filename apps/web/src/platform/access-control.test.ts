import { describe, expect, it, vi } from 'vitest';
import { buildPermissionMap } from '@console/contracts';
import { balanceEntry, coWarehouse, featureFlag, findResource, landingPageLead, userManagement } from '@console/resources';
import type { ResourceDef } from '@console/metadata';
import { createAccessChecker, decide, decideValues, permissionActionOf } from './access-control';
import type { UserInfo } from './session';

const user = (grants: Parameters<typeof buildPermissionMap>[0], allPermission = false): UserInfo => ({
  user: { userId: 2, userName: 'operator' },
  adminUser: { userId: 2, userName: 'operator' },
  permissionMap: buildPermissionMap(grants),
  allPermission,
});

// The demo operator: views landing-page, fully manages co-warehouse.
const operator = user([{ wms: { 'landing-page': 1 }, fulfillment: { 'co-warehouse': 4 } }]);

describe('access control: refine actions -> permission levels', () => {
  it('maps list/show to view and the rest to themselves', () => {
    expect(permissionActionOf(featureFlag, 'list')).toBe('view');
    expect(permissionActionOf(featureFlag, 'show')).toBe('view');
    expect(permissionActionOf(featureFlag, 'create')).toBe('create');
    expect(permissionActionOf(featureFlag, 'clone')).toBe('create');
    expect(permissionActionOf(featureFlag, 'edit')).toBe('edit');
    expect(permissionActionOf(featureFlag, 'delete')).toBe('delete');
    expect(permissionActionOf(featureFlag, 'export')).toBe('export');
    expect(permissionActionOf(featureFlag, 'teleport')).toBeUndefined();
  });

  it('offers a list action (Create Transaction) at its own level only', () => {
    const viewer = user([{ fulfillment: { 'balance-history': 1 } }]);
    const controller = user([{ fulfillment: { 'balance-history': 4 } }]);
    expect(permissionActionOf(balanceEntry, 'createTransaction')).toBe('special');
    expect(decide(viewer, balanceEntry, 'list')).toBe(true);
    expect(decide(viewer, balanceEntry, 'createTransaction')).toBe(false);
    expect(decide(controller, balanceEntry, 'createTransaction')).toBe(true);
  });

  it('view level (none 1) may list and show only', () => {
    for (const action of ['list', 'show']) expect(decide(operator, landingPageLead, action)).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'export']) expect(decide(operator, landingPageLead, action)).toBe(false);
  });

  it('all level (4) may do everything the resource offers', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) expect(decide(operator, coWarehouse, action)).toBe(true);
  });

  it('update level (2) adds create/edit, delete level (3) adds delete', () => {
    const editor = user([{ tech: { 'feature-flag': 2 } }]);
    expect(decide(editor, featureFlag, 'edit')).toBe(true);
    expect(decide(editor, featureFlag, 'delete')).toBe(false);
    const deleter = user([{ tech: { 'feature-flag': 3 } }]);
    expect(decide(deleter, featureFlag, 'delete')).toBe(true);
    expect(decide(deleter, featureFlag, 'export')).toBe(false);
  });

  it('a resource without a grant is denied; allPermission grants all', () => {
    expect(decide(operator, featureFlag, 'list')).toBe(false);
    expect(decide(user([], true), featureFlag, 'delete')).toBe(true);
  });

  it('an action the resource does not declare is denied even to a super-administrator', () => {
    const readOnly: ResourceDef = { ...featureFlag, actions: [] };
    expect(decide(user([], true), readOnly, 'create')).toBe(false);
    expect(decide(user([], true), readOnly, 'list')).toBe(true);
  });

  it('custom actions need the level they declare', () => {
    const withAction: ResourceDef = {
      ...coWarehouse,
      customActions: [{ name: 'suspend', label: { en: 'Suspend', zh: '暂停' }, action: 'special' }],
    };
    expect(decide(operator, withAction, 'suspend')).toBe(true);
    expect(decide(user([{ fulfillment: { 'co-warehouse': 3 } }]), withAction, 'suspend')).toBe(false);
  });

  it('signed out: nothing; non-resource screens: signed-in users only', () => {
    expect(decide(null, featureFlag, 'list')).toBe(false);
    expect(decide(operator, undefined, 'list')).toBe(true);
  });

  it('denies resources, uncached, until the catalogue is registered', () => {
    let ready = false;
    const checker = createAccessChecker(() => user([], true), findResource, () => ready);
    expect(checker.check('co-warehouse', 'list')).toBe(false);
    ready = true;
    expect(checker.check('co-warehouse', 'list')).toBe(true);
  });

  it('caches answers per user and forgets them on reset', () => {
    let current: UserInfo | null = operator;
    const lookup = vi.fn(findResource);
    const checker = createAccessChecker(() => current, lookup, () => true);
    expect(checker.check('co-warehouse', 'delete')).toBe(true);
    expect(checker.check('co-warehouse', 'delete')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
    current = user([{ fulfillment: { 'co-warehouse': 1 } }]);
    checker.reset(); // what a session change does
    expect(checker.check('co-warehouse', 'delete')).toBe(false);
  });

  it('a handwritten page needs view to open and the level of each action it offers', () => {
    const viewer = user([{ generalSetting: { 'admin-users': 1 } }]);
    const manager = user([{ generalSetting: { 'admin-users': 4 } }]);
    expect(decide(viewer, userManagement, 'list')).toBe(true);
    expect(decide(viewer, userManagement, 'special')).toBe(false);
    expect(decide(manager, userManagement, 'special')).toBe(true);
    expect(decide(operator, userManagement, 'list')).toBe(false);
    expect(decide(viewer, userManagement, 'teleport')).toBe(false);
  });

  it('reads the permission map under the product code the server names', () => {
    const acme: UserInfo = { ...user([]), permissionMap: buildPermissionMap([{ wms: { 'landing-page': 1 } }], 'acme'), productCode: 'acme' };
    expect(Object.keys(acme.permissionMap)).toEqual(['Acme-WMS']);
    expect(decide(acme, landingPageLead, 'list')).toBe(true);
    expect(decide({ ...acme, productCode: undefined }, landingPageLead, 'list')).toBe(false);
  });
});

describe('a partitioned resource (support cases per source)', () => {
  const cases = {
    ...featureFlag, name: 'support-case', permission: { module: 'support', sub: 'support-ezeeship' },
    partition: {
      field: 'key', param: 'source',
      values: [
        { value: 'EZEESHIP', sub: 'support-ezeeship', label: { en: 'E', zh: 'E' } },
        { value: 'WMS', sub: 'support-wms', label: { en: 'W', zh: 'W' } },
      ],
    },
  } as ResourceDef;

  it('is usable with any value\'s sub-role, and reaches only the values held at the level', () => {
    const wmsEditor = user([{ support: { 'support-wms': 2 } }]);
    expect(decide(wmsEditor, cases, 'list')).toBe(true);
    expect(decide(wmsEditor, cases, 'create')).toBe(true);
    expect(decide(user([{ tech: { 'feature-flag': 4 } }]), cases, 'list')).toBe(false);
    expect(decideValues(wmsEditor, cases, 'list')).toEqual(['WMS']);
    expect(decideValues(user([{ support: { 'support-wms': 2, 'support-ezeeship': 1 } }]), cases, 'edit')).toEqual(['WMS']);
    expect(decideValues(user([], true), cases, 'delete')).toBeNull();
    expect(decideValues(null, cases, 'list')).toEqual([]);
    expect(decideValues(wmsEditor, featureFlag, 'list')).toBeNull();
  });
});
