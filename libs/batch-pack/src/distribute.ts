/** A pick line as the picker confirmed it: quantity asked, picked found on the shelf. */
export interface ConfirmedLine {
  inventoryId: number;
  sku: string;
  quantity: number;
  picked: number;
  orders: Array<{ orderId: number; quantity: number }>;
}

export interface PickOutcome {
  /** orders whose every unit was picked, in batch sequence, with what each takes from each stock row */
  fulfilled: Array<{ orderId: number; takes: Array<{ inventoryId: number; quantity: number }> }>;
  /** orders left short: what they miss per stock row */
  short: Array<{ orderId: number; missing: Array<{ inventoryId: number; sku: string; quantity: number }> }>;
  /** per line: picked units given to no fulfilled order (they go back to the location) */
  unused: Array<{ inventoryId: number; quantity: number }>;
}

export type DistributeResult = { ok: true; value: PickOutcome } | { ok: false; message: 'pickQuantityInvalid' };

/** What one order asks of one line (by index: the lines are the batch's, one per stock row). */
interface Need {
  line: number;
  quantity: number;
}

/**
 * Short picks (02 §2 Batch and pack): the picked units go to the orders in batch sequence, and an
 * order is shipped whole or not at all, so a short order takes nothing and leaves its units to
 * the orders after it. An order's second place in orderSequence is ignored: it had its turn.
 */
export function distributePicks(lines: ConfirmedLine[], orderSequence: number[]): DistributeResult {
  if (!lines.every((l) => Number.isInteger(l.picked) && l.picked >= 0 && l.picked <= l.quantity)) {
    return { ok: false, message: 'pickQuantityInvalid' };
  }
  const left = lines.map((l) => l.picked);
  const outcome: PickOutcome = { fulfilled: [], short: [], unused: [] };
  for (const orderId of new Set(orderSequence)) {
    const needs = needsOf(lines, orderId);
    const missing = needs
      .map((n) => ({ inventoryId: lines[n.line].inventoryId, sku: lines[n.line].sku, quantity: Math.max(0, n.quantity - left[n.line]) }))
      .filter((m) => m.quantity > 0);
    if (missing.length > 0) {
      outcome.short.push({ orderId, missing });
      continue;
    }
    for (const n of needs) left[n.line] -= n.quantity;
    outcome.fulfilled.push({ orderId, takes: needs.map((n) => ({ inventoryId: lines[n.line].inventoryId, quantity: n.quantity })) });
  }
  lines.forEach((l, i) => {
    if (left[i] > 0) outcome.unused.push({ inventoryId: l.inventoryId, quantity: left[i] });
  });
  return { ok: true, value: outcome };
}

/** The lines that list the order, with its quantity on each (summed, should a line list it twice). */
function needsOf(lines: ConfirmedLine[], orderId: number): Need[] {
  const needs: Need[] = [];
  lines.forEach((l, line) => {
    const entries = l.orders.filter((o) => o.orderId === orderId);
    if (entries.length > 0) needs.push({ line, quantity: entries.reduce((sum, o) => sum + o.quantity, 0) });
  });
  return needs;
}
