import type { ResourceDef } from '@console/metadata';
import type { Row } from '../../../engine/row';
import type { ORDER_MESSAGES } from '../order-rules';

type MessageKey = keyof typeof ORDER_MESSAGES;

/**
 * What the orders that bring stock in have in common (inbound orders and their receipts, returns
 * and their inspections): an order of lines with a quantity expected, and records, each a count
 * of one line's units handled at the dock, that add to the line's handled quantities. One
 * description of each (inbound/inbound-kind.ts, returns/return-kind.ts) drives the same code for
 * both (receiving.ts): the order locked, the line checked, the status moved.
 */
export interface ReceivingKind {
  order: ResourceDef;
  line: ResourceDef;
  /** The records of what was handled (receipts, inspections): never edited, reversed. */
  handled: ResourceDef;
  /** The field of lines and records that holds the order's id. */
  foreignKey: string;
  /** The line's quantity expected. */
  expected: string;
  /** The line's quantities handled so far, summed against `expected`. */
  done: readonly string[];
  /** What one record adds to its line's `done` fields. */
  deltasOf(record: Row): Record<string, number>;
  /** The record's field a refusal of its quantity is shown under. */
  quantityField(record: Row): string;
  /** The sums a list shows of the order's lines: order field -> line field (or fields, added). */
  totals: Record<string, readonly string[]>;
  messages: {
    linesRequired: MessageKey;
    notAwaiting: MessageKey;
    skuNotOnOrder: MessageKey;
    over: MessageKey;
    hasRecords: MessageKey;
    nothingDone: MessageKey;
    closed: MessageKey;
  };
}
