import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BoundRecordWriter } from '../../engine/record-writer';
import type { Row } from '../../engine/row';

/** What a domain built on parcel orders undoes on its side when one is cancelled, in the cancel's transaction. */
export type OrderCancellation = (em: EntityManager, records: BoundRecordWriter, order: Row) => Promise<void>;

/**
 * The domains that build on parcel orders (batch and pack: batches, pack scans, packed boxes)
 * register here what a cancel undoes on their side; Cancel runs them before it gives the stock
 * back, without the orders domain importing the domains that depend on it.
 */
@Injectable()
export class OrderCancellations {
  private readonly steps: OrderCancellation[] = [];

  register(step: OrderCancellation): void {
    this.steps.push(step);
  }

  async run(em: EntityManager, records: BoundRecordWriter, order: Row): Promise<void> {
    for (const step of this.steps) await step(em, records, order);
  }
}
