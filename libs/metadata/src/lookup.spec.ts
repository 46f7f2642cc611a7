import { defineResource } from './define';
import { json, relation, text } from './fields';
import { carriedFields, lookupFields, lookupGrants, lookupLabel, lookupPath, lookupTarget, matchOf } from './lookup';

const warehouse = defineResource({
  name: 'warehouse', table: 'warehouse', label: { en: 'Warehouse', zh: '仓库' }, menu: { group: 'fulfillment' },
  permission: { module: 'fulfillment', sub: 'co-warehouse' }, actions: [],
  fields: { code: text({ en: 'Code', zh: '编码' }) }, defaultSort: { field: 'id', order: 'asc' },
});

const bill = defineResource({
  name: 'bill', table: 'bill', label: { en: 'Bill', zh: '账单' }, menu: { group: 'fulfillment' },
  permission: { module: 'fulfillment', sub: 'shipping-bills' }, actions: ['create', 'edit'],
  fields: {
    title: text({ en: 'Title', zh: '标题' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'code' }),
    watcherIds: json({ en: 'Watchers', zh: '关注人' }, { relation: { resource: 'admin-user', labelField: 'userName' } }),
    tags: json({ en: 'Tags', zh: '标签' }),
  },
  defaultSort: { field: 'id', order: 'asc' },
});

describe('the lookup rule', () => {
  it('names the relation and id-list fields with their targets', () => {
    expect(lookupFields(bill).map(([key, , target]) => [key, target])).toEqual([
      ['warehouseId', { resource: 'warehouse', labelField: 'code', multiple: false }],
      ['watcherIds', { resource: 'admin-user', labelField: 'userName', multiple: true }],
    ]);
  });

  it("narrows a matching relation's target to the records holding the holder's values, where it has them", () => {
    const field = json({ en: 'Items', zh: '项目' }, { relation: { resource: 'charge-item', labelField: 'name', match: { party: 'party', kind: 'kind' } } });
    const target = lookupTarget(field)!;
    expect(target).toEqual({ resource: 'charge-item', labelField: 'name', multiple: true, match: { party: 'party', kind: 'kind' } });
    expect(matchOf(target, { party: 'client', kind: 2 })).toEqual({ party: 'client', kind: 2 });
    // a form not filled yet narrows nothing on that field
    expect(matchOf(target, { party: 'supplier', kind: null })).toEqual({ party: 'supplier' });
    expect(matchOf({}, { party: 'client' })).toEqual({});
  });

  it('carries with a relation\'s entries the fields a dynamic field reads through it, and only through it', () => {
    const withExtra = defineResource({ ...bill, fields: { ...bill.fields, extra: json({ en: 'Extra', zh: '附加' }, { fieldsFrom: { relation: 'warehouseId', field: 'fields' } }) } });
    expect(carriedFields(withExtra, 'warehouseId')).toEqual(['fields']);
    expect(carriedFields(withExtra, 'watcherIds')).toEqual([]);
    expect(carriedFields(bill, 'warehouseId')).toEqual([]);
  });

  it('grants it to who may create or edit the resource, or view the target', () => {
    expect(lookupGrants(bill, warehouse)).toEqual([
      { ref: bill.permission, action: 'create' },
      { ref: bill.permission, action: 'edit' },
      { ref: warehouse.permission, action: 'view' },
    ]);
    // a resource that offers no writes grants no lookup of its own
    expect(lookupGrants(warehouse, undefined)).toEqual([]);
  });

  it('grants it to a list action\'s level only for a field its dialog asks for', () => {
    const withAction = {
      ...warehouse,
      customActions: [{ name: 'pick', label: { en: 'Pick', zh: '选择' }, action: 'special' as const, on: 'list' as const, input: { warehouseId: bill.fields.warehouseId } }],
    };
    expect(lookupGrants(withAction, undefined, 'warehouseId')).toEqual([{ ref: warehouse.permission, action: 'special' }]);
    expect(lookupGrants(withAction, undefined, 'other')).toEqual([]);
  });

  it('labels a record by its label field, or its id when that is empty', () => {
    expect(lookupLabel({ id: 3, code: 'CA-01' }, 'code')).toBe('CA-01');
    expect(lookupLabel({ id: 3, code: null }, 'code')).toBe('3');
    expect(lookupPath('bill', 'warehouseId')).toBe('/resources/bill/lookup/warehouseId');
  });
});
