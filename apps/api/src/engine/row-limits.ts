import type { EntityManager } from 'typeorm';
import { FieldError, bilingual } from '@console/contracts';
import { ChildCollection, ResourceDef } from '@console/metadata';
import { AppException } from '../core/envelope/app-exception';
import type { Row } from './row';

/**
 * An inline child's `max` rows per parent (children.ts of libs/metadata), held on every path
 * that adds a row to a parent or moves one to another: the parent's form (whose array is refused
 * past `max` before anything is written) and, for a child with `ownRoutes`, its own create,
 * update and import. Counted in the write's transaction, the parent's row locked first on MySQL
 * so two writes cannot both take its last place (SQLite's writes are serialized already).
 */
export interface InlineParent {
  parent: ResourceDef;
  child: ChildCollection;
}

/** Rows of the child whose foreign key names the parent, other than `exceptId`. */
export type CountRows = (em: EntityManager, foreignKey: string, parentId: number, exceptId?: number) => Promise<number>;

/**
 * The error when placing `row` (its foreign keys as they will be stored) would give a parent
 * more than `max` rows: 'Tiers: at most 3 rows' on the foreign key, the child table's title as
 * the parent's form shows it. `exceptId`: the row itself, on an update; `adding`: rows of the
 * same write placed before this one and not stored yet, per parent (an import's preview).
 */
export async function rowLimitProblem(
  em: EntityManager, childDef: ResourceDef, parents: readonly InlineParent[], count: CountRows, row: Row, exceptId?: number,
  adding: (foreignKey: string, parentId: number) => number = () => 0,
): Promise<FieldError | null> {
  for (const { parent, child } of parents) {
    const parentId = row[child.foreignKey];
    if (parentId === null || parentId === undefined) continue;
    await lockParent(em, parent, Number(parentId));
    if ((await count(em, child.foreignKey, Number(parentId), exceptId)) + adding(child.foreignKey, Number(parentId)) + 1 <= child.inline!.max) continue;
    const label = child.label ?? childDef.label;
    const params = (lang: 'en' | 'zh') => ({ field: label[lang], max: child.inline!.max });
    return { field: child.foreignKey, ...bilingual('childrenTooMany', { en: params('en'), zh: params('zh') }) };
  }
  return null;
}

/** rowLimitProblem as the write's refusal: 400 with the message as its headline and on the foreign key. */
export async function assertRowLimit(em: EntityManager, childDef: ResourceDef, parents: readonly InlineParent[], count: CountRows, row: Row, exceptId?: number): Promise<void> {
  const problem = await rowLimitProblem(em, childDef, parents, count, row, exceptId);
  if (!problem) return;
  // the catalogue key travels too, so an import job's refusal reads as this message
  const { child } = parents.find((p) => p.child.foreignKey === problem.field)!;
  const label = child.label ?? childDef.label;
  const params = (lang: 'en' | 'zh') => ({ field: label[lang], max: child.inline!.max });
  throw new AppException(400, 'childrenTooMany', { en: params('en'), zh: params('zh') }, { errors: [problem] });
}

async function lockParent(em: EntityManager, parent: ResourceDef, id: number): Promise<void> {
  if (!['mysql', 'mariadb'].includes(em.connection.options.type)) return;
  await em.createQueryBuilder().select('p.id', 'id').from(parent.table, 'p').where('p.id = :id', { id }).setLock('pessimistic_write').getRawOne();
}
