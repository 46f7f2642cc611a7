import { describe, expect, it } from 'vitest';
import { buildPermissionMap } from '@console/contracts';
import { RESOURCES } from '@console/resources';
import type { UserInfo } from '../platform/session';
import { lookupRequest, mayLookup } from './lookup';

const userWith = (grants: Record<string, Record<string, number>>): UserInfo => ({
  user: { userId: 9, userName: 'u' }, adminUser: { userName: 'u' },
  permissionMap: buildPermissionMap([grants]), allPermission: false,
});

const lead = RESOURCES.find((d) => d.name === 'landing-page')!;
const flag = RESOURCES.find((d) => d.name === 'feature-flag')!;

describe('the lookup right on the web (the rule the API guards with)', () => {
  it('lets who may edit a resource look up its relations without view on the target', () => {
    const editor = userWith({ wms: { 'landing-page': 2 } }); // no admin-user view
    expect(mayLookup(editor, RESOURCES, lead, 'salesId')).toBe(true);
  });

  it('lets who may view the target look it up, and nobody else', () => {
    expect(mayLookup(userWith({ wms: { 'landing-page': 1 }, generalSetting: { 'admin-users': 1 } }), RESOURCES, lead, 'salesId')).toBe(true);
    expect(mayLookup(userWith({ wms: { 'landing-page': 1 } }), RESOURCES, lead, 'salesId')).toBe(false);
    expect(mayLookup(userWith({}), RESOURCES, flag, 'orgGroupIds')).toBe(false);
    expect(mayLookup(null, RESOURCES, lead, 'salesId')).toBe(false);
  });

  it('has no lookup for a field that names no records', () => {
    expect(mayLookup(userWith({ wms: { 'landing-page': 4 } }), RESOURCES, lead, 'fullName')).toBe(false);
    expect(mayLookup(userWith({ wms: { 'landing-page': 4 } }), RESOURCES, lead, 'toString')).toBe(false);
  });

  it('asks the field lookup route with repeated ids, a search and a limit', () => {
    expect(lookupRequest('landing-page', 'salesId', { ids: [3, 12] })).toEqual({ url: '/api/resources/landing-page/lookup/salesId?id=3&id=12', query: {} });
    expect(lookupRequest('feature-flag', 'orgGroupIds', { q: 'Beta', limit: 20 })).toEqual({ url: '/api/resources/feature-flag/lookup/orgGroupIds', query: { q: 'Beta', limit: 20 } });
  });
});
