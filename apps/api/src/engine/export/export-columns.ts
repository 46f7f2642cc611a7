import { bilingual, MessageKey } from '@console/contracts';
import { ResourceDef, isReturned } from '@console/metadata';
import { badRequest } from '../../core/envelope/app-exception';

/** Engine columns every list can show besides the resource's own fields. */
const SYSTEM_COLUMNS = ['id', 'createTime', 'updateTime'];

/** What the list could show: the returned fields and the engine columns. */
export function exportableColumns(def: ResourceDef): string[] {
  return [...Object.keys(def.fields).filter((k) => isReturned(def.fields[k])), ...SYSTEM_COLUMNS];
}

function refuse(key: MessageKey, field?: string) {
  const texts = field ? bilingual(key, { en: { field }, zh: { field } }) : bilingual(key);
  return badRequest(key, field ? { en: { field }, zh: { field } } : {}, { errors: [{ field: 'columns', ...texts }] });
}

/**
 * The columns of an export: the list's columns when none are asked, else each exportable field
 * at most once. So a request stays small (10,000 copies of `id` once made a job that blocked the
 * server for seconds and a params value too long for MariaDB's TEXT).
 */
export function exportColumns(def: ResourceDef, requested: unknown): string[] {
  if (requested === undefined) return [...Object.keys(def.fields).filter((k) => def.fields[k].list), 'createTime'];
  if (!Array.isArray(requested) || !requested.length) throw refuse('invalidData');
  const allowed = new Set(exportableColumns(def));
  const seen = new Set<string>();
  for (const column of requested) {
    if (typeof column !== 'string') throw refuse('invalidData');
    if (!allowed.has(column)) throw refuse('exportColumnUnknown', column.slice(0, 64));
    if (seen.has(column)) throw refuse('exportColumnRepeated', column);
    seen.add(column);
  }
  return [...seen];
}
