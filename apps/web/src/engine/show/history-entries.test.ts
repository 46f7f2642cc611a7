import { describe, expect, it } from 'vitest';
import { defineResource, integer, json, money, relation, text } from '@console/metadata';
import { changeLines, valuesAsRecords, type HistoryEntry } from './history-entries';

const def = defineResource({
  name: 'probe', table: 'probe', label: { en: 'P', zh: 'P' }, menu: { group: 'tech' },
  permission: { module: 'tech', sub: 'feature-flag' }, actions: [], defaultSort: { field: 'id', order: 'asc' },
  fields: {
    name: text({ en: 'Name', zh: '名称' }),
    amount: money({ en: 'Amount', zh: '金额' }),
    ownerId: relation({ en: 'Owner', zh: '负责人' }, { resource: 'admin-user', labelField: 'userName' }),
    tags: json({ en: 'Tags', zh: '标签' }),
    count: integer({ en: 'Count', zh: '数量' }),
  },
});

const entry = (action: string, changes: Record<string, unknown> | null): HistoryEntry =>
  ({ id: 1, action, actorId: 1, actorName: 'admin', changes, createTime: '2026-11-23T08:00:00.000Z' });

describe('history entries', () => {
  it('reads an update as from -> to, in the order of the definition', () => {
    const lines = changeLines(def, entry('update', { ownerId: [1, 2], amount: ['1.0000', '2.5000'] }));
    expect(lines.map((l) => [l.key, l.before, l.after])).toEqual([['amount', '1.0000', '2.5000'], ['ownerId', 1, 2]]);
    expect(lines[0].field?.kind).toBe('money');
  });

  it('reads create and delete as the values they state (not the empty ones), even a json list of two', () => {
    const lines = changeLines(def, entry('create', { name: 'A', tags: ['x', 'y'], amount: null, count: '' }));
    expect(lines.map((l) => [l.key, 'before' in l, l.after])).toEqual([['name', false, 'A'], ['tags', false, ['x', 'y']]]);
    expect(changeLines(def, entry('delete', null))).toEqual([]);
  });

  it('keeps a field the definition no longer has, after the known ones', () => {
    const lines = changeLines(def, entry('update', { gone: ['a', 'b'], count: [1, 2] }));
    expect(lines.map((l) => [l.key, Boolean(l.field)])).toEqual([['count', true], ['gone', false]]);
  });

  it('lists every value of every line as a record, for the relation labels', () => {
    const records = valuesAsRecords(def, [entry('update', { ownerId: [1, 2] }), entry('create', { ownerId: 3 })]);
    expect(records).toEqual([{ ownerId: 1 }, { ownerId: 2 }, { ownerId: 3 }]);
  });
});
