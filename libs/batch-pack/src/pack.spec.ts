import { PACK_MESSAGES, leftToPack, matchScan, type PackItem, type PackOrder } from './index';

const item = (itemId: number, sku: string, qty: number, packed = 0): PackItem => ({ itemId, sku, qty, packed });
const toPack = (orderId: number, items: PackItem[], state: Partial<Pick<PackOrder, 'packable' | 'finished'>> = {}): PackOrder => ({
  orderId,
  orderNo: `PO-${orderId}`,
  packable: true,
  finished: false,
  items,
  ...state,
});
const none: ReadonlySet<number> = new Set();
const ok = (orderId: number, itemId: number) => ({ ok: true, orderId, itemId });
const refused = (message: string) => ({ ok: false, message });

describe('leftToPack', () => {
  it('sums qty - packed over the items', () => {
    // (3 - 1) + (2 - 2) + (4 - 0)
    expect(leftToPack(toPack(1, [item(1, 'RED', 3, 1), item(2, 'BLUE', 2, 2), item(3, 'GREEN', 4)]))).toBe(6);
    expect(leftToPack(toPack(1, [item(1, 'RED', 2, 2)]))).toBe(0);
    expect(leftToPack(toPack(1, []))).toBe(0);
  });
});

describe('matchScan rule 1: the station has a current order', () => {
  const earlier = toPack(1, [item(11, 'RED', 1)]);
  const current = toPack(2, [item(21, 'RED', 1, 1), item(22, 'RED', 2, 1), item(23, 'BLUE', 1)]);

  it('goes to the current order, not to an earlier order of the batch', () => {
    expect(matchScan('batch', [earlier, current], 2, 'RED', none)).toEqual(ok(2, 22));
    expect(matchScan('batch', [earlier, current], 2, 'BLUE', none)).toEqual(ok(2, 23));
  });

  it('a finished current order: orderAlreadyPacked, before any sku check', () => {
    const done = toPack(2, [item(21, 'RED', 2)], { finished: true });
    expect(matchScan('batch', [done], 2, 'RED', none)).toEqual(refused('orderAlreadyPacked'));
    expect(matchScan('batch', [done], 2, 'NOPE', none)).toEqual(refused('orderAlreadyPacked'));
  });

  it('a sku the current order lacks: productNotInOrder, though another order of the batch has it', () => {
    const other = toPack(3, [item(31, 'GOLD', 1)]);
    expect(matchScan('batch', [other, current], 2, 'GOLD', none)).toEqual(refused('productNotInOrder'));
  });

  it('every item of the sku packed: productAlreadyPacked', () => {
    const full = toPack(2, [item(21, 'RED', 1, 1), item(22, 'RED', 2, 2), item(23, 'BLUE', 1)]);
    expect(matchScan('batch', [earlier, full], 2, 'RED', none)).toEqual(refused('productAlreadyPacked'));
  });

  it('the first item of the sku still open', () => {
    const twoOpen = toPack(2, [item(21, 'RED', 1, 1), item(22, 'RED', 2), item(24, 'RED', 2)]);
    expect(matchScan('batch', [twoOpen], 2, 'RED', none)).toEqual(ok(2, 22));
  });

  it('reads neither packable nor claimedByOthers: the station already holds the order', () => {
    const notToPack = toPack(2, [item(21, 'RED', 1)], { packable: false });
    expect(matchScan('batch', [notToPack], 2, 'RED', new Set([2]))).toEqual(ok(2, 21));
  });

  it('applies in mode order too', () => {
    expect(matchScan('order', [current], 2, 'RED', none)).toEqual(ok(2, 22));
    expect(matchScan('order', [current], 2, 'GOLD', none)).toEqual(refused('productNotInOrder'));
  });

  it('a current order that is not among the orders: the mode\'s no-match message', () => {
    expect(matchScan('batch', [earlier], 2, 'RED', none)).toEqual(refused('noOrderInBatch'));
    expect(matchScan('order', [earlier], 2, 'RED', none)).toEqual(refused('noOrderToPack'));
  });
});

describe('matchScan rule 2: mode order, no current order', () => {
  it('a finished order: orderAlreadyPacked, even when no longer packable', () => {
    const shipped = toPack(1, [item(11, 'RED', 1, 1)], { finished: true, packable: false });
    expect(matchScan('order', [shipped], null, 'RED', none)).toEqual(refused('orderAlreadyPacked'));
  });

  it('an order not To Pack: noOrderToPack, whatever the sku', () => {
    const picking = toPack(1, [item(11, 'RED', 1)], { packable: false });
    expect(matchScan('order', [picking], null, 'RED', none)).toEqual(refused('noOrderToPack'));
    expect(matchScan('order', [picking], null, 'NOPE', none)).toEqual(refused('noOrderToPack'));
  });

  it('then the sku checks of rule 1', () => {
    const order = toPack(1, [item(11, 'RED', 1, 1), item(12, 'BLUE', 3, 1), item(13, 'BLUE', 1)]);
    expect(matchScan('order', [order], null, 'GOLD', none)).toEqual(refused('productNotInOrder'));
    expect(matchScan('order', [order], null, 'RED', none)).toEqual(refused('productAlreadyPacked'));
    expect(matchScan('order', [order], null, 'BLUE', none)).toEqual(ok(1, 12));
  });

  it('no order at all: noOrderToPack', () => {
    expect(matchScan('order', [], null, 'RED', none)).toEqual(refused('noOrderToPack'));
  });
});

describe('matchScan rule 3: mode batch, no current order', () => {
  it('the first order in sequence with the sku open', () => {
    const first = toPack(1, [item(11, 'RED', 1)]);
    const second = toPack(2, [item(21, 'RED', 1)]);
    expect(matchScan('batch', [first, second], null, 'RED', none)).toEqual(ok(1, 11));
    expect(matchScan('batch', [second, first], null, 'RED', none)).toEqual(ok(2, 21));
  });

  it('passes over orders not To Pack, finished, claimed by another station, without the sku or with it packed', () => {
    const batch = [
      toPack(1, [item(11, 'RED', 1)], { packable: false }),
      toPack(2, [item(21, 'RED', 1)], { finished: true }),
      toPack(3, [item(31, 'RED', 1)]),
      toPack(4, [item(41, 'BLUE', 1)]),
      toPack(5, [item(51, 'RED', 2, 2)]),
      toPack(6, [item(61, 'BLUE', 1), item(62, 'RED', 1, 1), item(63, 'RED', 3, 2)]),
    ];
    expect(matchScan('batch', batch, null, 'RED', new Set([3]))).toEqual(ok(6, 63));
    expect(matchScan('batch', batch, null, 'RED', none)).toEqual(ok(3, 31));
  });

  it('none: noOrderInBatch, also when the sku is in the batch but all packed', () => {
    const batch = [toPack(1, [item(11, 'RED', 1, 1)]), toPack(2, [item(21, 'RED', 1)])];
    expect(matchScan('batch', batch, null, 'RED', new Set([2]))).toEqual(refused('noOrderInBatch'));
    expect(matchScan('batch', batch, null, 'GOLD', none)).toEqual(refused('noOrderInBatch'));
    expect(matchScan('batch', [], null, 'RED', none)).toEqual(refused('noOrderInBatch'));
  });
});

describe('PACK_MESSAGES', () => {
  it('the English texts of 02 §8', () => {
    expect(Object.fromEntries(Object.entries(PACK_MESSAGES).map(([k, v]) => [k, v.en]))).toEqual({
      noOrderToPack: 'No matched outbound order to pack',
      noOrderInBatch: 'Cannot match orders under the batch',
      productNotInOrder: 'The order does not include this product',
      productAlreadyPacked: 'The product has been packed into the order',
      orderAlreadyPacked: 'The order is already packed',
      unknownMaterial: 'Unable to recognize the current packaging material',
    });
  });

  it('a Chinese text for each', () => {
    for (const { zh } of Object.values(PACK_MESSAGES)) expect(zh).toMatch(/^[\u4e00-\u9fff]+$/);
  });
});
