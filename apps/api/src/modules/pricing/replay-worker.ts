import { parentPort, workerData } from 'node:worker_threads';
import { PricingBook, type Draft, type PricingBookData } from './pricing-book';
import { ReplayTally, type DraftReach } from './replay-tally';
import { factsOfRow, type ShipmentRow } from './replay-rows';

/**
 * A replay's worker thread (replay-pool.ts): the pricing book and the draft come once with
 * workerData; batches of stored shipments (raw rows) come as messages and
 * are tallied here; `end` answers the tally's state for the main thread to add up. Pure CPU: the
 * main thread reads the database while the workers price.
 */
const { data, draft, reach } = workerData as { data: PricingBookData; draft: Draft; reach: DraftReach };
const book = new PricingBook(data);
const draftBook = book.withDraft(draft)!;
const tally = new ReplayTally(book, draftBook, reach);

parentPort!.on('message', (message: { rows?: ShipmentRow[]; end?: true }) => {
  if (message.end) {
    parentPort!.postMessage({ state: tally.state() });
    return;
  }
  for (const row of message.rows!) tally.add(factsOfRow(row));
  parentPort!.postMessage({ done: message.rows!.length });
});
