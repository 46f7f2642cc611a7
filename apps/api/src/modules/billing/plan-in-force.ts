import type { EntityManager } from 'typeorm';
import { billingGroup, billingPlan } from '@console/resources';
import { versionsInForce } from '../../engine/versions/record-versions';
import type { Row } from '../../engine/row';
import { membersOf } from './billing-group.hooks';

const ACTIVE = 1;

/** The plan that bills a client (or supplier) on a day, as the group and plan versions in force then say. */
export interface PlanInForce {
  groupId: number;
  groupVersion: number;
  planId: number;
  /** The plan version: with the order and the event, the key that charges an event once. */
  planVersion: number;
  planName: string;
  chargeItemIds: number[];
  storageRuleIds: number[];
}

/**
 * The billing plan in force for a member of `party` on `day` ('YYYY-MM-DD'): the active group
 * whose version in force that day lists the member, then that group's plan as its version in
 * force that day, if active. None when the member was in no group, or its group or plan was
 * inactive or did not exist yet: nothing is charged by billing automation then.
 */
export async function planInForce(em: EntityManager, party: 'client' | 'supplier', memberId: number, day: string): Promise<PlanInForce | null> {
  const groups = await versionsInForce(em, billingGroup, day);
  for (const [groupId, version] of groups) {
    const group = version.snapshot as Row;
    if (group.party !== party || Number(group.status) !== ACTIVE || !membersOf(group).includes(memberId)) continue;
    const planId = Number(group.planId);
    const plan = (await versionsInForce(em, billingPlan, day, [planId])).get(planId);
    const planRow = plan?.snapshot as Row | undefined;
    if (!plan || !planRow || Number(planRow.status) !== ACTIVE) return null;
    return {
      groupId, groupVersion: version.version, planId, planVersion: plan.version, planName: String(planRow.name),
      chargeItemIds: (planRow.chargeItemIds as number[] | undefined) ?? [], storageRuleIds: (planRow.storageRuleIds as number[] | undefined) ?? [],
    };
  }
  return null;
}
