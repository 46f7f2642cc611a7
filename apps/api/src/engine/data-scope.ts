import { permittedValues, type ResourceDef } from '@console/metadata';
import type { ActionName } from '@console/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { CurrentAdmin } from '../core/http/request-context';
import { entitySchemaOf } from './entity-schema';
import type { Row } from './hooks';

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
  /** Or a relation to an owned record (a client user's clientId): the record is reachable when that one is. */
  through?: { field: string; owner: ResourceDef; ownerField: string };
}

/**
 * The scope of `def` for this user, or null when it sees everything. `find` resolves the
 * resource a `through` scope points at (the catalogue; define and catalogue checks ensure it has an owner field).
 */
export function ownerScope(def: ResourceDef, admin: CurrentAdmin | undefined, find?: (name: string) => ResourceDef | undefined): OwnerScope | null {
  if (!def.dataScope || !admin?.assignedOnly) return null;
  if ('field' in def.dataScope) return { field: def.dataScope.field, ownerId: admin.id };
  const field = def.dataScope.through;
  const owner = find?.(def.fields[field]?.relation?.resource ?? '');
  if (!owner?.dataScope || !('field' in owner.dataScope)) throw new Error(`data scope of ${def.name} through ${field}: no owned resource`);
  return { ownerId: admin.id, through: { field, owner, ownerField: owner.dataScope.field } };
}

/** Narrows a query on `alias` to the scope: the owner column, or an IN over the owned records. */
export function applyOwnerScope(qb: SelectQueryBuilder<Row>, alias: string, scope: OwnerScope | null): SelectQueryBuilder<Row> {
  if (!scope) return qb;
  if (scope.field) return qb.andWhere(`${alias}.${scope.field} = :scopeOwner`, { scopeOwner: scope.ownerId });
  const { field, owner, ownerField } = scope.through!;
  const owned = qb.subQuery().select('scoped.id').from(entitySchemaOf(owner), 'scoped').where(`scoped.${ownerField} = :scopeOwner`).getQuery();
  return qb.andWhere(`${alias}.${field} IN ${owned}`, { scopeOwner: scope.ownerId });
}

/**
 * The partition values (spec 02: ticket sources) a user may act on at an action's level, or null
 * when every value is reachable. Rows of other values answer like missing ones (404), a list
 * shows only reachable values, and a write may not put a row into a value it cannot reach.
 */
export interface PartitionScope {
  field: string;
  values: string[];
}

export function partitionScope(def: ResourceDef, admin: CurrentAdmin | undefined, action: ActionName): PartitionScope | null {
  if (!def.partition || !admin) return null;
  const values = permittedValues(def, admin, action, admin.productCode);
  return values ? { field: def.partition.field, values } : null;
}
