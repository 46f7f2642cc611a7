import type { EntityManager } from 'typeorm';
import { FieldError, bilingual } from '@console/contracts';
import { ChildCollection, INT_MAX, ResourceDef, childKey, inlineChildren } from '@console/metadata';
import { AppException, badRequest } from '../core/envelope/app-exception';
import type { CurrentAdmin } from '../core/http/request-context';
import type { Row } from './row';
import type { ServiceOf } from './resource-services';

/**
 * Child collections (children.ts of libs/metadata) as the engine writes them. Inline rows arrive
 * as an array under the child's key in the parent's body, are validated with the child's own
 * rules (the foreign key left out: the engine sets it), and are written in the parent's
 * transaction by the child's service, so the child's record rules, uniqueness and hooks apply
 * and a bad row rolls back the whole write. Errors name the row: `states.1.name`.
 */

interface InlineRow {
  id?: number;
  input: Row;
}

export interface InlineRows {
  child: ChildCollection;
  key: string;
  rows: InlineRow[];
}

const labelOf = (child: ChildCollection, serviceOf: ServiceOf) => child.label ?? serviceOf(child.resource).def.label;

/** Field errors of a refused child write (a 400, or a unique clash's 409), renamed to the row they belong to. */
function errorsUnder(prefix: string, error: unknown): FieldError[] | null {
  if (!(error instanceof AppException) || ![400, 409].includes(error.getStatus())) return null;
  const errors = (error.data as { errors?: FieldError[] } | null)?.errors;
  return errors ? errors.map((e) => ({ ...e, field: `${prefix}.${e.field}` })) : null;
}

/** The child's refusal again, its errors named by row ('tiers.1.code'), its status kept (409 for a duplicate). */
function underRow(prefix: string, error: unknown): unknown {
  const named = errorsUnder(prefix, error);
  if (!named) return error;
  const refused = error as AppException;
  return refused.getStatus() === 400 ? badRequest('invalidData', {}, { errors: named }) : new AppException(refused.getStatus(), refused.key, refused.params, { errors: named });
}

/**
 * Takes the inline arrays out of a body and validates every row. Returns the parent's body
 * without them, the rows per child (absent arrays leave a collection untouched) and the errors.
 */
export function splitInlineBody(def: ResourceDef, body: unknown, serviceOf: ServiceOf): { parentBody: unknown; inline: InlineRows[]; errors: FieldError[] } {
  const children = inlineChildren(def);
  if (!children.length || typeof body !== 'object' || body === null || Array.isArray(body)) return { parentBody: body, inline: [], errors: [] };
  const parentBody: Row = { ...(body as Row) };
  const inline: InlineRows[] = [];
  const errors: FieldError[] = [];
  for (const child of children) {
    const key = childKey(child);
    if (!Object.hasOwn(parentBody, key)) continue;
    const sent = parentBody[key];
    delete parentBody[key];
    const label = labelOf(child, serviceOf);
    const params = (lang: 'en' | 'zh') => ({ field: label[lang], max: child.inline!.max });
    if (!Array.isArray(sent) || sent.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
      errors.push({ field: key, ...bilingual('childRowsInvalid', { en: params('en'), zh: params('zh') }) });
      continue;
    }
    if (sent.length > child.inline!.max) {
      errors.push({ field: key, ...bilingual('childrenTooMany', { en: params('en'), zh: params('zh') }) });
      continue;
    }
    const service = serviceOf(child.resource);
    const rows: InlineRow[] = [];
    sent.forEach((raw: Row, index) => {
      const { id, ...rest } = raw;
      if (id !== undefined && id !== null && !(typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= INT_MAX)) {
        errors.push({ field: `${key}.${index}.id`, ...bilingual('badId') });
        return;
      }
      try {
        const input = service.validateInline(rest, id ? 'update' : 'create', child.foreignKey);
        rows.push({ id: (id as number | null) ?? undefined, input });
      } catch (error) {
        const named = errorsUnder(`${key}.${index}`, error);
        if (!named) throw error;
        errors.push(...named);
      }
    });
    inline.push({ child, key, rows });
  }
  return { parentBody, inline, errors };
}

/**
 * Writes a parent's inline rows in its transaction: stored rows not sent are deleted, rows with
 * an id are updated (they must be this parent's), rows without are inserted.
 */
export async function writeInlineRows(em: EntityManager, parentId: number, inline: InlineRows[], serviceOf: ServiceOf, admin: CurrentAdmin): Promise<void> {
  for (const { child, key, rows } of inline) {
    const service = serviceOf(child.resource);
    const stored = await service.rowsOfParent(em, child.foreignKey, parentId);
    const byId = new Map(stored.map((r) => [Number(r.id), r]));
    const sentIds = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
    const label = labelOf(child, serviceOf);
    rows.forEach((row, index) => {
      if (row.id && !byId.has(row.id)) {
        const params = (lang: 'en' | 'zh') => ({ field: label[lang], id: row.id! });
        throw badRequest('invalidData', {}, { errors: [{ field: `${key}.${index}.id`, ...bilingual('childNotOwned', { en: params('en'), zh: params('zh') }) }] });
      }
    });
    for (const current of stored) if (!sentIds.has(Number(current.id))) await service.removeInTx(em, current, admin);
    for (const [index, row] of rows.entries()) {
      try {
        if (row.id) await service.updateInTx(em, byId.get(row.id)!, row.input, admin);
        else await service.insertInTx(em, row.input, admin, { [child.foreignKey]: parentId });
      } catch (error) {
        throw underRow(`${key}.${index}`, error);
      }
    }
  }
}

/** `refuse` children: a parent that still has some is not deleted (409 naming how many of what). */
export async function refuseWhileChildren(em: EntityManager, def: ResourceDef, parentId: number, serviceOf: ServiceOf): Promise<void> {
  for (const child of def.children ?? []) {
    if (child.onParentDelete !== 'refuse') continue;
    const count = await serviceOf(child.resource).countOfParent(em, child.foreignKey, parentId);
    if (!count) continue;
    const label = labelOf(child, serviceOf);
    throw new AppException(409, 'childrenExist', { en: { count, child: label.en }, zh: { count, child: label.zh } });
  }
}

/** `cascade` children: deleted with the parent, each through its own service (hooks, audit, its children). */
export async function cascadeDelete(em: EntityManager, def: ResourceDef, parentId: number, serviceOf: ServiceOf, admin: CurrentAdmin): Promise<void> {
  for (const child of def.children ?? []) {
    if (child.onParentDelete !== 'cascade') continue;
    const service = serviceOf(child.resource);
    for (const row of await service.rowsOfParent(em, child.foreignKey, parentId)) await service.removeInTx(em, row, admin);
  }
}

/** A parent's read carries its inline rows (as the child's API presents them), oldest first. */
export async function attachInlineRows(em: EntityManager, def: ResourceDef, rows: Row[], serviceOf: ServiceOf, admin: CurrentAdmin): Promise<void> {
  for (const child of inlineChildren(def)) {
    const service = serviceOf(child.resource);
    for (const row of rows) {
      row[childKey(child)] = await service.presentRows(await service.rowsOfParent(em, child.foreignKey, Number(row.id)), admin, em);
    }
  }
}
