import type { Readable } from 'node:stream';
import { pdfLib } from '../../../core/lazy-modules';
import { say } from '@console/carriers';
import { AppException, badRequest } from '../../../core/envelope/app-exception';
import type { Row } from '../../../engine/row';
import { ORDER_MESSAGES } from '../order-rules';
import { VOID } from './order-labels';

/** At most this many orders per print (the API's limit of ids in one call). */
export const MAX_LABELS = 100;

/** The ids of `?ids=1,2,3`: distinct, in the order given, 400 when empty, malformed or too many. */
export function labelIdsOf(raw: unknown): number[] {
  const parts = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : [];
  if (!parts.length) throw badRequest('required', { en: { field: 'ids' }, zh: { field: 'ids' } });
  if (parts.some((p) => !/^[0-9]{1,10}$/.test(p) || Number(p) < 1 || Number(p) > 2_147_483_647)) throw badRequest('badId');
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_LABELS) throw badRequest('invalidData');
  return ids;
}

/** An order whose label may be printed: it has one, with its file, and it is not void. */
export const hasPrintableLabel = (order: Row) => Boolean(order.trackingNo && order.labelFileId) && !VOID.includes(Number(order.trackingStatus));

/**
 * 02 §8 for a print of several orders' labels: none has a label -> 'No shipping label exists
 * for the selected orders' (404, as one order's print); some lack one -> 'There is no shipping
 * labels for the some of the selected orders, this action can not be completed' (400, nothing printed).
 */
export function assertAllLabelled(orders: Row[]): void {
  const labelled = orders.filter(hasPrintableLabel).length;
  if (!labelled) throw new AppException(404, say('trackingNotFound'));
  if (labelled < orders.length) throw new AppException(400, ORDER_MESSAGES.someWithoutLabel);
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** One PDF of every page of the given label files, in order (pdf-lib copyPages). */
export async function mergeLabels(files: Readable[]): Promise<Uint8Array> {
  const merged = await pdfLib().PDFDocument.create();
  for (const file of files) {
    const source = await pdfLib().PDFDocument.load(await bytesOf(file));
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
