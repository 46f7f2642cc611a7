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

describe('WriteLock re-entry', () => {
  it('runs work nested inside held work at once instead of deadlocking', async () => {
    const lock = new WriteLock(true);
    const events: string[] = [];
    const outer = lock.run(async () => {
      events.push('outer start');
      const inner = await lock.run(async () => { events.push(`inner held=${lock.held}`); return 'inner'; });
      events.push(`outer got ${inner}`);
      return 'outer';
    });
    // an unrelated caller still waits for the outer work to finish
    const other = lock.run(async () => { events.push('other'); return 'other'; });
    await expect(Promise.all([outer, other])).resolves.toEqual(['outer', 'other']);
    expect(events).toEqual(['outer start', 'inner held=true', 'outer got inner', 'other']);
    expect(lock.held).toBe(false);
  });
});
