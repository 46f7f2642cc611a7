import { defineResource, ResourceDefinitionError } from './define';
import { date, enumOf, integer, text } from './fields';
import { findListTab, listTabKey, listTabParam, listTabParams, type ListTab } from './list-tabs';

const STATES = [1, 2, 3, 4].map((value) => ({ value, label: { en: `S${value}`, zh: `状态${value}` } }));
const label = (en: string) => ({ en, zh: `${en}（中）` });

const thing = (tabs: ListTab[], extra: object = {}) => defineResource({
  name: 'thing', table: 'thing', label: { en: 'Thing', zh: '东西' }, menu: { group: 'tech' },
  permission: { module: 'tech', sub: 'feature-flag' }, actions: ['create'], defaultSort: { field: 'id', order: 'asc' },
  fields: {
    state: enumOf(label('State'), STATES, { filter: 'in' }),
    mark: enumOf(label('Mark'), STATES, { filter: 'eq' }),
    note: text(label('Note'), { filter: 'contains' }),
    qty: integer(label('Qty'), { filter: 'between' }),
    day: date(label('Day')),
  },
  memberFilters: { followerId: { resource: 'thing-follower', foreignKey: 'thingId', member: 'adminUserId', label: label('Following') } },
  listTabs: { tabs },
  ...extra,
});

const all: ListTab = { code: '', label: label('All'), filter: {} };
const problemsOf = (tabs: ListTab[], extra: object = {}): string => {
  try {
    thing(tabs, extra);
    return '';
  } catch (e) {
    expect(e).toBeInstanceOf(ResourceDefinitionError);
    return (e as Error).message;
  }
};

describe('listTabs: filter tabs in the list query\'s own language', () => {
  it('accepts tabs whose filters read as the query would, and encodes them as its parameters', () => {
    const def = thing([
      all,
      { code: 2, label: label('Open'), filter: { state: [1, 2], mark: 3 } },
      { code: 'late', label: label('Late'), filter: { qty: [5, ''], note: 'x,y', followerId: 'me' } },
    ]);
    expect(listTabParam(def)).toBe('tab');
    expect(findListTab(def, undefined)?.code).toBe('');
    expect(findListTab(def, '')?.code).toBe('');
    expect(findListTab(def, '2')?.code).toBe(2);
    expect(findListTab(def, '9')).toBeUndefined();
    expect(listTabParams(def, findListTab(def, '2')!)).toEqual({ state: '1,2', mark: '3' });
    expect(listTabParams(def, findListTab(def, 'late')!)).toEqual({ qty: '5,', note: 'x,y', followerId: 'me' });
    expect(listTabKey(all)).toBe('_all');
    expect(listTabKey({ code: 7 })).toBe('7');
  });

  it('refuses a filter on an unknown or unfiltered field, and a value its operator does not take', () => {
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { nope: 1 } }])).toContain('list tab "2" filters on "nope", which is not a field');
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { day: '2026-01-01' } }])).toContain('list tab "2" filters on "day", which is not a filtered field');
    // mark is filtered with eq: a list would ask for `in`, which the field does not take
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { mark: [1, 2] } }])).toContain('"mark" is filtered with "eq", which takes one value, not a list');
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { qty: 5 } }])).toContain('"qty" is filtered with "between", which takes [from, to]');
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { state: [1, 9] } }])).toContain('"state" has no value "9"');
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { qty: ['a', 3] } }])).toContain('"qty" has no value "a"');
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { state: [] } }])).toContain('"state" asks for nothing');
    expect(problemsOf([all, { code: 2, label: label('A'), filter: { followerId: '7' } }])).toContain('member filter "followerId" takes only \'me\'');
  });

  it('refuses repeated or unsafe codes, a misplaced All, a tab without a filter and a parameter the list already uses', () => {
    const open = { code: 2, label: label('Open'), filter: { state: 1 } };
    expect(problemsOf([all, open, { ...open }])).toContain('listTabs: each code once');
    expect(problemsOf([open, all])).toContain('the tab that filters nothing (code \'\') comes first');
    expect(problemsOf([{ ...all, filter: { state: 1 } }, open])).toContain('the tab with code \'\' filters nothing');
    expect(problemsOf([all, { ...open, filter: {} }])).toContain('list tab "2": a filter');
    expect(problemsOf([all, { ...open, code: 'a b' }])).toContain('a code is letters, digits and \'-\'');
    expect(problemsOf([all, { ...open, label: { en: 'Open', zh: '' } }])).toContain('a label in both languages');
    expect(problemsOf([all])).toContain('at least two tabs');
    for (const param of ['state', 'followerId', 'pageSize', 'id']) {
      expect(problemsOf([all, open], { listTabs: { param, tabs: [all, open] } })).toContain(`param "${param}" is already a parameter of the list`);
    }
  });
});
