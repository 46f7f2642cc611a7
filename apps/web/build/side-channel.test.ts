import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Channel = { assert(key: unknown): void; delete(key: unknown): boolean; get(key: unknown): unknown; has(key: unknown): boolean; set(key: unknown, value: unknown): void };
const shim = require('./side-channel.cjs') as () => Channel;
const original = require('side-channel') as () => Channel;

describe('side-channel stand-in of the browser build (build/side-channel.cjs)', () => {
  it('answers as the package does, for object and primitive keys', () => {
    const key = {};
    const fn = () => undefined;
    const steps = (c: Channel) => [
      c.has(key), c.get(key), c.delete(key),
      (c.set(key, 1), c.get(key)), c.has(key),
      (c.set(fn, 'f'), c.get(fn)),
      (c.set('k', 2), c.get('k')), c.has('k'), c.has('other'),
      (c.set(null, 3), c.get(null)),
      c.delete(key), c.has(key), c.get(key),
    ];
    expect(steps(shim())).toEqual(steps(original()));
  });

  it('keeps channels apart and asserts a key it holds', () => {
    const a = shim();
    const b = shim();
    const key = {};
    a.set(key, 'a');
    expect(b.has(key)).toBe(false);
    expect(() => a.assert(key)).not.toThrow();
    expect(() => b.assert(key)).toThrow(TypeError);
  });
});
