import { describe, expect, it } from 'vitest';
import { clientTransaction, clientTransactionItem } from '@console/resources';
import { hiddenChildFields } from './child-columns';

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
});
