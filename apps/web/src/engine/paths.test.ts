import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
import { valueOfSlug, type ResourceDef } from '@console/metadata';
import { forPartitionScreen, screenPaths } from './paths';

const plain = RESOURCES.find((r) => r.name === 'feature-flag')!;
const cases = {
  ...plain, name: 'support-case',
  fields: { ...plain.fields, platformSource: { kind: 'enum', label: { en: 'Source', zh: '来源' }, required: true, list: true, filter: 'eq', options: [{ value: 'WMS', label: { en: 'WMS', zh: 'WMS' } }] } },
  partition: {
    field: 'platformSource', param: 'source', values: [{ value: 'WMS', sub: 'support-wms', label: { en: 'WMS', zh: 'WMS' } }],
    routes: { list: 'ticket/list/:source', show: 'ticket/detail/:source/:id', create: 'ticket-create/:source' },
  },
} as ResourceDef;

describe('screen paths', () => {
  it('are the usual ones for a plain resource', () => {
    const p = screenPaths(plain);
    expect([p.list, p.create, p.edit(3), p.show(3)]).toEqual(['/feature-flag', '/feature-flag/create', '/feature-flag/edit/3', '/feature-flag/show/3']);
  });

  it('carry the value on a partition\'s screens, declared routes first', () => {
    const p = screenPaths(cases, 'WMS');
    expect([p.list, p.create, p.edit(7), p.show(7)]).toEqual(['/ticket/list/WMS', '/ticket-create/WMS', '/support-case/WMS/edit/7', '/ticket/detail/WMS/7']);
  });

  it('name a value by its slug where it has one: the client kinds are {product}-client and {product}-new-oms-client', () => {
    const clients = RESOURCES.find((r) => r.name === 'client')!;
    const oms = screenPaths(clients, 'oms');
    expect([oms.list, oms.create, oms.show(5)]).toEqual(['/ezeeship-client', '/ezeeship-client/create', '/ezeeship-client/show/5']);
    expect(screenPaths(clients, 'own-warehouse').edit(5)).toBe('/ezeeship-new-oms-client/edit/5');
    expect(valueOfSlug(clients.partition!, 'ezeeship-new-oms-client')).toBe('own-warehouse');
    expect(valueOfSlug(clients.partition!, 'dashboard-typo')).toBeUndefined();
  });

  it('use a resource\'s own route segment: {product}-warehouse', () => {
    const warehouse = RESOURCES.find((r) => r.name === 'warehouse')!;
    expect(screenPaths(warehouse).show(2)).toBe('/ezeeship-warehouse/show/2');
  });

  it('fix the partition field on a partition\'s screen: no filter, column or input', () => {
    const narrowed = forPartitionScreen(cases, 'WMS').fields.platformSource;
    expect(narrowed).toMatchObject({ filter: undefined, list: false, form: false, required: true });
    expect(forPartitionScreen(cases, undefined)).toBe(cases);
  });

  it('drops the filter and column of a field that applies only to other values', () => {
    const withCarrier = { ...cases, fields: { ...cases.fields, carrier: { kind: 'text', label: { en: 'Carrier', zh: '承运商' }, list: true, filter: 'eq', visibleWhen: { field: 'platformSource', in: ['WMS'] } } } } as ResourceDef;
    expect(forPartitionScreen(withCarrier, 'EZEESHIP').fields.carrier).toMatchObject({ filter: undefined, list: false });
    expect(forPartitionScreen(withCarrier, 'WMS').fields.carrier).toMatchObject({ filter: 'eq', list: true });
  });
});
