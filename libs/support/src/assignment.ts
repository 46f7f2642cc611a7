import { isWorkingAt, type WorkingHours } from './hours';

/**
 * Auto-assignation (02 §2 `ticket-auto-assignation`): ordered rules send a ticket to a pool
 * of agents; within the pool, the agent with the fewest open tickets who is working now, round
 * robin on ties. Pure: the support module loads rules, zones and agents' loads and stores the answer.
 */

/** A rule: every criterion set must hold (an empty one matches any), then its pool. */
export interface AssignmentRule {
  id: number;
  source?: string | null;
  categoryId?: number | null;
  priority?: number | null;
  zoneId?: number | null;
  agentIds: readonly number[];
}

/** What a rule looks at: the ticket's source, category, priority, and the zones its client falls in. */
export interface TicketToAssign {
  source: string;
  categoryId: number | null;
  priority: number;
  zoneIds: readonly number[];
}

/** An agent's state now. */
export interface AgentLoad {
  id: number;
  /** A disabled admin user takes no tickets. */
  active: boolean;
  /** Tickets assigned to it that are not resolved or closed. */
  openTickets: number;
  /** When it was last given a ticket (ms), null if never: the round robin's order on ties. */
  lastAssignedAt: number | null;
  /** The ids of the zones it covers (their working hours say when it works). */
  zoneIds: readonly number[];
}

/**
 * Why a ticket was left unassigned (stored on the ticket and shown beside its empty Assignee): no
 * rule matches it; its rule's pool has active agents but none is working now ('outsideHours'); its
 * pool has no active agent at all ('noAgentOnDuty').
 */
export type UnassignedReason = 'noRule' | 'outsideHours' | 'noAgentOnDuty';

export type Assignment =
  | { ruleId: number; agentId: number }
  | { ruleId: number | null; agentId: null; reason: UnassignedReason };


/** Whether a rule applies to a ticket: each criterion it sets equals the ticket's (its zone: one the client falls in). */
export function ruleMatches(rule: AssignmentRule, ticket: TicketToAssign): boolean {
  if (rule.source != null && rule.source !== ticket.source) return false;
  if (rule.categoryId != null && rule.categoryId !== ticket.categoryId) return false;
  if (rule.priority != null && rule.priority !== ticket.priority) return false;
  if (rule.zoneId != null && !ticket.zoneIds.includes(rule.zoneId)) return false;
  return true;
}

/**
 * Whether an agent works now for a rule: a rule with a zone counts that zone's hours; a rule
 * without one, the hours of any zone the agent covers; an agent covering no zone keeps no
 * schedule and is always working.
 */
export function agentWorking(
  agent: AgentLoad, rule: AssignmentRule, zoneHours: ReadonlyMap<number, WorkingHours>, now: Date,
  /** Answers already worked out for zones at `now` (a pool shares its zones: each is read once). */
  known: Map<number, boolean> = new Map(),
): boolean {
  const zones = rule.zoneId != null ? [rule.zoneId] : agent.zoneIds;
  if (!zones.length) return true;
  return zones.some((z) => {
    let working = known.get(z);
    if (working === undefined) known.set(z, working = isWorkingAt(zoneHours.get(z) ?? null, now));
    return working;
  });
}

/**
 * The assignment, rules in order:
 * 1. the first rule (in the given order) that matches the ticket decides; none: unassigned ('noRule');
 * 2. its candidates: pool agents who exist, are active and are working now; none: unassigned
 *    ('outsideHours' when an active pool agent exists but none works now, else 'noAgentOnDuty')
 *    — a later rule is not tried, so the order means what it says;
 * 3. the candidate with the fewest open tickets;
 * 4. on a tie, the one given a ticket longest ago (never first); then the lowest id.
 */
export function pickAgent(
  rules: readonly AssignmentRule[], ticket: TicketToAssign, agents: ReadonlyMap<number, AgentLoad>,
  zoneHours: ReadonlyMap<number, WorkingHours>, now: Date,
): Assignment {
  const rule = rules.find((r) => ruleMatches(r, ticket));
  if (!rule) return { ruleId: null, agentId: null, reason: 'noRule' };
  const known = new Map<number, boolean>();
  const candidates = rule.agentIds.map((id) => agents.get(id)).filter((a): a is AgentLoad => !!a && a.active && agentWorking(a, rule, zoneHours, now, known));
  if (!candidates.length) {
    const anyActive = rule.agentIds.some((id) => agents.get(id)?.active);
    return { ruleId: rule.id, agentId: null, reason: anyActive ? 'outsideHours' : 'noAgentOnDuty' };
  }
  candidates.sort((a, b) => a.openTickets - b.openTickets || (a.lastAssignedAt ?? -Infinity) - (b.lastAssignedAt ?? -Infinity) || a.id - b.id);
  return { ruleId: rule.id, agentId: candidates[0].id };
}
