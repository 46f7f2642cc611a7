import type { EntityManager } from 'typeorm';
import { nextInSequence } from '../../engine/number-sequence';

/**
 * An order's number: its kind's prefix (SO parcel, FO freight, IB inbound, RT return) and the next
 * value of the order resource's own number sequence, 10 digits. The definitions' patterns check it.
 */
export async function nextOrderNo(em: EntityManager, resource: string, prefix: string): Promise<string> {
  return `${prefix}${String(await nextInSequence(em, resource)).padStart(10, '0')}`;
}

/** Sums of child rows per parent, for a page of parents (computed list fields): parent id -> total -> sum. */
export async function childSums(
  em: EntityManager, child: Parameters<EntityManager['getRepository']>[0], foreignKey: string, totals: Record<string, readonly string[]>, parentIds: number[],
): Promise<Map<number, Record<string, number>>> {
  if (!parentIds.length) return new Map();
  let query = em.getRepository(child).createQueryBuilder('c').select(`c.${foreignKey}`, 'parentId');
  for (const [total, fields] of Object.entries(totals)) query = query.addSelect(`SUM(${fields.map((f) => `c.${f}`).join(' + ')})`, total);
  const rows = await query.where(`c.${foreignKey} IN (:...ids)`, { ids: parentIds }).groupBy(`c.${foreignKey}`).getRawMany<Record<string, unknown>>();
  return new Map(rows.map((r) => [Number(r.parentId), Object.fromEntries(Object.keys(totals).map((t) => [t, Number(r[t] ?? 0)]))]));
}
