import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@console/resources';
import { relatedLists } from './related-lists';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

describe('the lists an action refreshes besides its own', () => {
  it("names a batch's listed children after an action on the batch", () => {
    expect(relatedLists(def('pick-batch'), RESOURCES)).toEqual(['pick-batch-order', 'pick-batch-line']);
  });
  it("names the parent and the parent's other listed children after an action on a child row", () => {
    expect(relatedLists(def('pick-batch-order'), RESOURCES)).toEqual(['pick-batch', 'pick-batch-line']);
  });
  it('leaves inline children out (they come with the parent) and names nothing for a resource on its own', () => {
    expect(relatedLists(def('client-order'), RESOURCES)).toEqual(['billing-charge']);
    expect(relatedLists(def('feature-flag'), RESOURCES)).toEqual([]);
  });
});
