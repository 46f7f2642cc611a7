import { distributePicks, type ConfirmedLine, type PickOutcome } from './index';

const line = (inventoryId: number, sku: string, picked: number, orders: Record<number, number>): ConfirmedLine => {
  const entries = Object.entries(orders).map(([orderId, quantity]) => ({ orderId: Number(orderId), quantity }));
  return { inventoryId, sku, quantity: entries.reduce((s, o) => s + o.quantity, 0), picked, orders: entries };
};
const outcome = (lines: ConfirmedLine[], sequence: number[]): PickOutcome => {
  const out = distributePicks(lines, sequence);
  if (!out.ok) throw new Error(out.message);
  return out.value;
};

describe('distributePicks rule 1: picked is a whole number within the line', () => {
  it('refuses negative, fractional, non-numbers and more than asked', () => {
    for (const picked of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 6]) {
      const lines = [line(101, 'SKU-RED', 5, { 1: 5 }), line(102, 'SKU-BLUE', picked, { 1: 5 })];
      expect(distributePicks(lines, [1])).toEqual({ ok: false, message: 'pickQuantityInvalid' });
    }
  });

  it('takes 0 and the full quantity', () => {
    expect(distributePicks([line(101, 'SKU-RED', 0, { 1: 5 })], [1]).ok).toBe(true);
    expect(distributePicks([line(101, 'SKU-RED', 5, { 1: 5 })], [1]).ok).toBe(true);
  });
});

describe('distributePicks rule 2: each order in turn, whole or nothing', () => {
  it('everything picked: every order fulfilled, nothing unused', () => {
    const lines = [line(101, 'SKU-RED', 5, { 1: 2, 2: 3 }), line(102, 'SKU-BLUE', 1, { 2: 1 })];
    expect(outcome(lines, [1, 2])).toEqual({
      fulfilled: [
        { orderId: 1, takes: [{ inventoryId: 101, quantity: 2 }] },
        { orderId: 2, takes: [{ inventoryId: 101, quantity: 3 }, { inventoryId: 102, quantity: 1 }] },
      ],
      short: [],
      unused: [],
    });
  });

  it('a short order takes nothing, so a later order is fulfilled', () => {
    // 5 asked (3 for order 1, 2 for order 2), 2 found: order 1 misses 1, order 2 gets the 2
    expect(outcome([line(101, 'SKU-RED', 2, { 1: 3, 2: 2 })], [1, 2])).toEqual({
      fulfilled: [{ orderId: 2, takes: [{ inventoryId: 101, quantity: 2 }] }],
      short: [{ orderId: 1, missing: [{ inventoryId: 101, sku: 'SKU-RED', quantity: 1 }] }],
      unused: [],
    });
  });

  it('missing counts what earlier fulfilled orders took', () => {
    // 6 asked (2 + 4), 3 found: order 1 takes 2, order 2 finds 1 of its 4
    expect(outcome([line(101, 'SKU-RED', 3, { 1: 2, 2: 4 })], [1, 2])).toEqual({
      fulfilled: [{ orderId: 1, takes: [{ inventoryId: 101, quantity: 2 }] }],
      short: [{ orderId: 2, missing: [{ inventoryId: 101, sku: 'SKU-RED', quantity: 3 }] }],
      unused: [{ inventoryId: 101, quantity: 1 }],
    });
  });

  it('short on one line: its units on the other lines stay unassigned; only the short line is listed', () => {
    const lines = [line(101, 'SKU-RED', 1, { 1: 3 }), line(102, 'SKU-BLUE', 2, { 1: 2 })];
    expect(outcome(lines, [1])).toEqual({
      fulfilled: [],
      short: [{ orderId: 1, missing: [{ inventoryId: 101, sku: 'SKU-RED', quantity: 2 }] }],
      unused: [{ inventoryId: 101, quantity: 1 }, { inventoryId: 102, quantity: 2 }],
    });
  });

  it('nothing picked: the whole quantity is missing', () => {
    expect(outcome([line(101, 'SKU-RED', 0, { 7: 4 })], [7]).short).toEqual([
      { orderId: 7, missing: [{ inventoryId: 101, sku: 'SKU-RED', quantity: 4 }] },
    ]);
  });

  it('a worked batch, and the same picks in the other sequence', () => {
    const lines = [
      line(101, 'SKU-RED', 4, { 1: 2, 2: 3 }),
      line(102, 'SKU-BLUE', 3, { 2: 1, 3: 2 }),
      line(103, 'SKU-GREEN', 1, { 1: 1, 3: 1 }),
    ];
    // 1 takes 2 RED + 1 GREEN; 2 finds 2 RED of 3; 3 finds no GREEN left
    expect(outcome(lines, [1, 2, 3])).toEqual({
      fulfilled: [{ orderId: 1, takes: [{ inventoryId: 101, quantity: 2 }, { inventoryId: 103, quantity: 1 }] }],
      short: [
        { orderId: 2, missing: [{ inventoryId: 101, sku: 'SKU-RED', quantity: 1 }] },
        { orderId: 3, missing: [{ inventoryId: 103, sku: 'SKU-GREEN', quantity: 1 }] },
      ],
      unused: [{ inventoryId: 101, quantity: 2 }, { inventoryId: 102, quantity: 3 }],
    });
    // 3 takes 2 BLUE + 1 GREEN; 2 takes 3 RED + 1 BLUE; 1 finds 1 RED of 2 and no GREEN
    expect(outcome(lines, [3, 2, 1])).toEqual({
      fulfilled: [
        { orderId: 3, takes: [{ inventoryId: 102, quantity: 2 }, { inventoryId: 103, quantity: 1 }] },
        { orderId: 2, takes: [{ inventoryId: 101, quantity: 3 }, { inventoryId: 102, quantity: 1 }] },
      ],
      short: [
        {
          orderId: 1,
          missing: [
            { inventoryId: 101, sku: 'SKU-RED', quantity: 1 },
            { inventoryId: 103, sku: 'SKU-GREEN', quantity: 1 },
          ],
        },
      ],
      unused: [{ inventoryId: 101, quantity: 1 }],
    });
  });

  it('an order on no line is fulfilled with nothing to take', () => {
    expect(outcome([line(101, 'SKU-RED', 1, { 1: 1 })], [9, 1]).fulfilled).toEqual([
      { orderId: 9, takes: [] },
      { orderId: 1, takes: [{ inventoryId: 101, quantity: 1 }] },
    ]);
  });

  it('an order listed twice in the sequence has one turn', () => {
    const out = outcome([line(101, 'SKU-RED', 4, { 1: 2, 2: 2 })], [1, 1, 2]);
    expect(out.fulfilled.map((f) => f.orderId)).toEqual([1, 2]);
    expect(out.short).toEqual([]);
  });

  it('an order left out of the sequence gets nothing: its units are unused', () => {
    expect(outcome([line(101, 'SKU-RED', 5, { 1: 2, 2: 3 })], [1])).toEqual({
      fulfilled: [{ orderId: 1, takes: [{ inventoryId: 101, quantity: 2 }] }],
      short: [],
      unused: [{ inventoryId: 101, quantity: 3 }],
    });
  });
});

describe('distributePicks rule 3: unused', () => {
  it('lists lines with units left, in line order, never a 0', () => {
    const lines = [
      line(103, 'SKU-GREEN', 2, { 1: 1, 2: 5 }),
      line(101, 'SKU-RED', 2, { 1: 2 }),
      line(102, 'SKU-BLUE', 0, { 2: 1 }),
    ];
    // 1 takes 1 GREEN + 2 RED; 2 is short (4 GREEN, 1 BLUE): one GREEN goes back
    expect(outcome(lines, [1, 2])).toEqual({
      fulfilled: [{ orderId: 1, takes: [{ inventoryId: 103, quantity: 1 }, { inventoryId: 101, quantity: 2 }] }],
      short: [
        {
          orderId: 2,
          missing: [
            { inventoryId: 103, sku: 'SKU-GREEN', quantity: 4 },
            { inventoryId: 102, sku: 'SKU-BLUE', quantity: 1 },
          ],
        },
      ],
      unused: [{ inventoryId: 103, quantity: 1 }],
    });
  });

  it('no lines, no orders: an empty outcome', () => {
    expect(distributePicks([], [])).toEqual({ ok: true, value: { fulfilled: [], short: [], unused: [] } });
  });
});
