import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ActionName } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { type OwnerScope, applyOwnerScope, ownerScope, partitionScope } from '../data-scope';
import type { Row } from '../row';
import type { ResourceContext } from './resource-context';

/** The rows of one resource a user may reach for an action: their data scope and partitions. */
export class RecordScope {
  constructor(private readonly ctx: ResourceContext) {}

  qb(em: EntityManager = this.ctx.ds.manager): SelectQueryBuilder<Row> {
    return em.getRepository(this.ctx.schema).createQueryBuilder('r');
  }

  ownerScopeOf(admin: CurrentAdmin | undefined): OwnerScope | null {
    return ownerScope(this.ctx.def, admin, this.ctx.findResource);
  }

  /** A query builder already limited to what this user may reach for the action (owner, partition). */
  scopedQb(admin: CurrentAdmin | undefined, em?: EntityManager, action: ActionName = 'view'): SelectQueryBuilder<Row> {
    const qb = this.qb(em);
    applyOwnerScope(qb, 'r', this.ownerScopeOf(admin));
    const partition = partitionScope(this.ctx.def, admin, action);
    if (partition) {
      if (partition.values.length) qb.andWhere(`r.${partition.field} IN (:...scopeValues)`, { scopeValues: partition.values });
      else qb.andWhere('1 = 0');
    }
    return qb;
  }

  findReachable(em: EntityManager, id: number, admin: CurrentAdmin | undefined, action: ActionName = 'view'): Promise<Row | null> {
    return this.scopedQb(admin, em, action).andWhere('r.id = :id', { id }).getOne();
  }

  /** Another owner's (or partition's) record answers exactly like a missing one: 404, nothing to learn. */
  async reachableOr404(em: EntityManager, id: number, admin: CurrentAdmin, action: ActionName = 'view'): Promise<Row> {
    const row = await this.findReachable(em, id, admin, action);
    if (!row) throw new AppException(404, 'notFound');
    return row;
  }
}
