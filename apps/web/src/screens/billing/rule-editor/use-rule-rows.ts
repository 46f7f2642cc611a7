import { useMemo, useRef } from 'react';
import { addRule, canAddRule, inOrder, moveRule, removeRule, renumber, type DraftRule } from './rule-model';
import { keyAdded, keyMoved, keyRemoved, keysFor, startKeys, type RowKeys } from './row-keys';

/**
 * The widget's rows over the form's value: the rules by priority with a stable key each, and the
 * operations that write the engine's list back (priorities 1..n from the order).
 */
export function useRuleRows(value: unknown, onChange?: (value: unknown) => void) {
  const rules = useMemo(() => inOrder(value), [value]);
  const keys = useRef<RowKeys>(startKeys(rules.length));
  keys.current = keysFor(keys.current, rules.length);
  const write = (next: DraftRule[], nextKeys: RowKeys) => {
    keys.current = nextKeys;
    onChange?.(renumber(next));
  };
  return {
    rules,
    keys: keys.current.keys,
    add: () => canAddRule(rules) && write(addRule(rules), keyAdded(keys.current)),
    remove: (index: number) => write(removeRule(rules, index), keyRemoved(keys.current, index)),
    move: (from: number, to: number) => write(moveRule(rules, from, to), keyMoved(keys.current, from, to)),
    update: (index: number, rule: DraftRule) => write(rules.map((r, i) => (i === index ? rule : r)), keys.current),
  };
}
