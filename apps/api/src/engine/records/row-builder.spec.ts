import { missingStamps } from '../auto-values';
import { RecordScope } from './record-scope';
import type { ResourceContext } from './resource-context';
import { RowBuilder } from './row-builder';
import { admin, engineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { GIZMO_RESOURCES, gizmo } from '../../../test/unit/gizmos';

describe('the row builder and the stamps of a write', () => {
  const ada = admin();
  // the builder reads only the definition and the owner scope (none: gizmos are not scoped)
  const rows = new RowBuilder(gizmo, new RecordScope({ def: gizmo, findResource: () => undefined } as unknown as ResourceContext));

  it('builds a create row: input, defaults, auto values and times stamped once', () => {
    const row = rows.forCreate({ code: 'G-1', name: 'First', minQty: null }, ada, { activatedBy: 'preset' });
    expect(row).toMatchObject({ version: 1, code: 'G-1', name: 'First', status: 1, creator: 'ada', activatedBy: 'preset' });
    expect(row.createTime).toBeInstanceOf(Date);
    expect(row.updateTime).toBe(row.createTime);
    expect('minQty' in row).toBe(false);
  });

  it('builds an update: the sent fields and the update time, never the version or id', () => {
    const changes = rows.changesForUpdate({ id: 1, code: 'G-1', status: 1 }, { name: 'Renamed', version: 3 }, ada);
    expect(Object.keys(changes).sort()).toEqual(['name', 'updateTime']);
  });

  it('leaves the stamps a row carries and fills the ones a hook write left out', () => {
    const then = new Date('2026-01-01T00:00:00Z');
    const now = new Date('2026-02-01T00:00:00Z');
    expect(missingStamps(gizmo, 'onCreate', { createTime: then, updateTime: then, creator: 'ada' }, ada, now)).toEqual({});
    expect(missingStamps(gizmo, 'onCreate', { code: 'G-2' }, ada, now)).toEqual({ createTime: now, updateTime: now, creator: 'ada' });
    // the system writes: no user to name
    expect(missingStamps(gizmo, 'onCreate', {}, undefined, now)).toEqual({ createTime: now, updateTime: now });
    expect(missingStamps(gizmo, 'onUpdate', {}, ada, now)).toEqual({ updateTime: now });
  });

  it('stores the row the builder stamped: the writer computes nothing again', async () => {
    const engine = await engineOnSqlite(GIZMO_RESOURCES);
    try {
      const created = await engine.service('gizmo').create({ code: 'G-1', name: 'First' }, ada);
      expect(created.creator).toBe('ada');
      expect((created.createTime as Date).getTime()).toBe((created.updateTime as Date).getTime());
      // a hook's own write through the RecordWriter gets the stamps it lacks
      const byHook = await engine.ds.transaction((em) => engine.writer.insert(em, gizmo, { code: 'G-2', name: 'Hooked', status: 1 }, { admin: ada }));
      expect(byHook).toMatchObject({ creator: 'ada', version: 1 });
    } finally {
      await engine.close();
    }
  });
});
