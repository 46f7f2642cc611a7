import { PERMISSION_CATALOGUE } from '@console/contracts';
import { assertCatalogue, CatalogueError, checkCatalogue } from './catalogue';
import { defineResource } from './define';
import { json, relation, text } from './fields';
import { definePage } from './page';

const warehouse = defineResource({
  name: 'warehouse', table: 'warehouse', label: { en: 'Warehouse', zh: '仓库' }, menu: { group: 'wms' },
  permission: { module: 'fulfillment', sub: 'co-warehouse' }, actions: ['create'],
  fields: { code: text({ en: 'Code', zh: '编码' }, { required: true, maxLength: 16 }) },
  defaultSort: { field: 'code', order: 'asc' },
  sample: { code: 'W1' },
});

/** A bill pointing at a warehouse: sound, then broken one way per test. */
function bill(overrides: { sub?: string; target?: string; labelField?: string; module?: string } = {}) {
  return defineResource({
    name: 'shipping-bill', table: 'shipping_bill', label: { en: 'Shipping Bill', zh: '物流账单' }, menu: { group: 'fulfillment' },
    permission: { module: (overrides.module ?? 'fulfillment') as 'fulfillment', sub: overrides.sub ?? 'shipping-bills' }, actions: ['create'],
    fields: {
      billNo: text({ en: 'Bill No', zh: '账单号' }, { required: true, maxLength: 32 }),
      warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: overrides.target ?? 'warehouse', labelField: overrides.labelField ?? 'code' }),
    },
    defaultSort: { field: 'createTime', order: 'desc' },
  });
}

const page = definePage({ name: 'pack-station', label: { en: 'Pack Station', zh: '打包台' }, menu: { group: 'wms' }, permission: { module: 'fulfillment', sub: 'co-warehouse' }, screen: 'pack' });

/** A scoped chain: an owned warehouse, a bill through it, a line through the bill. */
function scoped(lineScope: boolean) {
  const owned = defineResource({ ...warehouse, fields: { ...warehouse.fields, ownerId: relation({ en: 'Owner', zh: '负责人' }, { resource: 'warehouse', labelField: 'code' }) }, dataScope: { field: 'ownerId' } });
  const scopedBill = defineResource({ ...bill(), fields: { ...bill().fields, warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'code' }, { required: true }) }, dataScope: { through: 'warehouseId' } });
  const line = defineResource({
    name: 'bill-line', table: 'bill_line', label: { en: 'Bill Line', zh: '账单行' }, menu: { group: 'fulfillment' },
    permission: { module: 'fulfillment', sub: 'shipping-bills' }, actions: [],
    fields: { billId: relation({ en: 'Bill', zh: '账单' }, { resource: 'shipping-bill', labelField: 'billNo' }, { required: true }) },
    defaultSort: { field: 'createTime', order: 'desc' },
    ...(lineScope ? { dataScope: { through: 'billId' } } : {}),
  });
  return [owned, scopedBill, line];
}

describe('checkCatalogue', () => {
  it('makes a record tied to a scoped one declare its scope, which may run through its parent', () => {
    expect(checkCatalogue(scoped(true), [], PERMISSION_CATALOGUE)).toEqual([]);
    expect(checkCatalogue(scoped(false), [], PERMISSION_CATALOGUE)).toEqual([
      'resource bill-line: field "billId" ties each record to shipping-bill, which has a data scope: declare dataScope { through: \'billId\' } so a user scoped to assigned records reaches only its parent\'s',
    ]);
  });

  it('accepts a consistent catalogue', () => {
    expect(checkCatalogue([warehouse, bill()], [page], PERMISSION_CATALOGUE)).toEqual([]);
  });

  it('reports a misspelt permission sub-role and an unknown module', () => {
    expect(checkCatalogue([warehouse, bill({ sub: 'shiping-bills' })], [], PERMISSION_CATALOGUE)).toEqual([
      'resource shipping-bill: sub-role "shiping-bills" is not in module "fulfillment" of the permission catalogue',
    ]);
    expect(checkCatalogue([warehouse, bill({ module: 'finance' })], [], PERMISSION_CATALOGUE)).toEqual([
      'resource shipping-bill: permission module "finance" is not in the permission catalogue',
    ]);
  });

  it('reports a relation to a resource that does not exist, or to a label it does not have', () => {
    expect(checkCatalogue([warehouse, bill({ target: 'warehouses' })], [], PERMISSION_CATALOGUE)).toEqual([
      'resource shipping-bill: field "warehouseId" points at resource "warehouses", which does not exist',
    ]);
    expect(checkCatalogue([warehouse, bill({ labelField: 'name' })], [], PERMISSION_CATALOGUE)).toEqual([
      'resource shipping-bill: field "warehouseId" shows "name" of warehouse, which is not a returned field there',
    ]);
  });

  it("reports a relation's match on a field missing on either side, or named like the lookup route's own parameters", () => {
    const matching = (match: Record<string, string>) => defineResource({
      ...bill(),
      fields: { ...bill().fields, warehouseIds: json({ en: 'Warehouses', zh: '仓库' }, { relation: { resource: 'warehouse', labelField: 'code', match } }) },
    });
    expect(checkCatalogue([warehouse, matching({ code: 'billNo' })], [], PERMISSION_CATALOGUE)).toEqual([]);
    expect(checkCatalogue([warehouse, matching({ zone: 'billNo', code: 'q' })], [], PERMISSION_CATALOGUE)).toEqual([
      'resource shipping-bill: field "warehouseIds" matches "zone" of warehouse, which is not a stored field there',
      'resource shipping-bill: field "warehouseIds" matches on "q", which is not a stored field here',
      'resource shipping-bill: field "warehouseIds" matches on "q", a name the lookup route uses itself',
    ]);
  });

  it("reports a relation's fixed narrowing (where) on a field the target does not store", () => {
    const narrowed = (where: Record<string, string>) => defineResource({
      ...bill(),
      fields: { ...bill().fields, warehouseIds: json({ en: 'Warehouses', zh: '仓库' }, { relation: { resource: 'warehouse', labelField: 'code', where } }) },
    });
    expect(checkCatalogue([warehouse, narrowed({ code: 'ONT1' })], [], PERMISSION_CATALOGUE)).toEqual([]);
    expect(checkCatalogue([warehouse, narrowed({ zone: 'A' })], [], PERMISSION_CATALOGUE)).toEqual([
      'resource shipping-bill: field "warehouseIds" is narrowed by "zone" of warehouse, which is not a stored field there',
    ]);
  });

  it('reports dynamic fields read from a field of the chosen record that is not a returned json field', () => {
    const ticket = (field: string) => defineResource({
      name: 'case', table: 'case', label: { en: 'Case', zh: '工单' }, menu: { group: 'wms' },
      permission: { module: 'fulfillment', sub: 'co-warehouse' }, actions: ['create'],
      fields: {
        warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'code' }),
        extra: json({ en: 'Extra', zh: '附加' }, { fieldsFrom: { relation: 'warehouseId', field } }),
      },
      defaultSort: { field: 'createTime', order: 'desc' },
    });
    const shaped = defineResource({ ...warehouse, name: 'warehouse', fields: { ...warehouse.fields, fields: json({ en: 'Fields', zh: '字段' }) } });
    expect(checkCatalogue([shaped, ticket('fields')], [], PERMISSION_CATALOGUE)).toEqual([]);
    expect(checkCatalogue([warehouse, ticket('code')], [], PERMISSION_CATALOGUE)).toEqual([
      'resource case: field "extra" reads its fields from "code" of warehouse, which is not a returned json field there',
    ]);
  });

  it('reports duplicate names, tables and routes, and a page with a wrong sub-role or menu group', () => {
    const twin = { ...warehouse, label: { en: 'Twin', zh: '重复' } };
    const badPage = { ...page, name: 'warehouse', permission: { module: 'fulfillment' as const, sub: 'co-warehous' }, menu: { group: 'nowhere' as 'wms' } };
    expect(checkCatalogue([warehouse, twin], [badPage], PERMISSION_CATALOGUE)).toEqual([
      'resource name "warehouse" is used more than once',
      'table "warehouse" is used more than once',
      "page warehouse: its route /warehouse is resource warehouse's",
      'page warehouse: sub-role "co-warehous" is not in module "fulfillment" of the permission catalogue',
      'page warehouse: menu group "nowhere" does not exist',
    ]);
  });

  it('reports child collections and lookups that name a missing resource or field', () => {
    const parent = { ...warehouse, children: [{ resource: 'bin', foreignKey: 'warehouseId', onParentDelete: 'refuse' as const }], lookup: { resource: 'warehouse', labelField: 'nope' } };
    expect(checkCatalogue([parent], [], PERMISSION_CATALOGUE)).toEqual([
      'resource warehouse: child collection "bin" points at resource "bin", which does not exist',
      'resource warehouse: lookup names "nope", which is not a field of warehouse',
    ]);
  });

  it('throws one error listing every problem for the start-up check', () => {
    expect(() => assertCatalogue([bill({ sub: 'x', target: 'y' })], [], PERMISSION_CATALOGUE)).toThrow(CatalogueError);
    try {
      assertCatalogue([bill({ sub: 'x', target: 'y' })], [], PERMISSION_CATALOGUE);
    } catch (error) {
      expect((error as CatalogueError).problems).toHaveLength(2);
      expect((error as Error).message).toContain('The resource catalogue is inconsistent (2 problems)');
    }
  });
});
