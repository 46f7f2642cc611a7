import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Brackets, DataSource } from 'typeorm';
import { ADMIN_MSG_WORK_ORDER_SLA_AT_RISK } from '@console/contracts';
import { TICKET_STATUS, adminUser, ticket } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import { clockReadings } from './ticket-clocks';
import { type SlaTarget, TicketNoticeEntity, TicketNotices } from './ticket-notices';
import type { Row } from '../../engine/row';

/** How often the desk looks for tickets about to breach. */
const EVERY_MS = 60_000;
/** Tickets read per look, nearest due first: far more than a desk has at risk at once. */
const BATCH = 500;
/**
 * Due within this wall time: the at-risk share of the longest target, weekends included, falls
 * well inside it (a clock further away cannot be at risk yet).
 */
const HORIZON_MS = 14 * 24 * 3600_000;

/**
 * About to breach (the service levels, beyond the spec): every minute, the assigned tickets that
 * are being worked (Open, In Progress; Waiting for Client stops the clock) whose first-response or
 * resolution clock has entered its last fifth (libs/support `readClock`: at risk) tell their
 * assignee once per clock over STOMP (ADMIN_MSG_WORK_ORDER_SLA_AT_RISK with ticketCaseId, caseNo,
 * platformSource and target), logged in Message Management; the lists show them red (the ticket's
 * rowTone on slaState). A reassigned ticket warns its new assignee too.
 */
@Injectable()
export class TicketSlaWatch implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TicketSlaWatch');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly ds: DataSource, private readonly notices: TicketNotices) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.scan(new Date()).catch((error: unknown) => this.logger.warn(`SLA watch failed: ${String(error)}`));
    }, EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One look at `now`: the warnings it sent, as [ticket id, clock]. */
  async scan(now: Date): Promise<Array<[number, SlaTarget]>> {
    const horizon = new Date(now.getTime() + HORIZON_MS);
    const rows = await this.ds.getRepository(entitySchemaOf(ticket)).createQueryBuilder('t')
      .where('t.status IN (:...working)', { working: [TICKET_STATUS.OPEN, TICKET_STATUS.IN_PROGRESS] })
      .andWhere('t.assigneeId IS NOT NULL')
      .andWhere(new Brackets((w) => w
        .where('t.firstRespondedAt IS NULL AND t.firstResponseDue <= :horizon', { horizon })
        .orWhere('t.resolutionDue <= :horizon', { horizon })))
      .orderBy('t.resolutionDue', 'ASC').limit(BATCH).getMany() as Row[];
    if (!rows.length) return [];
    const readings = await clockReadings(this.ds.manager, rows, now);
    const sent: Array<[number, SlaTarget]> = [];
    for (const row of rows) {
      const reading = readings.get(row);
      if (!reading) continue;
      for (const target of ['firstResponse', 'resolution'] as const) {
        if (reading[target] !== 'atRisk' || await this.warned(row, target)) continue;
        const agent = await this.ds.getRepository(entitySchemaOf(adminUser)).findOne({ where: { id: Number(row.assigneeId) }, select: { id: true, userName: true } }) as Row | null;
        if (!agent) continue;
        await this.notices.send({ id: Number(agent.id), userName: String(agent.userName) }, ADMIN_MSG_WORK_ORDER_SLA_AT_RISK,
          { id: Number(row.id), caseNo: String(row.caseNo), platformSource: String(row.platformSource) }, { target });
        sent.push([Number(row.id), target]);
      }
    }
    return sent;
  }

  /** This assignee was already warned of this clock of this ticket. */
  private warned(row: Row, target: SlaTarget): Promise<boolean> {
    return this.ds.getRepository(TicketNoticeEntity).exists({
      where: { ticketId: Number(row.id), adminUserId: Number(row.assigneeId), messageType: ADMIN_MSG_WORK_ORDER_SLA_AT_RISK, target },
    });
  }
}
