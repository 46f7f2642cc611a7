import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { pickAgent, type AgentLoad, type Assignment, type AssignmentRule, type ServiceTargets, type WorkingHours } from '@console/support';
import { OPEN_STATUSES, SERVICE_LEVEL_FIELDS, adminUser, client, ticket, ticketAssignRule, ticketZone } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';

const ACTIVE = 1;

/** A raw datetime as ms: MySQL answers a Date; SQLite the stored UTC text ('2026-11-24 17:00:00.000'). */
function momentOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  const text = String(value);
  return Date.parse(/[TZ+]/.test(text.slice(10)) ? text : `${text.replace(' ', 'T')}Z`);
}

/** The same as a Date (null for nothing): the one reader of a ticket's stored moments. */
export function dateOf(value: unknown): Date | null {
  const ms = momentOf(value);
  return ms === null ? null : new Date(ms);
}

/** A zone's working hours as libs/support reads them. */
export const hoursOf = (zone: Row): WorkingHours => ({
  timeZone: String(zone.timeZone), days: (zone.workDays as number[]) ?? [], start: String(zone.workStart), end: String(zone.workEnd),
});

/**
 * How closely a zone covers a client, or null when it does not: 0 it lists the client, 1 its
 * country and state ('US-CA'), 2 its country ('US'), 3 everyone ('*').
 */
function zoneRank(zone: Row, c: Row): number | null {
  if (((zone.clientIds as number[]) ?? []).includes(Number(c.id))) return 0;
  const regions = ((zone.regions as string[]) ?? []).map((r) => String(r).toUpperCase());
  const country = String(c.countryCode ?? '').toUpperCase();
  if (country && c.stateCode && regions.includes(`${country}-${String(c.stateCode).toUpperCase()}`)) return 1;
  if (country && regions.includes(country)) return 2;
  return regions.includes('*') ? 3 : null;
}

/** The active zones, in name order. */
export function activeZones(em: EntityManager): Promise<Row[]> {
  return em.getRepository(entitySchemaOf(ticketZone)).find({ where: { status: ACTIVE }, order: { name: 'ASC' } }) as Promise<Row[]>;
}

/** The zones covering a client, the most specific first (then by name): its tickets count in the first. */
export function zonesCovering(zones: Row[], c: Row): Row[] {
  return zones.map((z) => [z, zoneRank(z, c)] as const).filter(([, rank]) => rank !== null)
    .sort((a, b) => a[1]! - b[1]! || String(a[0].name).localeCompare(String(b[0].name))).map(([z]) => z);
}

/** The active zones a client falls in, the most specific first. */
export async function zonesOfClient(em: EntityManager, clientId: number): Promise<Row[]> {
  const owner = await em.getRepository(entitySchemaOf(client)).findOne({ where: { id: clientId }, select: { id: true, countryCode: true, stateCode: true } }) as Row | null;
  return owner ? zonesCovering(await activeZones(em), owner) : [];
}

/** A zone's targets for a priority, or null when it sets none: a ticket then has no due moments. */
export function targetsOf(zone: Row | undefined, priority: number): ServiceTargets | null {
  const fields = SERVICE_LEVEL_FIELDS.find((l) => l.priority === priority);
  if (!zone || !fields || zone[fields.firstResponse] == null || zone[fields.resolution] == null) return null;
  return { firstResponseMinutes: Number(zone[fields.firstResponse]), resolutionMinutes: Number(zone[fields.resolution]) };
}

/**
 * The auto-assignation of one ticket now (libs/support `pickAgent`): the active rules in their
 * order, the zones the client falls in, and each pool agent's load — open tickets, when last
 * given one, whether active, the zones it covers.
 */
export async function assignmentOf(em: EntityManager, t: { platformSource: string; categoryId: number | null; priority: number; clientId: number }, now: Date): Promise<Assignment> {
  const rules = (await em.getRepository(entitySchemaOf(ticketAssignRule)).find({ where: { status: ACTIVE }, order: { sortOrder: 'ASC', id: 'ASC' } }) as Row[])
    .map((r): AssignmentRule => ({
      id: Number(r.id), source: (r.platformSource as string | null) ?? null, categoryId: r.categoryId == null ? null : Number(r.categoryId),
      priority: r.priority == null ? null : Number(r.priority), zoneId: r.zoneId == null ? null : Number(r.zoneId), agentIds: (r.agentIds as number[]) ?? [],
    }));
  const clientZones = await zonesOfClient(em, t.clientId);
  const allZones = await activeZones(em);
  const zoneHours = new Map(allZones.map((z) => [Number(z.id), hoursOf(z)]));
  const agentIds = [...new Set(rules.flatMap((r) => r.agentIds))];
  const agents = new Map<number, AgentLoad>();
  if (agentIds.length) {
    const users = await em.getRepository(entitySchemaOf(adminUser)).find({ where: { id: In(agentIds) }, select: { id: true, status: true } }) as Row[];
    const loads = await latest(em.getRepository(entitySchemaOf(ticket)).createQueryBuilder('t')
      .select('t.assignee_id', 'agentId').addSelect('COUNT(*)', 'open')
      .where('t.assignee_id IN (:...agentIds) AND t.status IN (:...open)', { agentIds, open: OPEN_STATUSES }).groupBy('t.assignee_id')).getRawMany();
    const lastGiven = await latest(em.getRepository(entitySchemaOf(ticket)).createQueryBuilder('t')
      .select('t.assignee_id', 'agentId').addSelect('MAX(t.assigned_at)', 'last')
      .where('t.assignee_id IN (:...agentIds)', { agentIds }).groupBy('t.assignee_id')).getRawMany();
    const openOf = new Map(loads.map((l) => [Number(l.agentId), Number(l.open)]));
    const lastOf = new Map(lastGiven.map((l) => [Number(l.agentId), momentOf(l.last)]));
    for (const u of users) {
      const id = Number(u.id);
      agents.set(id, {
        id, active: u.status === 'ACTIVE', openTickets: openOf.get(id) ?? 0, lastAssignedAt: lastOf.get(id) ?? null,
        zoneIds: allZones.filter((z) => ((z.agentIds as number[]) ?? []).includes(id)).map((z) => Number(z.id)),
      });
    }
  }
  return pickAgent(rules, { source: t.platformSource, categoryId: t.categoryId, priority: t.priority, zoneIds: clientZones.map((z) => Number(z.id)) }, agents, zoneHours, now);
}

/**
 * On MySQL a create's transaction reads from the snapshot its first read fixed, before it waited
 * for the day's case counter: the tickets committed meanwhile would be missed and the loads
 * come out stale (the bench saw a spread of 6). A locking read sees the latest committed rows;
 * FOR UPDATE, because MariaDB has no FOR SHARE (TypeORM's shared lock on a server that says
 * 10.x). Creates are one at a time behind the counter anyway. SQLite's write lock already runs
 * creates one after the other.
 */
function latest<Q extends SelectQueryBuilder<Row>>(qb: Q): Q {
  return qb.connection.options.type === 'better-sqlite3' ? qb : qb.setLock('pessimistic_write') as Q;
}
