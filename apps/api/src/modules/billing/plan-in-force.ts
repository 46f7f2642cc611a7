import type { EntityManager } from 'typeorm';
import { billingGroup, billingPlan } from '@console/resources';
import { versionsInForce } from '../../engine/versions/record-versions';
import type { Row } from '../../engine/row';
import { membersOf, type BilledParty } from './billing-members';

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
 * Every member of `party` billed on `day` ('YYYY-MM-DD'), with its plan: the active groups whose
 * version in force that day lists it, each with its plan as that plan's version in force that
 * day, if active. A member in no group, or whose group or plan was inactive or did not exist
 * yet, is not in the map: nothing is charged by billing automation then. Two reads whatever the
 * number of members, so that the daily jobs ask once for all of them.
 */
export async function plansInForce(em: EntityManager, party: BilledParty, day: string): Promise<Map<number, PlanInForce>> {
  const groups = [...(await versionsInForce(em, billingGroup, day))]
    .map(([groupId, version]) => ({ groupId, version: version.version, group: version.snapshot as Row }))
    .filter(({ group }) => group.party === party && Number(group.status) === ACTIVE);
  const plans = await versionsInForce(em, billingPlan, day, [...new Set(groups.map(({ group }) => Number(group.planId)))]);
  const billed = new Map<number, PlanInForce>();
  for (const { groupId, version, group } of groups) {
    const planId = Number(group.planId);
    const plan = plans.get(planId);
    const planRow = plan?.snapshot as Row | undefined;
    if (!plan || !planRow || Number(planRow.status) !== ACTIVE) continue;
    const inForce: PlanInForce = {
      groupId, groupVersion: version, planId, planVersion: plan.version, planName: String(planRow.name),
      chargeItemIds: (planRow.chargeItemIds as number[] | undefined) ?? [], storageRuleIds: (planRow.storageRuleIds as number[] | undefined) ?? [],
    };
    // one group per member (billing-group.hooks.ts); the first group listing it decides, as before
    for (const memberId of membersOf(group)) if (!billed.has(memberId)) billed.set(memberId, inForce);
  }
  return billed;
}

/** The billing plan in force for one member of `party` on `day`, or null (see plansInForce). */
export async function planInForce(em: EntityManager, party: BilledParty, memberId: number, day: string): Promise<PlanInForce | null> {
  return (await plansInForce(em, party, day)).get(memberId) ?? null;
}
