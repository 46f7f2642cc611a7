import { pickLinesOf, planByLocation, planByOrder, type CandidateOrder, type PickSlot } from './index';

// The floor: four locations walked A-01-01-1 (10), A-01-02-1 (20), B-01-01-1 (30), C-01-01-1 (40).
const L = {
  a1: { locationId: 1, locationCode: 'A-01-01-1', zone: 'A', pickSequence: 10 },
  a2: { locationId: 2, locationCode: 'A-01-02-1', zone: 'A', pickSequence: 20 },
  b1: { locationId: 3, locationCode: 'B-01-01-1', zone: 'B', pickSequence: 30 },
  c1: { locationId: 4, locationCode: 'C-01-01-1', zone: 'C', pickSequence: 40 },
};
// Stock rows: 106 is a second lot of 101; 105 shares A-01-02-1 with 102 and its sku sorts first.
const ROWS = {
  101: { ...L.a1, sku: 'SKU-RED', clientId: 1 },
  102: { ...L.a2, sku: 'SKU-BLUE', clientId: 1 },
  103: { ...L.b1, sku: 'SKU-GREEN', clientId: 1 },
  104: { ...L.c1, sku: 'SKU-GOLD', clientId: 2 },
  105: { ...L.a2, sku: 'SKU-ARC', clientId: 1 },
  106: { ...L.a1, sku: 'SKU-RED', clientId: 1 },
};
type Row = keyof typeof ROWS;

const slot = (inventoryId: Row, quantity: number, zone?: string): PickSlot => ({
  inventoryId,
  ...ROWS[inventoryId],
  ...(zone === undefined ? {} : { zone }),
  quantity,
});
const order = (orderId: number, submittedAt: string, slots: PickSlot[], orderNo = `PO-${orderId}`): CandidateOrder => ({
  orderId,
  orderNo,
  submittedAt,
  slots,
});
const at = (hour: number) => `2024-05-01T${String(hour).padStart(2, '0')}:00:00Z`;
const ids = (orders: CandidateOrder[]) => orders.map((o) => o.orderId);
const plan = (candidates: CandidateOrder[], zones: string[] | undefined, maxOrders = 10) =>
  ids(planByLocation(candidates, zones === undefined ? { maxOrders } : { zones, maxOrders }).orders);

describe('pickLinesOf', () => {
  it('one line per stock row, summing the orders, in walking order', () => {
    const o1 = order(1, at(8), [slot(102, 1), slot(101, 2)]);
    const o2 = order(2, at(9), [slot(103, 1), slot(102, 3)]);
    const o3 = order(3, at(10), [slot(101, 1)]);
    expect(pickLinesOf([o1, o2, o3])).toEqual([
      { inventoryId: 101, ...ROWS[101], quantity: 3, orders: [{ orderId: 1, quantity: 2 }, { orderId: 3, quantity: 1 }] },
      { inventoryId: 102, ...ROWS[102], quantity: 4, orders: [{ orderId: 1, quantity: 1 }, { orderId: 2, quantity: 3 }] },
      { inventoryId: 103, ...ROWS[103], quantity: 1, orders: [{ orderId: 2, quantity: 1 }] },
    ]);
  });

  it('lists a line\'s orders in the sequence given, not by id', () => {
    const lines = pickLinesOf([order(3, at(10), [slot(101, 1)]), order(1, at(8), [slot(101, 2)])]);
    expect(lines[0].orders).toEqual([{ orderId: 3, quantity: 1 }, { orderId: 1, quantity: 2 }]);
  });

  it('one location: by sku; one sku at one location: by inventoryId', () => {
    const lines = pickLinesOf([order(1, at(8), [slot(102, 1), slot(106, 1), slot(105, 1), slot(101, 1)])]);
    // 101 and 106 at A-01-01-1 (same sku, id decides); 105 (SKU-ARC) before 102 (SKU-BLUE) at A-01-02-1
    expect(lines.map((l) => l.inventoryId)).toEqual([101, 106, 105, 102]);
  });

  it('nothing for no orders or orders without slots', () => {
    expect(pickLinesOf([])).toEqual([]);
    expect(pickLinesOf([order(1, at(8), [])])).toEqual([]);
  });

  it('one entry per order on a line, even when its row comes twice', () => {
    const lines = pickLinesOf([order(1, at(8), [slot(101, 2), slot(101, 3)])]);
    expect(lines).toEqual([{ inventoryId: 101, ...ROWS[101], quantity: 5, orders: [{ orderId: 1, quantity: 5 }] }]);
  });
});

describe('planByLocation rule 1: an order with no slot is never taken', () => {
  it('not taken, and it does not decide the zones though it is the oldest', () => {
    const empty = order(1, at(6), []);
    const inB = order(2, at(7), [slot(103, 1)]);
    const inA = order(3, at(8), [slot(101, 1)]);
    // the oldest order with slots is 2 (zone B): 3 (zone A) is not eligible
    expect(plan([inA, empty, inB], undefined)).toEqual([2]);
    expect(plan([inA, empty, inB], ['A', 'B'])).toEqual([3, 2]);
  });

  it('no order has a slot: an empty plan', () => {
    expect(planByLocation([order(1, at(6), [])], { maxOrders: 5 })).toEqual({ orders: [], lines: [] });
  });
});

describe('planByLocation rule 2: zones given', () => {
  const onlyA = order(1, at(8), [slot(101, 1)]);
  const onlyB = order(2, at(9), [slot(103, 1)]);
  const aAndB = order(3, at(10), [slot(102, 1), slot(103, 1)]);
  const aAndC = order(4, at(7), [slot(101, 1), slot(104, 1)]);

  it('takes an order only if every slot is in the zones: one slot in C excludes the order', () => {
    expect(plan([onlyA, onlyB, aAndB, aAndC], ['A', 'B'])).toEqual([1, 3, 2]);
    expect(plan([onlyA, onlyB, aAndB, aAndC], ['A'])).toEqual([1]);
    expect(plan([onlyA, onlyB, aAndB, aAndC], ['A', 'C'])).toEqual([4, 1]);
  });

  it('compares zones case-insensitively after trimming, on both sides', () => {
    expect(plan([onlyA, onlyB, aAndB, aAndC], [' a ', 'b\t'])).toEqual([1, 3, 2]);
    const lowerSlot = order(5, at(11), [slot(103, 1, ' b ')]);
    expect(plan([lowerSlot], ['B'])).toEqual([5]);
  });

  it('a zone nobody uses: nothing is taken', () => {
    expect(plan([onlyA, onlyB], ['D'])).toEqual([]);
  });

  it('zones [] or only blanks read as no zones given', () => {
    // oldest with slots is 4 (A and C): only orders within {A, C} -> 4 and 1
    expect(plan([onlyA, onlyB, aAndB, aAndC], [])).toEqual([4, 1]);
    expect(plan([onlyA, onlyB, aAndB, aAndC], ['  '])).toEqual([4, 1]);
    expect(plan([onlyA, onlyB, aAndB, aAndC], undefined)).toEqual([4, 1]);
  });
});

describe('planByLocation rule 2: no zones, the oldest order decides', () => {
  it('takes the orders whose zones are a subset of the oldest order\'s', () => {
    const oldestAB = order(1, at(6), [slot(103, 1), slot(102, 1)]);
    const onlyA = order(2, at(9), [slot(101, 1)]);
    const bAndC = order(3, at(7), [slot(103, 1), slot(104, 1)]);
    const onlyC = order(4, at(8), [slot(104, 1)]);
    expect(plan([onlyC, bAndC, onlyA, oldestAB], undefined)).toEqual([2, 1]);
  });

  it('a superset of the oldest order\'s zones is not eligible', () => {
    const oldestA = order(1, at(6), [slot(101, 1)]);
    const aAndB = order(2, at(7), [slot(102, 1), slot(103, 1)]);
    expect(plan([aAndB, oldestA], undefined)).toEqual([1]);
  });

  it('zones compared case-insensitively after trim here too', () => {
    const oldest = order(1, at(6), [slot(101, 1, ' a')]);
    const other = order(2, at(7), [slot(102, 1, 'A ')]);
    expect(plan([other, oldest], undefined)).toEqual([1, 2]);
  });

  it('oldest by submittedAt read as instants, ties by orderNo', () => {
    const inA = (id: number, submittedAt: string, orderNo: string) => order(id, submittedAt, [slot(101, 1)], orderNo);
    const inB = (id: number, submittedAt: string, orderNo: string) => order(id, submittedAt, [slot(103, 1)], orderNo);
    // 09:00-02:00 is 11:00Z, later than 10:30Z: the B order is the oldest
    expect(plan([inA(1, '2024-05-01T09:00:00-02:00', 'PO-1'), inB(2, '2024-05-01T10:30:00Z', 'PO-2')], undefined)).toEqual([2]);
    // the same instant written two ways: orderNo decides, PO-A before PO-B
    expect(plan([inB(1, '2024-05-01T10:00:00.000Z', 'PO-B'), inA(2, '2024-05-01T10:00:00Z', 'PO-A')], undefined)).toEqual([2]);
  });
});

describe('planByLocation rule 3: along the walking path', () => {
  it('by each order\'s first slot in walk order, not its first slot as listed', () => {
    const atB = order(1, at(6), [slot(103, 1)]);
    const atA2 = order(2, at(7), [slot(104, 1), slot(102, 1)]); // first on the walk: 102 (20)
    const atA1 = order(3, at(8), [slot(103, 1), slot(101, 1)]); // first on the walk: 101 (10)
    expect(plan([atB, atA2, atA1], ['A', 'B', 'C'])).toEqual([3, 2, 1]);
  });

  it('the first slot is the whole walk key: same location, sku decides', () => {
    const blue = order(1, at(6), [slot(102, 1)]);
    const arc = order(2, at(9), [slot(105, 1)]);
    expect(plan([blue, arc], ['A'])).toEqual([2, 1]);
  });

  it('same first slot: submittedAt, then orderNo', () => {
    const later = order(1, at(9), [slot(101, 1)], 'PO-A');
    const earlier = order(2, at(8), [slot(101, 2)], 'PO-Z');
    const sameTimeB = order(3, at(10), [slot(101, 1), slot(103, 1)], 'PO-B');
    const sameTimeA = order(4, at(10), [slot(101, 1)], 'PO-A');
    expect(plan([later, earlier, sameTimeB, sameTimeA], ['A', 'B'])).toEqual([2, 1, 4, 3]);
  });
});

describe('planByLocation rule 4: the first maxOrders', () => {
  const walkA1 = order(1, at(9), [slot(101, 1)]);
  const walkA2 = order(2, at(7), [slot(102, 1)]);
  const walkB1 = order(3, at(8), [slot(103, 1)]);
  const all = [walkB1, walkA2, walkA1];

  it('caps the batch, cutting the end of the walk', () => {
    expect(plan(all, ['A', 'B'], 2)).toEqual([1, 2]);
    expect(plan(all, ['A', 'B'], 1)).toEqual([1]);
    expect(plan(all, ['A', 'B'], 3)).toEqual([1, 2, 3]);
    expect(plan(all, ['A', 'B'], 50)).toEqual([1, 2, 3]);
  });

  it('refuses a maxOrders that is not an integer >= 1', () => {
    for (const maxOrders of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => planByLocation(all, { maxOrders })).toThrow(RangeError);
    }
  });
});

describe('planByLocation rule 5: the lines of the taken orders, in batch sequence', () => {
  it('a worked batch', () => {
    const first = order(1, at(6), [slot(102, 2)]); // walks third (102 at 20)
    const second = order(2, at(7), [slot(102, 1), slot(101, 1)]); // walks first (101)
    const third = order(3, at(8), [slot(106, 4)]); // walks second (106 at A-01-01-1)
    const inB = order(4, at(5), [slot(103, 9)]); // the oldest, but zone B is not asked for
    const out = planByLocation([first, second, third, inB], { zones: ['a'], maxOrders: 2 });
    expect(ids(out.orders)).toEqual([2, 3]);
    expect(out.orders[0]).toBe(second);
    // order 1 is cut by maxOrders: its 2 units on 102 are not in the lines
    expect(out.lines).toEqual([
      { inventoryId: 101, ...ROWS[101], quantity: 1, orders: [{ orderId: 2, quantity: 1 }] },
      { inventoryId: 106, ...ROWS[106], quantity: 4, orders: [{ orderId: 3, quantity: 4 }] },
      { inventoryId: 102, ...ROWS[102], quantity: 1, orders: [{ orderId: 2, quantity: 1 }] },
    ]);
  });

  it('a line lists its orders in walk sequence, not input sequence', () => {
    const walksSecond = order(1, at(6), [slot(102, 2)]);
    const walksFirst = order(2, at(7), [slot(101, 1), slot(102, 1)]);
    const out = planByLocation([walksSecond, walksFirst], { maxOrders: 5 });
    expect(out.lines.find((l) => l.inventoryId === 102)?.orders).toEqual([{ orderId: 2, quantity: 1 }, { orderId: 1, quantity: 2 }]);
  });
});

describe('planByOrder', () => {
  it('keeps the orders and their sequence as given, with their lines', () => {
    const o1 = order(1, at(9), [slot(103, 2)]);
    const o2 = order(2, at(8), [slot(101, 1), slot(103, 1)]);
    const none = order(3, at(7), []);
    const input = [o1, o2, none];
    const out = planByOrder(input);
    expect(out.orders).toEqual([o1, o2, none]);
    expect(out.orders).not.toBe(input);
    expect(out.lines).toEqual([
      { inventoryId: 101, ...ROWS[101], quantity: 1, orders: [{ orderId: 2, quantity: 1 }] },
      { inventoryId: 103, ...ROWS[103], quantity: 3, orders: [{ orderId: 1, quantity: 2 }, { orderId: 2, quantity: 1 }] },
    ]);
  });

  it('no zone rule and no cap: orders in different zones stay together', () => {
    const out = planByOrder([order(1, at(9), [slot(104, 1)]), order(2, at(8), [slot(101, 1)])]);
    expect(ids(out.orders)).toEqual([1, 2]);
    expect(out.lines.map((l) => l.inventoryId)).toEqual([101, 104]);
  });
});
