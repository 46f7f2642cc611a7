import { WriteLock } from './write-lock';

describe('WriteLock', () => {
  it('runs serialized work one at a time, in order, surviving failures', async () => {
    const lock = new WriteLock(true);
    const events: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) => lock.run(async () => {
      running++;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, 5));
      events.push(`end ${name}`);
      running--;
      if (fail) throw new Error(name);
      return name;
    });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('is a pass-through when not serializing', async () => {
    const lock = new WriteLock(false);
    let running = 0;
    let peak = 0;
    await Promise.all([1, 2, 3].map(() => lock.run(async () => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    })));
    expect(peak).toBe(3);
  });
});
