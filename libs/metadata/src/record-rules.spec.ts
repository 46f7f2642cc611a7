import { defineResource, ResourceDefinitionError } from './define';
import { date, email, enumOf, integer, money, relation, text } from './fields';
import { brokenRecordRules, exactlyOne, gt, lt, lte, requiredWhen, zipCodeOf } from './record-rules';
import { rulesOf } from './rules';
import { passes } from './check';
import { moveAllowed, nextStates } from './transitions';
import { childKey, childProblems, inlineParentsOf } from './children';

const base = {
  table: 'probe', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' as const },
  permission: { module: 'tech' as const, sub: 'feature-flag' }, actions: [], defaultSort: { field: 'id' as const, order: 'asc' as const },
};
const timing = enumOf({ en: 'Charge By', zh: '计费方式' }, [{ value: 1, label: { en: 'Per Order', zh: '按订单' } }, { value: 2, label: { en: 'Per Package', zh: '按包裹' } }]);
const status = enumOf({ en: 'Status', zh: '状态' }, [
  { value: 1, label: { en: 'Draft', zh: '草稿' } }, { value: 2, label: { en: 'Active', zh: '生效' } }, { value: 3, label: { en: 'Closed', zh: '关闭' } },
]);

const rule = defineResource({
  ...base, name: 'charge-rule',
  fields: {
    threshold: money({ en: 'Threshold', zh: '阈值' }), interval: integer({ en: 'Interval', zh: '间隔' }),
    chargeBy: timing, receiveTiming: text({ en: 'Receive Timing', zh: '接收时机' }),
    minQty: integer({ en: 'Min Qty', zh: '最小数量' }), maxQty: integer({ en: 'Max Qty', zh: '最大数量' }),
    from: date({ en: 'From', zh: '开始' }), to: date({ en: 'To', zh: '结束' }), status,
  },
  recordRules: [
    exactlyOne(['threshold', 'interval']),
    requiredWhen('receiveTiming', { field: 'chargeBy', in: [2] }),
    lte('minQty', 'maxQty', { en: 'Min Qty may not exceed Max Qty', zh: '最小数量不能超过最大数量' }),
    lte('from', 'to'),
  ],
  transitions: { field: 'status', allowed: { 1: [2, 3], 2: [3] } },
});

const broken = (record: Record<string, unknown>) => brokenRecordRules(rule.recordRules, rule.fields, record);

describe('record rules', () => {
  it('exactlyOne: threshold xor interval, on both fields, both languages', () => {
    expect(broken({ threshold: '5' })).toEqual([]);
    expect(broken({ interval: 3 })).toEqual([]);
    expect(broken({})).toEqual([
      { field: 'threshold', message: 'Fill exactly one of Threshold, Interval', zhMessage: '阈值、间隔须且只能填写一项' },
      { field: 'interval', message: 'Fill exactly one of Threshold, Interval', zhMessage: '阈值、间隔须且只能填写一项' },
    ]);
    expect(broken({ threshold: '5', interval: 3 }).map((e) => e.field)).toEqual(['threshold', 'interval']);
    // a blank string or spaces is not filled
    expect(broken({ threshold: '  ', interval: 3 })).toEqual([]);
  });

  it('requiredWhen: receive timing only required for Per Package, named by its option label', () => {
    expect(broken({ threshold: '1', chargeBy: 1 })).toEqual([]);
    expect(broken({ threshold: '1', chargeBy: 2, receiveTiming: 'On arrival' })).toEqual([]);
    expect(broken({ threshold: '1', chargeBy: 2 })).toEqual([{
      field: 'receiveTiming', message: 'Receive Timing is required when Charge By is Per Package', zhMessage: '计费方式为按包裹时，接收时机不能为空',
    }]);
  });

  it('lte: numbers, decimal strings and dates compare by value; blanks pass; own message wins', () => {
    expect(broken({ threshold: '1', minQty: 2, maxQty: 10 })).toEqual([]);
    expect(broken({ threshold: '1', minQty: 10, maxQty: 9 })).toEqual([
      { field: 'minQty', message: 'Min Qty may not exceed Max Qty', zhMessage: '最小数量不能超过最大数量' },
      { field: 'maxQty', message: 'Min Qty may not exceed Max Qty', zhMessage: '最小数量不能超过最大数量' },
    ]);
    expect(broken({ threshold: '1', minQty: 10 })).toEqual([]);
    expect(broken({ threshold: '1', from: '2026-11-02', to: '2026-11-01' }).map((e) => e.message)).toEqual(['From must not be greater than To', 'From must not be greater than To']);
    expect(broken({ threshold: '1', from: new Date('2026-11-01'), to: new Date('2026-11-02') })).toEqual([]);
    // '9' and '10' as decimal strings are numbers, not text ('9' > '10' as text)
    expect(brokenRecordRules([lte('threshold', 'interval')], rule.fields, { threshold: '9', interval: '10' })).toEqual([]);
  });

  it('lt and gt: strict, so equal values are refused, in both languages; blanks pass; own message wins', () => {
    const fields = { fromWeight: integer({ en: 'From Weight', zh: '起始重量' }), toWeight: integer({ en: 'To Weight', zh: '截止重量' }), from: date({ en: 'From', zh: '开始' }), to: date({ en: 'To', zh: '结束' }) };
    const strict = (record: Record<string, unknown>) => brokenRecordRules([lt('fromWeight', 'toWeight'), gt('to', 'from')], fields, record);
    expect(strict({ fromWeight: 1, toWeight: 2, from: '2026-01-01', to: '2026-01-02' })).toEqual([]);
    expect(strict({ fromWeight: 2, toWeight: 2 })).toEqual([
      { field: 'fromWeight', message: 'From Weight must be less than To Weight', zhMessage: '起始重量必须小于截止重量' },
      { field: 'toWeight', message: 'From Weight must be less than To Weight', zhMessage: '起始重量必须小于截止重量' },
    ]);
    expect(strict({ from: '2026-01-02', to: '2026-01-02' })).toEqual([
      { field: 'to', message: 'To must be greater than From', zhMessage: '结束必须大于开始' },
      { field: 'from', message: 'To must be greater than From', zhMessage: '结束必须大于开始' },
    ]);
    // '9' and '10' compare as numbers; lte still lets them be equal
    expect(strict({ fromWeight: '9', toWeight: '10', to: '2026-01-03', from: '2026-01-02' })).toEqual([]);
    expect(strict({ fromWeight: 3, to: '2026-01-01' })).toEqual([]);
    expect(brokenRecordRules([lte('fromWeight', 'toWeight')], fields, { fromWeight: 2, toWeight: 2 })).toEqual([]);
    const own = brokenRecordRules([gt('to', 'from', { en: 'The end comes after the start', zh: '结束须晚于开始' })], fields, { from: '2026-01-02', to: '2026-01-01' });
    expect(own[0]).toEqual({ field: 'to', message: 'The end comes after the start', zhMessage: '结束须晚于开始' });
    expect(() => defineResource({ ...base, name: 'bad-lt', fields, recordRules: [lt('fromWeight', 'weight')] })).toThrow(/record rule lt names "weight", which is not a field/);
  });

  it('zipCode: the zip code of the record\'s country, on the zip field; blanks pass', () => {
    const fields = { zipCode: text({ en: 'Zip Code', zh: '邮编' }), countryCode: text({ en: 'Country', zh: '国家' }) };
    const zip = (record: Record<string, unknown>) => brokenRecordRules([zipCodeOf('zipCode', 'countryCode')], fields, record);
    expect(zip({ zipCode: '89502', countryCode: 'US' })).toEqual([]);
    expect(zip({ zipCode: 'M5V 2T6', countryCode: 'CA' })).toEqual([]);
    expect(zip({ zipCode: 'M5V 2T6', countryCode: 'US' })).toEqual([{ field: 'zipCode', message: 'Invalid Zipcode', zhMessage: '邮编无效' }]);
    expect(zip({ zipCode: '8950', countryCode: 'US' })).toHaveLength(1);
    expect(zip({ countryCode: 'US' })).toEqual([]);
    expect(() => defineResource({ ...base, name: 'bad-zip', fields, recordRules: [zipCodeOf('zipCode', 'country')] }))
      .toThrow(/record rule zipCode names "country", which is not a field/);
  });

  it('a field\'s own messages replace a rule\'s generic one; no PO box; phone of 10 digits', () => {
    const address = email({ en: 'Email', zh: '邮箱' }, { messages: { email: 'legalEmail' } });
    const spec = rulesOf(address).find((r) => r.type === 'email')!;
    expect([spec.message, passes(spec, 'a@b.c'), passes(spec, 'ann@example.com')]).toEqual(['legalEmail', false, true]);
    const street = rulesOf(text({ en: 'Street', zh: '街道' }, { rules: ['noPoBox'] })).find((r) => r.type === 'pattern')!;
    for (const bad of ['PO Box 12', 'p.o. box 7', 'POBOX 3', '12 Main St, P.O. Box 9']) expect([bad, passes(street, bad)]).toEqual([bad, false]);
    for (const good of ['123 Main St', 'Poboy Lane 4', 'Shipbox Rd']) expect([good, passes(street, good)]).toEqual([good, true]);
    const phone = rulesOf(text({ en: 'Phone', zh: '电话' }, { rules: ['digits10'] })).find((r) => r.type === 'pattern')!;
    expect([passes(phone, '7755550100'), passes(phone, '775555010'), passes(phone, '775-555-0100')]).toEqual([true, false, false]);
  });

  it('a rule naming an unknown field is refused at define time', () => {
    expect(() => defineResource({ ...base, name: 'bad', fields: { a: text({ en: 'A', zh: 'A' }) }, recordRules: [lte('a', 'b')] }))
      .toThrow(/record rule lte names "b", which is not a field/);
  });
});

describe('transitions', () => {
  const t = rule.transitions!;
  it('allows the declared moves and staying put, refuses the rest; a final state goes nowhere', () => {
    expect(moveAllowed(t, 1, 2)).toBe(true);
    expect(moveAllowed(t, 2, 3)).toBe(true);
    expect(moveAllowed(t, 2, 2)).toBe(true);
    expect(moveAllowed(t, 2, 1)).toBe(false);
    expect(moveAllowed(t, 3, 1)).toBe(false);
    expect(moveAllowed(t, null, 3)).toBe(true);
  });
  it('offers the current state and its next ones', () => {
    expect(nextStates(t, 1)).toEqual([1, 2, 3]);
    expect(nextStates(t, 3)).toEqual([3]);
  });
  it('a state that is not an option, or a field that is not an enum, is refused at define time', () => {
    expect(() => defineResource({ ...base, name: 'bad', fields: { status }, transitions: { field: 'status', allowed: { 1: [9] } } }))
      .toThrow(/name state "9", which is not an option/);
    expect(() => defineResource({ ...base, name: 'bad', fields: { s: text({ en: 'S', zh: 'S' }) }, transitions: { field: 's', allowed: {} } }))
      .toThrow(ResourceDefinitionError);
  });
});

describe('children', () => {
  const country = defineResource({
    ...base, name: 'country', fields: { name: text({ en: 'Name', zh: '名称' }) },
    children: [{ resource: 'country-state', foreignKey: 'countryId', inline: { max: 50 }, onParentDelete: 'cascade' }],
  });
  const state = defineResource({
    ...base, name: 'country-state', table: 'country_state',
    fields: { countryId: relation({ en: 'Country', zh: '国家' }, { resource: 'country', labelField: 'name' }), name: text({ en: 'Name', zh: '名称' }) },
  });

  it('keys inline rows by the child name in camelCase unless named', () => {
    expect(childKey(country.children![0])).toBe('countryState');
    expect(childKey({ resource: 'x', foreignKey: 'y', key: 'states', onParentDelete: 'refuse' })).toBe('states');
  });

  it('checks the child against the catalogue', () => {
    expect(childProblems(country, [country, state])).toEqual([]);
    expect(childProblems(country, [country])).toEqual(['child "countryState": resource "country-state" does not exist']);
    const listed = { ...country, children: [{ resource: 'country-state', foreignKey: 'countryId', onParentDelete: 'refuse' as const }] };
    expect(childProblems(listed, [listed, state])).toEqual(['child "countryState": country-state.countryId must be filterable with "eq" to be listed']);
    const wrongKey = { ...country, children: [{ resource: 'country-state', foreignKey: 'name', inline: { max: 0 }, onParentDelete: 'refuse' as const }] };
    expect(inlineParentsOf('country-state', [country, state])).toEqual([{ parent: country, child: country.children![0] }]);
    expect(inlineParentsOf('country', [country, state])).toEqual([]);
    expect(childProblems(wrongKey, [wrongKey, state])).toEqual([
      'inline child "countryState" needs a max of 1 or more',
      'child "countryState": country-state.name must be a relation to country',
    ]);
  });

  it('an inline child is written through its parent: no create, edit or delete of its own unless ownRoutes', () => {
    const writable = { ...state, actions: ['create' as const, 'edit' as const, 'delete' as const, 'export' as const] };
    expect(childProblems(country, [country, writable])).toEqual([
      'inline child "countryState": country-state is written through country\'s form, so it declares no create/edit/delete of its own (or set inline.ownRoutes: true)',
    ]);
    const own = { ...country, children: [{ ...country.children![0], inline: { max: 50, ownRoutes: true } }] };
    expect(childProblems(own, [own, writable])).toEqual([]);
    // a listed child keeps its own routes: that is how it is written
    const listed = { ...country, children: [{ resource: 'country-state', foreignKey: 'countryId', onParentDelete: 'refuse' as const }] };
    const filterable = { ...writable, fields: { ...writable.fields, countryId: { ...writable.fields.countryId, filter: 'eq' as const } } };
    expect(childProblems(listed, [listed, filterable])).toEqual([]);
  });

  it('a collection in a tab of its own is a listed one', () => {
    const tabbed = { ...country, children: [{ ...country.children![0], tab: true }] };
    expect(childProblems(tabbed, [tabbed, state])).toEqual(['child "countryState": an inline collection is edited with the details, not in a tab of its own']);
  });
});
