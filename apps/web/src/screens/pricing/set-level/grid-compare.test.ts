import { describe, expect, it } from 'vitest';
import { accountsWithCards, cardPrice, compareCards, compareCell, type RateCardRecord } from './grid-compare';

const card = (over: Partial<RateCardRecord>): RateCardRecord => ({
  id: 1, shippingAccountId: 1, carrierServiceId: 9, packageType: 'YOUR_PACKAGING', cardType: 'PUBLISH', addressType: 0, minimumCharge: '0',
  rows: [{ from: '0', to: '1', zones: { '2': '10.00' } }, { from: '1', to: '2', zones: { '2': '12.00' } }], ...over,
});

describe('comparing a typed price with cost and publish', () => {
  const publish = card({ id: 1 });
  const cost = card({ id: 2, cardType: 'COST', rows: [{ from: '0', to: '1', zones: { '2': '7.00' } }, { from: '1', to: '2', zones: { '2': '8.50' } }] });
  const residentialCost = card({ id: 3, cardType: 'COST', addressType: 1 });
  const other = card({ id: 4, shippingAccountId: 2, packageType: 'UPS_PAK' });

  it('reads a card as the engine does: from < w <= to, at least the minimum', () => {
    expect(cardPrice(publish, '1', '2')?.toString()).toBe('10');
    expect(cardPrice(publish, '1.5', '2')?.toString()).toBe('12');
    expect(cardPrice(publish, '0', '2')).toBeUndefined();
    expect(cardPrice(publish, '3', '2')).toBeUndefined();
    expect(cardPrice(publish, '1', '5')).toBeUndefined();
    expect(cardPrice(card({ minimumCharge: '11' }), '1', '2')?.toString()).toBe('11');
    expect(cardPrice(publish, '', '2')).toBeUndefined();
  });

  it("picks the account's cards, its address type's before any address's", () => {
    const cards = [publish, cost, residentialCost, other];
    expect(compareCards(cards, 1, 'YOUR_PACKAGING', 0)).toEqual({ cost, publish });
    expect(compareCards(cards, 1, 'YOUR_PACKAGING', 1)).toEqual({ cost: residentialCost, publish });
    expect(compareCards(cards, 2, 'YOUR_PACKAGING', 0)).toEqual({ cost: undefined, publish: undefined });
    expect(compareCards(cards, undefined, 'YOUR_PACKAGING', 0)).toEqual({});
    expect(accountsWithCards(cards, [3, 2, 1], 'YOUR_PACKAGING')).toEqual([1]);
    expect(accountsWithCards(cards, [3, 2, 1], 'UPS_PAK')).toEqual([2]);
  });

  it('above publish: no more than publish rate; below cost: no less than cost rate', () => {
    const cards = { cost, publish };
    expect(compareCell('10.01', '1', '2', cards).note).toBe('noMoreThanPublishRate');
    expect(compareCell('6.99', '1', '2', cards).note).toBe('noLessThanCostRate');
    expect(compareCell('9', '1', '2', cards).note).toBeUndefined();
    expect(compareCell('10', '1', '2', cards).note).toBeUndefined();
    const row2 = compareCell('9', '2', '2', cards);
    expect([row2.cost?.toString(), row2.publish?.toString(), row2.note]).toEqual(['8.5', '12', undefined]);
    expect(compareCell('abc', '1', '2', cards).note).toBeUndefined();
    expect(compareCell('99', '1', '2', {}).note).toBeUndefined();
  });
});
