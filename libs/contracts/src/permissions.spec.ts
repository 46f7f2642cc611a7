import { buildPermissionMap, can, levelOf, moduleName } from './permissions';
import { MESSAGES, translate } from './messages';

describe('permission map', () => {
  it('resolves the product prefix of module names', () => {
    expect(moduleName('wms')).toBe('Ezeeship-WMS');
    expect(moduleName('fulfillment', 'acme')).toBe('Acme-Fulfillment');
    expect(moduleName('tech', 'acme')).toBe('TECH');
  });

  it('unions roles, the highest level winning, and ignores unknown sub-roles', () => {
    const map = buildPermissionMap([
      { wms: { 'landing-page': 1 }, tech: { 'feature-flag': 3 } },
      { wms: { 'landing-page': 2, 'not-a-sub-role': 4 } as never },
    ]);
    expect(map['Ezeeship-WMS'].subs).toEqual({ 'landing-page': { status: 'ACTIVE', level: 2, actions: ['view', 'create', 'edit'] } });
    expect(map.TECH.subs['feature-flag'].actions).toEqual(['view', 'create', 'edit', 'delete']);
  });

  it('skips prototype keys, unknown modules and bad levels instead of failing (a stored role must not lock its holders out)', () => {
    const stored = JSON.parse('[{"__proto__": {"x": 4}, "toString": {}, "constructor": {"prototype": 4}, "nope": {"a": 1}, "tech": {"feature-flag": 5, "org-group": 2, "toString": 4, "__proto__": 4}}, null, "text", [1]]');
    const map = buildPermissionMap(stored);
    expect(map).toEqual({ TECH: { status: 'ACTIVE', subs: { 'org-group': { status: 'ACTIVE', level: 2, actions: ['view', 'create', 'edit'] } } } });
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  });

  it('looks levels up by own keys only', () => {
    const map = buildPermissionMap([{ tech: { 'org-group': 3 } }]);
    expect(levelOf(map, { module: 'toString' as never, sub: 'x' })).toBe(0);
    expect(levelOf(map, { module: 'tech', sub: 'constructor' })).toBe(0);
    expect(levelOf(JSON.parse('{"TECH": {"status": "ACTIVE", "subs": {}}}'), { module: 'tech', sub: 'org-group' })).toBe(0);
    expect(() => moduleName('__proto__' as never)).toThrow('unknown permission module');
  });

  it('checks an action against the level it needs', () => {
    const who = { allPermission: false, permissionMap: buildPermissionMap([{ tech: { 'org-group': 3 } }]) };
    const ref = { module: 'tech' as const, sub: 'org-group' };
    expect(can(who, ref, 'delete')).toBe(true);
    expect(can(who, ref, 'export')).toBe(false);
    expect(can(who, { module: 'tech', sub: 'feature-flag' }, 'view')).toBe(false);
    expect(can({ allPermission: true, permissionMap: {} }, ref, 'special')).toBe(true);
  });
});

describe('message catalogue', () => {
  it('has both languages for every key, with the same placeholders', () => {
    for (const [key, { en, zh }] of Object.entries(MESSAGES)) {
      expect({ key, en: en.length > 0, zh: zh.length > 0 }).toEqual({ key, en: true, zh: true });
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect({ key, placeholders: names(zh) }).toEqual({ key, placeholders: names(en) });
    }
  });

  it('keeps the spec texts exactly', () => {
    expect(translate('required', 'en', { field: 'Email' })).toBe('Email is required');
    expect(MESSAGES.versionConflict.en).toBe('The page information has expired, please refresh and try again');
    expect(MESSAGES.loginFailed.en).toBe('Log in error, invalid username or password!');
    expect(MESSAGES.unsavedChanges.en).toBe('Unsaved data will be lost, do you wish to continue?');
  });
});
