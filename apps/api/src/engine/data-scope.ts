import type { ResourceDef } from '@console/metadata';
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
