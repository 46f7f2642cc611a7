import { permittedValues, type ResourceDef } from '@console/metadata';
import type { ActionName } from '@console/contracts';
import type { CurrentAdmin } from '../core/http/request-context';

/**
 * The one place that decides which records a user may reach at all (spec 01 §6: "Sales role
 * sees only its assigned clients'..."). A resource names its owner field (`dataScope`); a user
 * whose roles all say "assigned only" reaches just the records that field ties to them. Every
 * read, count, write, delete and action of the generic service goes through this.
 */
export interface OwnerScope {
  field: string;
  ownerId: number;
}

export function ownerScope(def: ResourceDef, admin: CurrentAdmin | undefined): OwnerScope | null {
  if (!def.dataScope || !admin?.assignedOnly) return null;
  return { field: def.dataScope.field, ownerId: admin.id };
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
