import type { EntityManager } from 'typeorm';
import { atRiskMoment, clockMoments, pauseClock, readClock, resumeClock, stateAt, type ClockState } from '@console/support';
import { TICKET_STATUS, client } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import { activeZones, dateOf, hoursOf, targetsOf, zonesCovering, zonesOfClient } from './support-desk';
import type { Row } from '../../engine/row';

/** Where a client's tickets count: the most specific zone covering it (its hours and targets), if any. */
async function zoneOfClient(em: EntityManager, clientId: number): Promise<Row | undefined> {
  return (await zonesOfClient(em, clientId))[0];
}

/**
 * A ticket's due moments and the moments its clocks turn at risk, from its zone's targets for its
 * priority, in the zone's hours, from `from` (none without targets).
 */
export async function dueOnCreate(em: EntityManager, clientId: number, priority: number, from: Date): Promise<Row> {
  const zone = await zoneOfClient(em, clientId);
  const targets = targetsOf(zone, priority);
  if (!zone || !targets) return { firstResponseDue: null, resolutionDue: null, firstResponseAtRisk: null, resolutionAtRisk: null };
  return clockMoments(hoursOf(zone), from, targets);
}

/**
 * What a status move does to the clocks, rules in order:
 * 1. to Resolved: the resolution clock stops (resolvedAt), nothing paused;
 * 2. to Waiting for Client: the resolution clock pauses, keeping its working minutes left;
 * 3. from Waiting for Client: it resumes that far from now;
 * 4. Resolved back to Open (reopen): a new resolution clock of the full target from now.
 */
export async function clocksOnMove(em: EntityManager, current: Row, to: number, now: Date): Promise<Row> {
  const from = Number(current.status);
  if (from === to) return {};
  const zone = await zoneOfClient(em, Number(current.clientId));
  const hours = zone ? hoursOf(zone) : null;
  const targets = targetsOf(zone, Number(current.priority));
  if (to === TICKET_STATUS.RESOLVED) return { resolvedAt: now, pausedMinutesLeft: null };
  if (to === TICKET_STATUS.WAITING) {
    const due = dateOf(current.resolutionDue);
    return due ? { resolutionDue: null, resolutionAtRisk: null, pausedMinutesLeft: String(Math.round(pauseClock(hours, due, now))) } : {};
  }
  if (from === TICKET_STATUS.WAITING && current.pausedMinutesLeft != null) {
    const left = Number(current.pausedMinutesLeft);
    return {
      resolutionDue: resumeClock(hours, left, now), pausedMinutesLeft: null,
      resolutionAtRisk: targets ? atRiskMoment(hours, now, left, targets.resolutionMinutes) : null,
    };
  }
  if (from === TICKET_STATUS.RESOLVED) {
    const moments = targets ? clockMoments(hours, now, targets) : null;
    return { resolvedAt: null, resolutionDue: moments?.resolutionDue ?? null, resolutionAtRisk: moments?.resolutionAtRisk ?? null };
  }
  return {};
}

const WORST: ClockState[] = ['breached', 'atRisk', 'ok', 'met'];

/**
 * The service-level state of tickets about to be returned (the list's red), all at once: the
 * worse of the first-response clock (until the first reply) and the resolution clock, read as
 * clockReadings() says.
 */
export async function slaStatesOf(em: EntityManager, rows: Row[], now: Date): Promise<Map<Row, ClockState | null>> {
  const readings = await clockReadings(em, rows, now);
  return new Map(rows.map((row) => {
    const r = readings.get(row);
    return [row, r ? WORST.find((s) => s === r.firstResponse || s === r.resolution) ?? null : null];
  }));
}

/**
 * Each ticket's two clocks read now (null: its client's zone sets no target for its priority).
 * A ticket whose clocks were set with their at-risk moments (a first-response at-risk moment is
 * stored whenever its zone had targets) is read by comparing its stored moments (stateAt): no
 * zone, no working-time walk. Only the others (written before those moments were stored, or
 * resumed after their zone lost its targets) read the zones and their clients, once for the page,
 * and walk the working time to the due moment (readClock).
 */
export async function clockReadings(em: EntityManager, rows: Row[], now: Date): Promise<Map<Row, { firstResponse: ClockState; resolution: ClockState } | null>> {
  const states = new Map<Row, { firstResponse: ClockState; resolution: ClockState } | null>();
  const rest: Row[] = [];
  for (const row of rows) {
    const firstResponseAtRisk = dateOf(row.firstResponseAtRisk);
    const firstResponse = firstResponseAtRisk && stateAt(dateOf(row.firstResponseDue), firstResponseAtRisk, dateOf(row.firstRespondedAt), now);
    const resolution = firstResponse && stateAt(dateOf(row.resolutionDue), dateOf(row.resolutionAtRisk), dateOf(row.resolvedAt), now);
    if (firstResponse && resolution) states.set(row, { firstResponse, resolution });
    else rest.push(row);
  }
  if (!rest.length) return states;
  const zones = await activeZones(em);
  const clientIds = [...new Set(rest.map((r) => Number(r.clientId)))];
  const clients = (await em.getRepository(entitySchemaOf(client)).createQueryBuilder('c').select(['c.id', 'c.countryCode', 'c.stateCode']).whereInIds(clientIds).getMany()) as Row[];
  const zoneByClient = new Map<number, Row | undefined>(clients.map((c) => [Number(c.id), zonesCovering(zones, c)[0]]));
  for (const row of rest) {
    const zone = zoneByClient.get(Number(row.clientId));
    const target = targetsOf(zone, Number(row.priority));
    if (!zone || !target) {
      states.set(row, null);
      continue;
    }
    const read = (due: Date | null, atRisk: Date | null, targetMinutes: number, doneAt: Date | null): ClockState =>
      stateAt(due, atRisk, doneAt, now) ?? readClock(hoursOf(zone), due, targetMinutes, doneAt, now).state;
    const firstResponse = read(dateOf(row.firstResponseDue), dateOf(row.firstResponseAtRisk), target.firstResponseMinutes, dateOf(row.firstRespondedAt));
    const resolution = read(dateOf(row.resolutionDue), dateOf(row.resolutionAtRisk), target.resolutionMinutes, dateOf(row.resolvedAt));
    states.set(row, { firstResponse, resolution });
  }
  return states;
}
