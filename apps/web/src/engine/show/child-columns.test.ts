import { describe, expect, it } from 'vitest';
import { billingCharge, clientOrder, clientTransaction, freightOrder, clientTransactionItem, inboundOrder, inboundOrderLine, invoiceLine } from '@console/resources';
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

  it("keeps quantities that happen to equal the parent's totals: an inbound order's one line", () => {
    const order = { id: 5, expectedQty: 12, receivedStandard: 11, receivedDamage: 1 };
    const line = { id: 1, inboundOrderId: 5, sku: 'A-1', expectedQty: 12, receivedStandard: 11, receivedDamage: 1 };
    expect([...hiddenChildFields(inboundOrderLine, 'inboundOrderId', inboundOrder, order, [line])]).toEqual(['inboundOrderId']);
  });

  it("leaves out a conditional column that applies to no row: an order's charges, all the client's, have no Supplier", () => {
    const order = { id: 9, clientId: 3 };
    const line = (over: object = {}) => ({ id: 1, clientOrderId: 9, clientId: 3, party: 'client', supplierId: null, amount: '1.0000', ...over });
    expect(hiddenChildFields(billingCharge, 'clientOrderId', clientOrder, order, [line(), line({ id: 2 })]).has('supplierId')).toBe(true);
    // a supplier's line among them: the column is there, for every row
    expect(hiddenChildFields(billingCharge, 'clientOrderId', clientOrder, order, [line(), line({ id: 2, party: 'supplier', supplierId: 4 })]).has('supplierId')).toBe(false);
  });

  it("leaves out a relation no row holds: a freight order's charges name no parcel order", () => {
    const order = { id: 4, clientId: 3 };
    const line = (over: object = {}) => ({ id: 1, freightOrderId: 4, clientOrderId: null, clientId: 3, party: 'client', chargeItemId: 2, amount: '25.0000', ...over });
    const hidden = hiddenChildFields(billingCharge, 'freightOrderId', freightOrder, order, [line(), line({ id: 2, chargeItemId: 5 })]);
    expect(hidden.has('clientOrderId')).toBe(true);
    expect(hidden.has('chargeItemId')).toBe(false);
  });

  it('pins the amounts at the right edge, before Actions, so a wide table never hides them', () => {
    const columns = ['recordTime', 'charge', 'billType', 'description', 'actions'].map((key) => ({ key, fixed: key === 'actions' ? 'right' : undefined }));
    expect(amountsPinned(columns, invoiceLine).map((c) => [c.key, c.fixed])).toEqual([
      ['recordTime', undefined], ['billType', undefined], ['description', undefined], ['charge', 'right'], ['actions', 'right'],
    ]);
  });
});
