import { Logger } from '@nestjs/common';
import { BulkItem, BulkResult, MAX_BULK_ITEMS } from '@console/contracts';
import { badRequest } from '../core/envelope/app-exception';
import { AllExceptionsFilter } from '../core/envelope/exception.filter';

const logger = new Logger('Bulk');
const present = new AllExceptionsFilter();

/**
 * The body of a bulk call, `{ items: [{ id, version }] }`: 1 to MAX_BULK_ITEMS records, each
 * named once. A malformed body is refused whole, before any record is touched.
 */
export function parseBulkItems(body: unknown): BulkItem[] {
  const items = (typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined);
  if (!Array.isArray(items) || !items.length) throw badRequest('bulkEmpty');
  const max = { max: MAX_BULK_ITEMS };
  if (items.length > MAX_BULK_ITEMS) throw badRequest('bulkTooMany', { en: max, zh: max });
  const seen = new Set<number>();
  return items.map((item: unknown) => {
    const { id, version } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= 2_147_483_647;
    if (!whole(id, 1) || !whole(version, 0)) throw badRequest('bulkItemInvalid');
    if (seen.has(id as number)) throw badRequest('bulkItemRepeated', { en: { id: id as number }, zh: { id: id as number } });
    seen.add(id as number);
    return { id: id as number, version: version as number };
  });
}

/**
 * Runs `one` for each record in turn; each call is the single route's work in its own
 * transaction, so a refused record (stale, out of scope, not offered, refused by a hook) is
 * reported with the status and message its single call would answer and the others go on.
 */
export async function runBulk(items: BulkItem[], one: (item: BulkItem) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { done: [], refused: [] };
  for (const item of items) {
    try {
      await one(item);
      result.done.push(item.id);
    } catch (error) {
      const { status, body } = present.toEnvelope(error);
      if (status >= 500) logger.error(error instanceof Error ? error.stack : String(error));
      result.refused.push({ id: item.id, code: status, message: body.message, zhMessage: body.zhMessage });
    }
  }
  return result;
}
