import { describe, expect, it } from 'vitest';
import { pricedEvents, rebillTableRows, type RebillResult } from './rebill-result';

const result: RebillResult = {
  from: '2026-10-01', to: '2026-10-31', clients: 2, events: 12, unpriced: 2,
  rows: [
    { clientId: 3, kind: 'charge', itemId: 1, current: '4.5000', draft: '0.0000', delta: '-4.5000' },
    { clientId: 3, kind: 'storage', itemId: 2, current: '0.8500', draft: '2.0400', delta: '1.1900' },
    { clientId: 5, kind: 'charge', itemId: 9, current: '1.5000', draft: '1.5000', delta: '0.0000' },
    { clientId: 3, kind: 'storage', itemId: 1, current: '1.0000', draft: '1.0000', delta: '0.0000' },
    { clientId: 3, kind: 'charge', itemId: 10, current: '0.0000', draft: '3.5000', delta: '3.5000' },
    { clientId: 8, kind: 'charge', itemId: 1, current: '1.0000', draft: '1.0000', delta: '0.0000' },
  ],
  totals: { current: '8.8500', draft: '9.0400', delta: '0.1900' },
  names: {
    clients: { 3: 'Zephyr Outdoor', 5: 'Acme Outfitters' },
    charge: { 1: 'Pick & Pack', 9: 'Cancellation Handling', 10: 'Carton Deposit' },
    storage: { 1: 'Shelf Storage', 2: 'Pallet Storage' },
  },
};

describe('the re-bill result as the drawer lists it', () => {
  it('names each row and sorts by client, then charge items before storage rules, each by name', () => {
    expect(rebillTableRows(result).map((r) => [r.key, r.client, r.item, r.delta])).toEqual([
      // a client deleted since reads as its id ('#' sorts before letters)
      ['8|charge|1', '#8', 'Pick & Pack', '0.0000'],
      ['5|charge|9', 'Acme Outfitters', 'Cancellation Handling', '0.0000'],
      ['3|charge|10', 'Zephyr Outdoor', 'Carton Deposit', '3.5000'],
      ['3|charge|1', 'Zephyr Outdoor', 'Pick & Pack', '-4.5000'],
      ['3|storage|2', 'Zephyr Outdoor', 'Pallet Storage', '1.1900'],
      ['3|storage|1', 'Zephyr Outdoor', 'Shelf Storage', '0.0000'],
    ]);
  });

  it('tells the same item id apart by kind (a charge item and a storage rule may share one)', () => {
    const keys = rebillTableRows(result).filter((r) => r.clientId === 3 && r.itemId === 1).map((r) => `${r.kind}:${r.item}`);
    expect(keys).toEqual(['charge:Pick & Pack', 'storage:Shelf Storage']);
  });

  it('counts the events priced, those it could not price apart', () => {
    expect(pricedEvents(result)).toBe(10);
    expect(pricedEvents({ events: 0, unpriced: 0 })).toBe(0);
  });
});
