import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, In } from 'typeorm';
import { EXPORT_STATUS } from '@console/contracts';
import { UserMessageEntity } from './user-message.entity';

/** A job's file is `<message id>.xlsx` in DATA_DIR/exports; the folder holds nothing else. */
const JOB_FILE = /^([0-9]{1,15})\.xlsx$/;

/**
 * Removes the files of DATA_DIR/exports that no successful job owns: no row (deleted while the
 * process was down), a failed job, anything not named like a job's file, and, unless told to
 * keep them, pending jobs' partial files (they are written again from the start). Returns how
 * many were removed.
 */
export async function sweepExportFiles(ds: DataSource, dir: string, options: { keepPending: boolean }): Promise<number> {
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return 0; // no folder yet: no export ever ran here
  }
  const ids = names.map((n) => JOB_FILE.exec(n)?.[1]).filter((id): id is string => id !== undefined).map(Number);
  const keep = new Set<number>();
  const kept = options.keepPending ? [EXPORT_STATUS.success, EXPORT_STATUS.pending] : [EXPORT_STATUS.success];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await ds.getRepository(UserMessageEntity).find({ select: { id: true, status: true }, where: { id: In(ids.slice(i, i + 500)) } });
    for (const row of rows) if ((kept as number[]).includes(row.status)) keep.add(row.id);
  }
  let removed = 0;
  for (const name of names) {
    const id = JOB_FILE.exec(name)?.[1];
    if (id !== undefined && keep.has(Number(id))) continue;
    rmSync(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}
