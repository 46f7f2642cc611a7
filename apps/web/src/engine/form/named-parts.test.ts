import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
import { WIDGETS } from './widgets';

/** A definition naming a widget the web does not have would silently fall back. */
describe('named form parts', () => {
  it('every widget a definition names exists', () => {
    const missing = RESOURCES.flatMap((def) =>
      Object.entries(def.fields).filter(([, f]) => f.widget && !WIDGETS[f.widget]).map(([key, f]) => `${def.name}.${key}: widget ${f.widget}`));
    expect(missing).toEqual([]);
  });
});
