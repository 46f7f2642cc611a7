import { moved } from './rule-model';

/**
 * Stable keys of rows that have no identity of their own (rules are their values): a row keeps
 * its key while it is dragged, moved or has rows removed around it, so its inputs keep focus and
 * the drag follows it. Keys change with the same operations as the rows.
 */
export interface RowKeys {
  keys: string[];
  next: number;
}

export const startKeys = (count: number): RowKeys => ({ keys: Array.from({ length: count }, (_, i) => `row-${i + 1}`), next: count + 1 });

export const keyAdded = ({ keys, next }: RowKeys): RowKeys => ({ keys: [...keys, `row-${next}`], next: next + 1 });
export const keyRemoved = ({ keys, next }: RowKeys, index: number): RowKeys => ({ keys: keys.filter((_, i) => i !== index), next });
export const keyMoved = ({ keys, next }: RowKeys, from: number, to: number): RowKeys => ({ keys: moved(keys, from, to), next });

/** Keys for `count` rows: the same ones while the count agrees (a value set from outside, a reset, starts again). */
export function keysFor(current: RowKeys, count: number): RowKeys {
  if (current.keys.length === count) return current;
  const start = startKeys(count);
  return { keys: start.keys.map((_, i) => `row-${current.next + i}`), next: current.next + count };
}
