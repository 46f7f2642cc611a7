import type { ScanEvent, StationState, StationOrderRow } from './pack-station-api';

/**
 * What the station shows, worked out from the server's state alone (pure, so it is tested with
 * plain data): the step the packer is at, the order's progress, the batch's.
 */

/**
 * The packer's next step: open work (idle), pack units (packing; 'open' when a batch is open and
 * its next order is chosen by the first product scanned), scan the box (box), weigh and finish (weigh).
 */
export type StationStep = 'idle' | 'open' | 'packing' | 'box' | 'weigh';

export function stepOf(state: StationState): StationStep {
  const current = state.current;
  if (!current) return state.mode === 'batch' ? 'open' : 'idle';
  if (current.left > 0) return 'packing';
  return current.material ? 'weigh' : 'box';
}

export interface Progress { packed: number; units: number; percent: number }

/** Units packed of the order being packed, of all its units (0 % for an order of none). */
export function orderProgress(state: StationState): Progress {
  const items = state.current?.items ?? [];
  const units = items.reduce((sum, i) => sum + i.qty, 0);
  const packed = items.reduce((sum, i) => sum + Math.min(i.packed, i.qty), 0);
  return { packed, units, percent: units ? Math.floor((packed * 100) / units) : 0 };
}

/** 02 §4: To Ship, Shipped, Completed: the order has left the pack station. */
const PACKED = [5, 6, 7];
export const isPacked = (row: Pick<StationOrderRow, 'status'>) => PACKED.includes(row.status);

/** The batch's orders packed, of all of them; and its units still to pack. */
export function batchProgress(rows: StationOrderRow[]): { done: number; total: number; unitsLeft: number } {
  return {
    done: rows.filter(isPacked).length,
    total: rows.length,
    unitsLeft: rows.filter((r) => !isPacked(r)).reduce((sum, r) => sum + r.left, 0),
  };
}

/** Undo takes back a unit scanned into the order still being packed. */
export const canUndo = (state: StationState) => orderProgress(state).packed > 0 && state.current?.status === 4;

/** The station's green line for what a scan did: an i18n key under packStation.said and its values. */
export function okLine(event: ScanEvent): { key: string; params: Record<string, string> } {
  switch (event.kind) {
    case 'batch': return { key: 'packStation.said.batch', params: { batchNo: event.batchNo ?? '' } };
    case 'order': return { key: 'packStation.said.order', params: { orderNo: event.orderNo ?? '' } };
    case 'product': return { key: 'packStation.said.product', params: { sku: event.sku, orderNo: event.orderNo } };
    case 'material': return { key: 'packStation.said.material', params: { code: event.code } };
  }
}
