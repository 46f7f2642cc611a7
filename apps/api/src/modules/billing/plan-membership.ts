import type { EntityManager } from 'typeorm';
import { todayIn } from '@console/contracts';
import { billingPlan } from '@console/resources';
import type { CurrentAdmin } from '../../core/http/request-context';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { BoundRecordWriter } from '../../engine/record-writer';
import type { Row } from '../../engine/row';

/** The field of a billing plan that lists records of this kind. */
export type PlanList = 'chargeItemIds' | 'storageRuleIds';

/**
 * 02 §4: a charge item (or storage rule) deactivated or deleted leaves every billing plan of its
 * party holding it. Each plan changes as a new version in force today (the admin's day), through
 * the record writer, so the plan's history and audit say why; the versions before keep charging
 * the days they were in force.
 */
export async function leavePlans(em: EntityManager, records: BoundRecordWriter, admin: CurrentAdmin, list: PlanList, member: Row): Promise<void> {
  const id = Number(member.id);
  const plans = (await em.getRepository(entitySchemaOf(billingPlan)).findBy({ party: String(member.party) })) as Row[];
  for (const plan of plans) {
    const ids = Array.isArray(plan[list]) ? (plan[list] as number[]) : [];
    if (!ids.includes(id)) continue;
    await records.update(billingPlan, Number(plan.id), { [list]: ids.filter((held) => held !== id), effectiveFrom: todayIn(admin.timeZone) });
  }
}
