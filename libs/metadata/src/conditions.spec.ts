import { defineResource, ResourceDefinitionError } from './define';
import { enumOf, integer, json, text } from './fields';
import { conditionHolds, fieldApplies } from './conditions';
import { firstBroken, isBlank, passes } from './check';
import { rulesOf } from './rules';

const base = {
  name: 'thing', table: 'thing', label: { en: 'Thing', zh: '东西' }, menu: { group: 'tech' as const },
  permission: { module: 'tech' as const, sub: 'feature-flag' }, actions: ['create' as const],
  defaultSort: { field: 'createTime' as const, order: 'desc' as const },
};
const mode = enumOf({ en: 'Mode', zh: '模式' }, [{ value: 1, label: { en: 'A', zh: 'A' } }, { value: 2, label: { en: 'B', zh: 'B' } }]);

describe('conditional fields (visibleWhen)', () => {
  it('a field applies when it has no condition or its condition holds', () => {
    const share = integer({ en: 'Share', zh: '比例' }, { visibleWhen: { field: 'mode', in: [2] } });
    expect(fieldApplies(share, { mode: 2 })).toBe(true);
    expect(fieldApplies(share, { mode: 1 })).toBe(false);
    expect(fieldApplies(share, {})).toBe(false);
    expect(fieldApplies(integer({ en: 'N', zh: 'N' }), {})).toBe(true);
    expect(conditionHolds({ field: 'on', in: [true] }, { on: true })).toBe(true);
  });

  it('defineResource accepts a condition on a stored field', () => {
    expect(() => defineResource({ ...base, fields: { mode, share: integer({ en: 'Share', zh: '比例' }, { visibleWhen: { field: 'mode', in: [2] } }) } })).not.toThrow();
  });

  it('a write-only field (a secret typed in) may be conditional, never required then; a computed one may not', () => {
    expect(() => defineResource({ ...base, fields: { mode, pin: text({ en: 'P', zh: 'P' }, { storage: 'writeOnly', visibleWhen: { field: 'mode', in: [2] } }) } })).not.toThrow();
    expect(() => defineResource({ ...base, fields: { mode, pin: text({ en: 'P', zh: 'P' }, { storage: 'writeOnly', required: true, visibleWhen: { field: 'mode', in: [2] } }) } }))
      .toThrow('field "pin": a conditional write-only field cannot be required (an edit leaves it empty to keep it)');
    expect(() => defineResource({ ...base, fields: { mode, set: text({ en: 'S', zh: 'S' }, { storage: 'computed', visibleWhen: { field: 'mode', in: [2] } }) } }))
      .toThrow('field "set": only stored or write-only fields can be conditional');
  });

  it('defineResource refuses a condition on a missing, unstored, conditional or own field', () => {
    expect(() => defineResource({ ...base, fields: { share: integer({ en: 'S', zh: 'S' }, { visibleWhen: { field: 'nope', in: [1] } }) } }))
      .toThrow(new ResourceDefinitionError('resource thing: field "share" depends on "nope", which is not a field'));
    expect(() => defineResource({
      ...base,
      fields: {
        mode,
        secret: text({ en: 'S', zh: 'S' }, { storage: 'writeOnly' }),
        a: integer({ en: 'A', zh: 'A' }, { visibleWhen: { field: 'secret', in: ['x'] } }),
        b: integer({ en: 'B', zh: 'B' }, { visibleWhen: { field: 'a', in: [1] } }),
        c: integer({ en: 'C', zh: 'C' }, { visibleWhen: { field: 'c', in: [1] } }),
        d: integer({ en: 'D', zh: 'D' }, { visibleWhen: { field: 'mode', in: [] } }),
      },
    })).toThrow(
      'field "a" depends on "secret", which is not a stored field; field "b" depends on "a", which is conditional itself; '
      + 'field "c" cannot depend on itself; field "c" depends on "c", which is conditional itself; field "d": visibleWhen needs at least one value',
    );
  });

  it('a json field may point at a resource (a list of its ids), nothing else but a relation may', () => {
    expect(() => defineResource({ ...base, fields: { ids: json({ en: 'I', zh: 'I' }, { relation: { resource: 'org-group', labelField: 'groupName' } }) } })).not.toThrow();
    expect(() => defineResource({ ...base, fields: { n: integer({ en: 'N', zh: 'N' }, { relation: { resource: 'org-group', labelField: 'groupName' } }) } }))
      .toThrow('field "n": only relation and json (id list) fields point at a resource');
  });
});

describe('id lists', () => {
  const ids = json({ en: 'Groups', zh: '分组' }, { required: true, relation: { resource: 'org-group', labelField: 'groupName' } });
  it('are distinct ids of 1..INT_MAX', () => {
    const [spec] = rulesOf(ids).filter((r) => r.type === 'idList');
    expect(passes(spec, [1, 2, 2147483647])).toBe(true);
    for (const bad of [[1, 1], [0], [-1], [1.5], ['1'], [2147483648], 'x', { a: 1 }, 5]) expect(passes(spec, bad)).toBe(false);
  });
  it('an empty list is blank: a required list needs one id', () => {
    expect(isBlank([])).toBe(true);
    expect(firstBroken(rulesOf(ids), [])?.type).toBe('required');
    expect(firstBroken(rulesOf(ids), [3])).toBeNull();
  });
});
