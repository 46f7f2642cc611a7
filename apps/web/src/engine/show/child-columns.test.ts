import { describe, expect, it } from 'vitest';
import { clientTransaction, clientTransactionItem, invoiceLine } from '@console/resources';
import { amountsPinned, hiddenChildFields } from './child-columns';

describe('a child table\'s columns', () => {
  const parent = { id: 7, clientId: 3, recordTime: '2026-11-12 13:35:42', transactionNo: 'TR-1' };
  const item = (over: object = {}) => ({ id: 1, transactionId: 7, clientId: 3, recordTime: '2026-11-12 13:35:42', code: 'FUEL', ...over });

  it('leaves out the foreign key and what every row shares with the parent', () => {
    expect([...hiddenChildFields(clientTransactionItem, 'transactionId', clientTransaction, parent, [item(), item({ id: 2, code: 'POSTAGE' })])].sort())
      .toEqual(['clientId', 'recordTime', 'transactionId']);
  });

  it('keeps a shared field when one row differs, and everything but the key with no rows', () => {
    expect([...hiddenChildFields(clientTransactionItem, 'transactionId', clientTransaction, parent, [item(), item({ id: 2, recordTime: '2026-11-13 09:00:00' })])].sort())
      .toEqual(['clientId', 'transactionId']);
    expect([...hiddenChildFields(clientTransactionItem, 'transactionId', clientTransaction, parent, [])]).toEqual(['transactionId']);
  });

  it('pins the amounts at the right edge, before Actions, so a wide table never hides them', () => {
    const columns = ['recordTime', 'charge', 'billType', 'description', 'actions'].map((key) => ({ key, fixed: key === 'actions' ? 'right' : undefined }));
    expect(amountsPinned(columns, invoiceLine).map((c) => [c.key, c.fixed])).toEqual([
      ['recordTime', undefined], ['billType', undefined], ['description', undefined], ['charge', 'right'], ['actions', 'right'],
    ]);
  });
});
