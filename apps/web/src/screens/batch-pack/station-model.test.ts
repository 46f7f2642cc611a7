import { describe, expect, it } from 'vitest';
import type { StationState } from './pack-station-api';
import { batchProgress, canUndo, okLine, orderProgress, stepOf } from './station-model';

const box = { id: 3, code: 'BOX-S', name: 'Small box', length: '12.00', width: '10.00', height: '6.00', dimUnit: 'in', weight: '0.400', weightUnit: 'lb' };
const order = (packed: [number, number], material: typeof box | null = null): StationState['current'] => ({
  orderId: 7, orderNo: 'SO0000000007', status: 4, left: 3 - packed[0] - packed[1], material,
  items: [{ itemId: 1, sku: 'A', name: 'Mug', qty: 2, packed: packed[0] }, { itemId: 2, sku: 'B', name: 'Lid', qty: 1, packed: packed[1] }],
});
const station = (current: StationState['current'], mode: StationState['mode'] = 'order'): StationState => ({ mode, batch: null, current, orders: [] });

describe("the pack station's model", () => {
  it('tells the step: open work, pack the units, scan the box, weigh and finish', () => {
    expect(stepOf({ mode: null, batch: null, current: null, orders: [] })).toBe('idle');
    expect(stepOf(station(null, 'batch'))).toBe('open');
    expect(stepOf(station(order([1, 0])))).toBe('packing');
    expect(stepOf(station(order([2, 1])))).toBe('box');
    expect(stepOf(station(order([2, 1], box)))).toBe('weigh');
    // a box scanned before the last unit waits for it
    expect(stepOf(station(order([2, 0], box)))).toBe('packing');
  });

  it("counts the order's units packed, of all, as a whole percent", () => {
    expect(orderProgress(station(order([0, 0])))).toEqual({ packed: 0, units: 3, percent: 0 });
    expect(orderProgress(station(order([2, 0])))).toEqual({ packed: 2, units: 3, percent: 66 });
    expect(orderProgress(station(order([2, 1])))).toEqual({ packed: 3, units: 3, percent: 100 });
    expect(orderProgress(station(null))).toEqual({ packed: 0, units: 0, percent: 0 });
  });

  it("counts a batch's orders packed (To Ship and after) and the units left in the others", () => {
    const rows = [
      { orderId: 1, orderNo: 'SO1', status: 5, units: 3, left: 0, packer: null },
      { orderId: 2, orderNo: 'SO2', status: 4, units: 2, left: 1, packer: 'admin' },
      { orderId: 3, orderNo: 'SO3', status: 4, units: 4, left: 4, packer: null },
    ];
    expect(batchProgress(rows)).toEqual({ done: 1, total: 3, unitsLeft: 5 });
    expect(batchProgress([])).toEqual({ done: 0, total: 0, unitsLeft: 0 });
  });

  it('offers Undo while a unit of the order being packed is in', () => {
    expect(canUndo(station(order([0, 0])))).toBe(false);
    expect(canUndo(station(order([1, 0])))).toBe(true);
    expect(canUndo(station(null))).toBe(false);
  });

  it("words each kind of scan's answer with its own key", () => {
    expect(okLine({ kind: 'batch', batchNo: 'PB0000000001' })).toEqual({ key: 'packStation.said.batch', params: { batchNo: 'PB0000000001' } });
    expect(okLine({ kind: 'order', orderNo: 'SO0000000007' })).toEqual({ key: 'packStation.said.order', params: { orderNo: 'SO0000000007' } });
    expect(okLine({ kind: 'product', sku: 'A', orderNo: 'SO0000000007' })).toEqual({ key: 'packStation.said.product', params: { sku: 'A', orderNo: 'SO0000000007' } });
    expect(okLine({ kind: 'material', code: 'BOX-S' })).toEqual({ key: 'packStation.said.material', params: { code: 'BOX-S' } });
  });
});
