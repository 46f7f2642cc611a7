import { describe, expect, it } from 'vitest';
import { keyAdded, keyMoved, keyRemoved, keysFor, startKeys } from './row-keys';

describe('row keys follow their rows', () => {
  it('through adding, removing and moving', () => {
    let keys = startKeys(2);
    expect(keys.keys).toEqual(['row-1', 'row-2']);
    keys = keyAdded(keys);
    keys = keyMoved(keys, 2, 0);
    expect(keys.keys).toEqual(['row-3', 'row-1', 'row-2']);
    keys = keyRemoved(keys, 1);
    keys = keyAdded(keys);
    // a removed key is never given again
    expect(keys.keys).toEqual(['row-3', 'row-2', 'row-4']);
  });

  it('are kept while the count agrees, and made anew (never reused) when a value comes from outside', () => {
    const keys = startKeys(2);
    expect(keysFor(keys, 2)).toBe(keys);
    expect(keysFor(keys, 3).keys).toEqual(['row-3', 'row-4', 'row-5']);
  });
});
