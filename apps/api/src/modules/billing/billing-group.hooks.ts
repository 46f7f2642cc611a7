import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { bilingual } from '@console/contracts';
import { billingGroup, findResource } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import { MEMBERS, membersOf } from './billing-members';

/**
 * Billing groups (resources/billing/billing-group.ts): a client (or supplier) is in one group at a
 * time, or which plan would bill it? A save adding a member another group of the party holds is
 * refused (409), naming both, under the members' field.
 */
@Injectable()
export class BillingGroupHooks {
  constructor(registry: HookRegistry) {
    const check = async (em: EntityManager, group: Row) => {
      const members = MEMBERS[group.party as keyof typeof MEMBERS];
      if (!members) return;
      const mine = new Set(membersOf(group));
      const others = (await em.getRepository(entitySchemaOf(billingGroup)).findBy({ party: String(group.party) })) as Row[];
      for (const other of others) {
        if (Number(other.id) === Number(group.id)) continue;
        const shared = membersOf(other).find((id) => mine.has(id));
        if (shared === undefined) continue;
        const member = (await em.getRepository(entitySchemaOf(findResource(members.resource)!)).findOneBy({ id: shared })) as Row | null;
        const params = { name: String(member?.[members.label] ?? shared), group: String(other.name) };
        throw new AppException(409, 'billingGroupMember', { en: params, zh: params }, {
          errors: [{ field: members.field, ...bilingual('billingGroupMember', { en: params, zh: params }) }],
        });
      }
    };
    registry.register(defineHooks(billingGroup, {
      beforeCreate: (row, { em }) => check(em, row as Row),
      beforeUpdate: (current, changes, { em }) => check(em, { ...current, ...changes } as Row),
    }));
  }
}
