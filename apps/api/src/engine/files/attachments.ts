import { EntityManager, In } from 'typeorm';
import { bilingual, FieldError } from '@console/contracts';
import type { FileRef, ResourceDef } from '@console/metadata';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { Row } from '../row';
import { FileEntity, FileRow } from './file.entity';

/**
 * The file fields of a write, inside its transaction. A record may list a file only if it is
 * already this record's (same resource, record and field), or if the writer uploaded it and no
 * record holds it yet: nobody can take another record's file, or someone else's upload, by
 * naming its id. The ids are replaced by the refs the record stores ({id, name, size, mime}).
 */
export async function resolveFileFields(em: EntityManager, def: ResourceDef, values: Row, admin: CurrentAdmin, recordId?: number): Promise<void> {
  const errors: FieldError[] = [];
  for (const [key, field] of fileFields(def)) {
    const ids = values[key];
    if (!Array.isArray(ids)) continue;
    const rows = ids.length ? await em.getRepository(FileEntity).findBy({ id: In(ids as number[]) }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const refused = (ids as number[]).find((id) => {
      const row = byId.get(id);
      if (!row) return true;
      const mine = recordId !== undefined && row.resource === def.name && row.recordId === recordId && row.field === key;
      const free = row.resource === null && row.owner === admin.id;
      return !mine && !free;
    });
    if (refused !== undefined) {
      const params = (lang: 'en' | 'zh') => ({ field: field.label[lang], id: refused });
      errors.push({ field: key, ...bilingual('fileNotAttachable', { en: params('en'), zh: params('zh') }) });
      continue;
    }
    values[key] = (ids as number[]).map((id) => refOf(byId.get(id)!));
  }
  if (errors.length) throw badRequest('invalidData', {}, { errors });
}

/**
 * After the write: the files a field lists belong to the record; those it no longer lists are
 * detached (the orphan sweep removes them later). `values` holds only the fields written.
 */
export async function linkFileFields(em: EntityManager, def: ResourceDef, recordId: number, values: Row): Promise<void> {
  const now = new Date();
  for (const [key] of fileFields(def)) {
    const refs = values[key];
    if (refs === undefined) continue;
    const ids = Array.isArray(refs) ? (refs as FileRef[]).map((f) => f.id) : [];
    const repo = em.getRepository(FileEntity);
    const released = repo.createQueryBuilder().update(FileEntity)
      .set({ resource: null, recordId: null, field: null, detached: now })
      .where('resource = :resource AND record_id = :recordId AND field = :field', { resource: def.name, recordId, field: key });
    if (ids.length) released.andWhere('id NOT IN (:...ids)', { ids });
    await released.execute();
    if (ids.length) await repo.update({ id: In(ids) }, { resource: def.name, recordId, field: key, detached: null });
  }
}

/** A deleted record's files are detached (swept later, like any orphan). */
export async function releaseRecordFiles(em: EntityManager, def: ResourceDef, recordId: number): Promise<void> {
  if (!fileFields(def).length) return;
  await em.getRepository(FileEntity).update({ resource: def.name, recordId }, { resource: null, recordId: null, field: null, detached: new Date() });
}

function fileFields(def: ResourceDef) {
  return Object.entries(def.fields).filter(([, f]) => f.kind === 'file');
}

export function refOf(row: FileRow): FileRef {
  return { id: row.id, name: row.name, size: row.size, mime: row.mime };
}
