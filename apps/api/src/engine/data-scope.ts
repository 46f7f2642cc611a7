import { permittedValues, type ResourceDef } from '@console/metadata';
import type { ActionName } from '@console/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { CurrentAdmin } from '../core/http/request-context';
import { entitySchemaOf } from './entity-schema';
import type { Row } from './row';

/**
 * The one place that decides which records a user may reach at all (spec 01 §6: "Sales role
 * sees only its assigned clients'..."). A resource names its owner field (`dataScope`); a user
 * whose roles all say "assigned only" reaches just the records that field ties to them. Every
 * read, count, write, delete and action of the generic service goes through this.
 */
export interface OwnerScope {
  ownerId: number;
  /** The record's own owner field (a client's salesId): set on create, never moved by the user. */
  field?: string;
  /**
   * Or the relations that lead to an owned record, nearest first (a client user's clientId; a
   * ticket message's ticketId, then the ticket's clientId): the record is reachable when the
   * record at the end of the chain is, so a child inherits its parent's scope however deep.
   */
  through?: { hops: Array<{ field: string; owner: ResourceDef }>; ownerField: string };
}

/** How many relations a `through` scope may follow before it must reach an owner field. */
export const MAX_SCOPE_HOPS = 4;

/**
 * The scope of `def` for this user, or null when it sees everything. `find` resolves the
 * resources a `through` scope points at (the catalogue; define and catalogue checks ensure the
 * chain ends at an owner field within MAX_SCOPE_HOPS).
 */
export function ownerScope(def: ResourceDef, admin: CurrentAdmin | undefined, find?: (name: string) => ResourceDef | undefined): OwnerScope | null {
  if (!def.dataScope || !admin?.assignedOnly) return null;
  if ('field' in def.dataScope) return { field: def.dataScope.field, ownerId: admin.id };
  const hops: Array<{ field: string; owner: ResourceDef }> = [];
  let current: ResourceDef = def;
  while (current.dataScope && 'through' in current.dataScope) {
    const field = current.dataScope.through;
    const owner = find?.(current.fields[field]?.relation?.resource ?? '');
    if (!owner?.dataScope || hops.length >= MAX_SCOPE_HOPS) throw new Error(`data scope of ${def.name} through ${field}: no owned resource`);
    hops.push({ field, owner });
    current = owner;
  }
  return { ownerId: admin.id, through: { hops, ownerField: (current.dataScope as { field: string }).field } };
}

/** Narrows a query on `alias` to the scope: the owner column, or nested INs over the chain of owned records. */
export function applyOwnerScope(qb: SelectQueryBuilder<Row>, alias: string, scope: OwnerScope | null): SelectQueryBuilder<Row> {
  if (!scope) return qb;
  if (scope.field) return qb.andWhere(`${alias}.${scope.field} = :scopeOwner`, { scopeOwner: scope.ownerId });
  const { hops, ownerField } = scope.through!;
  // innermost first: the owned records, then each parent level's ids whose link is among them
  let owned = '';
  for (let i = hops.length - 1; i >= 0; i--) {
    const a = `scoped${i}`;
    const sub = qb.subQuery().select(`${a}.id`).from(entitySchemaOf(hops[i].owner), a);
    owned = (i === hops.length - 1 ? sub.where(`${a}.${ownerField} = :scopeOwner`) : sub.where(`${a}.${hops[i + 1].field} IN ${owned}`)).getQuery();
  }
  return qb.andWhere(`${alias}.${hops[0].field} IN ${owned}`, { scopeOwner: scope.ownerId });
}

/**
 * The ids of `def`'s records the user sees (its data scope): of `asked` those that exist and are
 * in scope, in ascending order; with nothing asked, every record in scope, or null for "all"
 * when the user is not scoped (no query then). A domain job run for a user (a pricing replay, a
 * re-bill preview) narrows its records with it.
 */
export async function visibleIds(
  em: EntityManager, def: ResourceDef, admin: CurrentAdmin, find: (name: string) => ResourceDef | undefined, asked?: number[],
): Promise<number[] | null> {
  const scope = ownerScope(def, admin, find);
  if (!asked && !scope) return null;
  if (asked && !asked.length) return [];
  const qb = em.getRepository(entitySchemaOf(def)).createQueryBuilder('r').select('r.id', 'id') as unknown as SelectQueryBuilder<Row>;
  if (asked) qb.where('r.id IN (:...asked)', { asked: [...new Set(asked)] });
  return ((await applyOwnerScope(qb, 'r', scope).getRawMany()) as Row[]).map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * The partition values (spec 02: ticket sources) a user may act on at an action's level, or null
 * when every value is reachable. Rows of other values answer like missing ones (404), a list
 * shows only reachable values, and a write may not put a row into a value it cannot reach.
 */
interface PartitionScope {
  field: string;
  values: string[];
}

export function partitionScope(def: ResourceDef, admin: CurrentAdmin | undefined, action: ActionName): PartitionScope | null {
  if (!def.partition || !admin) return null;
  const values = permittedValues(def, admin, action, admin.productCode);
  return values ? { field: def.partition.field, values } : null;
}
