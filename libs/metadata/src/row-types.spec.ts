import { defineResource } from './define';
import { boolean, datetime, enumOf, integer, json, money, relation, text } from './fields';
import type { RowOf } from './row-types';

/** Compile-time checks (ts-jest type-checks this file): a row type follows its definition. */
const bill = defineResource({
  name: 'probe-bill', table: 'probe_bill', label: { en: 'Bill', zh: '账单' }, menu: { group: 'fulfillment' },
  permission: { module: 'fulfillment', sub: 'shipping-bills' }, actions: [],
  fields: {
    amount: money({ en: 'Amount', zh: '金额' }, { required: true }),
    type: enumOf({ en: 'Type', zh: '类型' }, [{ value: 1, label: { en: 'A', zh: 'A' } }, { value: 2, label: { en: 'B', zh: 'B' } }], { required: true }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'co-warehouse', labelField: 'warehouse' }),
    note: text({ en: 'Note', zh: '备注' }),
    paid: boolean({ en: 'Paid', zh: '已付' }, { required: true }),
    count: integer({ en: 'Count', zh: '数量' }, { storage: 'serverOnly', required: true }),
    secret: text({ en: 'Secret', zh: '密' }, { storage: 'writeOnly' }),
    paidAt: datetime({ en: 'Paid At', zh: '付款时间' }),
    tags: json({ en: 'Tags', zh: '标签' }),
  },
  defaultSort: { field: 'id', order: 'desc' },
});
type Bill = RowOf<typeof bill>;

describe('row types inferred from a definition', () => {
  it('types each field by its kind, nullable unless required', () => {
    const row: Bill = {
      id: 1, version: 1, createTime: new Date(), updateTime: new Date(),
      amount: '99.9900', type: 2, warehouseId: null, note: null, paid: true, count: 3, paidAt: null, tags: ['x'],
    };
    // @ts-expect-error money is a decimal string, never a number
    const amount: Bill['amount'] = 99.99;
    // @ts-expect-error an enum holds one of its codes
    const type: Bill['type'] = 3;
    // @ts-expect-error a required field is never null
    const paid: Bill['paid'] = null;
    // @ts-expect-error write-only fields are not stored in the row
    const secret: Bill['secret'] = 'x';
    expect([row.amount, row.type, amount, type, paid, secret]).toEqual(['99.9900', 2, 99.99, 3, null, 'x']);
  });
});

describe('a definition\'s sample', () => {
  const base = {
    name: 'probe-sample', table: 'probe_sample', label: { en: 'S', zh: 'S' }, menu: { group: 'tech' as const },
    permission: { module: 'tech' as const, sub: 'feature-flag' }, actions: [], defaultSort: { field: 'id' as const, order: 'desc' as const },
  };
  const fields = {
    amount: money({ en: 'Amount', zh: '金额' }, { required: true }),
    type: enumOf({ en: 'Type', zh: '类型' }, [{ value: 1, label: { en: 'A', zh: 'A' } }, { value: 2, label: { en: 'B', zh: 'B' } }]),
    paidAt: datetime({ en: 'Paid At', zh: '付款时间' }),
  };

  it('is typed by the fields (money a string, enum its codes, datetime its JSON string)', () => {
    const def = defineResource({ ...base, fields, sample: { amount: '12.50', type: 2, paidAt: '2026-11-23 08:30:00' } });
    expect(def.sample).toEqual({ amount: '12.50', type: 2, paidAt: '2026-11-23 08:30:00' });
    // @ts-expect-error money is a decimal string in a body, never a number
    defineResource({ ...base, fields, sample: { amount: 12.5 } });
    // @ts-expect-error 3 is not one of the enum's codes
    defineResource({ ...base, fields, sample: { amount: '1', type: 3 } });
    // @ts-expect-error a sample only sets declared fields
    defineResource({ ...base, fields, sample: { amount: '1', bogus: 1 } });
  });
});
