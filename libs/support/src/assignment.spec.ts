import fc from 'fast-check';
import type { WorkingHours } from './hours';
import { pickAgent, ruleMatches, type AgentLoad, type AssignmentRule } from './assignment';
import { caseDayPrefix, caseNumber } from './case-number';

const NY: WorkingHours = { timeZone: 'America/New_York', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
const MONDAY_NOON = new Date('2026-11-23T17:00:00Z'); // 12:00 EST
const SATURDAY_NOON = new Date('2026-11-21T17:00:00Z');
const hours = new Map([[10, NY]]);
const agent = (id: number, openTickets: number, extra: Partial<AgentLoad> = {}): AgentLoad => ({ id, active: true, openTickets, lastAssignedAt: null, zoneIds: [], ...extra });
const loads = (...agents: AgentLoad[]) => new Map(agents.map((a) => [a.id, a]));

const RULES: AssignmentRule[] = [
  { id: 1, source: 'WMS', priority: 4, agentIds: [1, 2] },
  { id: 2, zoneId: 10, agentIds: [3, 4] },
  { id: 3, agentIds: [5] },
];
const ticket = (source: string, priority: number, zoneIds: number[] = []) => ({ source, categoryId: null, priority, zoneIds });

describe('auto-assignation', () => {
  it('matches a rule when every criterion it sets holds', () => {
    expect(ruleMatches(RULES[0], ticket('WMS', 4))).toBe(true);
    expect(ruleMatches(RULES[0], ticket('WMS', 3))).toBe(false);
    expect(ruleMatches(RULES[1], ticket('EZEESHIP', 2, [7, 10]))).toBe(true);
    expect(ruleMatches({ id: 9, categoryId: 5, agentIds: [] }, { ...ticket('WMS', 2), categoryId: 6 })).toBe(false);
    expect(ruleMatches(RULES[2], ticket('LABEL_SERVER', 1))).toBe(true);
  });

  it('takes the first matching rule, then the agent with the fewest open tickets', () => {
    const agents = loads(agent(1, 3), agent(2, 1), agent(3, 0), agent(5, 9));
    expect(pickAgent(RULES, ticket('WMS', 4, [10]), agents, hours, MONDAY_NOON)).toEqual({ ruleId: 1, agentId: 2 });
    expect(pickAgent(RULES, ticket('EZEESHIP', 2), agents, hours, MONDAY_NOON)).toEqual({ ruleId: 3, agentId: 5 });
  });

  it('breaks a tie by round robin: the one given a ticket longest ago, never first, then the lowest id', () => {
    expect(pickAgent(RULES, ticket('OWN_WAREHOUSE', 2, [10]), loads(agent(3, 2, { lastAssignedAt: 1000 }), agent(4, 2, { lastAssignedAt: 500 })), hours, MONDAY_NOON))
      .toEqual({ ruleId: 2, agentId: 4 });
    expect(pickAgent(RULES, ticket('OWN_WAREHOUSE', 2, [10]), loads(agent(3, 2, { lastAssignedAt: 1000 }), agent(4, 2)), hours, MONDAY_NOON))
      .toEqual({ ruleId: 2, agentId: 4 });
    expect(pickAgent(RULES, ticket('OWN_WAREHOUSE', 2, [10]), loads(agent(3, 2), agent(4, 2)), hours, MONDAY_NOON)).toEqual({ ruleId: 2, agentId: 3 });
  });

  it('takes only active agents working now, and leaves the ticket unassigned rather than try a later rule', () => {
    // the zone rule counts the zone's hours: nobody works on Saturday
    expect(pickAgent(RULES, ticket('EZEESHIP', 2, [10]), loads(agent(3, 0), agent(4, 0), agent(5, 0)), hours, SATURDAY_NOON))
      .toEqual({ ruleId: 2, agentId: null, reason: 'outsideHours' });
    // a rule without a zone counts the agent's own zones; an agent in none keeps no schedule
    const urgent = ticket('WMS', 4);
    expect(pickAgent(RULES, urgent, loads(agent(1, 0, { zoneIds: [10] }), agent(2, 5)), hours, SATURDAY_NOON)).toEqual({ ruleId: 1, agentId: 2 });
    expect(pickAgent(RULES, urgent, loads(agent(1, 0, { zoneIds: [10] }), agent(2, 0, { active: false })), hours, SATURDAY_NOON))
      .toEqual({ ruleId: 1, agentId: null, reason: 'outsideHours' });
    // a pool with no active agent (or none at all) has nobody on duty, whatever the hour
    expect(pickAgent(RULES, urgent, loads(agent(1, 0, { active: false }), agent(2, 0, { active: false })), hours, MONDAY_NOON))
      .toEqual({ ruleId: 1, agentId: null, reason: 'noAgentOnDuty' });
    expect(pickAgent([{ id: 7, agentIds: [] }], urgent, loads(), hours, MONDAY_NOON)).toEqual({ ruleId: 7, agentId: null, reason: 'noAgentOnDuty' });
    expect(pickAgent([], urgent, loads(agent(1, 0)), hours, MONDAY_NOON)).toEqual({ ruleId: null, agentId: null, reason: 'noRule' });
  });

  it('spreads tickets evenly over a pool: open tickets differ by at most one', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 200 }), (size, tickets) => {
      const pool = Array.from({ length: size }, (_, i) => agent(i + 1, 0));
      const agents = loads(...pool);
      const rules = [{ id: 1, agentIds: pool.map((a) => a.id) }];
      for (let n = 0; n < tickets; n++) {
        const picked = pickAgent(rules, ticket('WMS', 2), agents, hours, MONDAY_NOON);
        if (picked.agentId === null) throw new Error('unassigned');
        const a = agents.get(picked.agentId)!;
        agents.set(a.id, { ...a, openTickets: a.openTickets + 1, lastAssignedAt: n });
      }
      const counts = [...agents.values()].map((a) => a.openTickets);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }));
  });
});

describe('case numbers', () => {
  it('reads T, the UTC date and the day\'s sequence', () => {
    expect(caseNumber(new Date('2026-11-23T23:59:00Z'), 1)).toBe('T2611230001');
    expect(caseNumber(new Date('2027-01-02T00:00:00Z'), 12345)).toBe('T27010212345');
    expect(caseDayPrefix(new Date('2026-11-23T08:00:00Z'))).toBe('T261123');
  });
});
