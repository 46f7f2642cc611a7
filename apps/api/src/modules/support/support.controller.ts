import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { MESSAGE_KIND, TICKET_SOURCES, ticket, ticketMessage } from '@console/resources';
import { Admin, RequireAnyOf, SelfOnly } from '../../core/auth/decorators';
import { entitySchemaOf } from '../../engine/entity-schema';
import { ResourceRegistry } from '../../engine/resource-registry';
import { parseId } from '../../engine/resource-controller.factory';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { TicketNotices } from './ticket-notices';

const ID = /^[1-9][0-9]{0,9}$/;

/** Ticket ids from the query (`1,2` or repeated) and the payload (`[1, 2]` or `{ ticketCaseIds: [...] }`), distinct. */
function ticketIdsOf(query: unknown, body: unknown): number[] {
  const fromQuery = (Array.isArray(query) ? query : query === undefined ? [] : String(query).split(',')).map((v) => String(v).trim()).filter(Boolean);
  const payload = Array.isArray(body) ? body : (body as { ticketCaseIds?: unknown } | null)?.ticketCaseIds;
  const fromBody = Array.isArray(payload) ? payload.map(String) : [];
  const all = [...fromQuery, ...fromBody];
  if (!all.length || all.length > 500 || all.some((v) => !ID.test(v))) throw badRequest('invalidData');
  return [...new Set(all.map(Number))];
}

/**
 * The support desk's own calls (02 §7): markAsRead, sent when an auto-assign push is opened, at
 * its exact path and shape; the caller's unread desk notices (each marks or reads only the
 * caller's own, so any signed-in user may call them); and a ticket as its client sees it.
 */
@ApiTags('Support')
@Controller()
export class SupportController {
  constructor(
    private readonly notices: TicketNotices, private readonly registry: ResourceRegistry, private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(':product-workorder/admin/user/message/markAsRead')
  @HttpCode(200)
  @SelfOnly()
  @ApiOperation({ summary: "Marks the caller's ticket notices (auto-assign, about to breach, reply) of these tickets read: query ticketCaseIds=1,2; payload ticketCaseIds" })
  @ApiQuery({ name: 'ticketCaseIds', required: false, example: '12,13' })
  async markAsRead(@Param('product') product: string, @Query('ticketCaseIds') query: unknown, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
    if (product !== this.config.productCode.toLowerCase()) throw new AppException(404, 'routeNotFound');
    const ticketCaseIds = ticketIdsOf(query, body);
    return { ticketCaseIds, read: await this.notices.markRead(admin.id, ticketCaseIds) };
  }

  @Get('support/notices')
  @SelfOnly()
  @ApiOperation({ summary: "The caller's unread ticket notices, newest first (at most 50)" })
  async unread(@Admin() admin: CurrentAdmin) {
    return (await this.notices.unread(admin.id)).map((n) => ({ ticketCaseId: n.ticketId, caseNo: n.caseNo, platformSource: n.platformSource, type: n.messageType, ...(n.target ? { target: n.target } : {}), createTime: n.createTime }));
  }

  /**
   * A ticket as its client sees it (what a client-facing answer carries): its case, status and
   * public replies; never an internal note nor the desk's own changes. Whoever may view the
   * ticket (its source's sub-role, its data scope) may ask: the desk checks what it shows.
   */
  @Get('support/tickets/:id/client-view')
  @RequireAnyOf(TICKET_SOURCES.map((s) => ({ ref: { module: 'support' as const, sub: s.sub }, action: 'view' as const })))
  @ApiOperation({ summary: 'A ticket as its client sees it: case, status and public replies only (no internal notes, no desk changes)' })
  async clientView(@Param('id') id: string, @Admin() admin: CurrentAdmin) {
    const t = await this.registry.find(ticket.name)!.get(parseId(id), admin) as Record<string, unknown>;
    const replies = await this.ds.getRepository(entitySchemaOf(ticketMessage)).find({ where: { ticketId: Number(t.id), kind: MESSAGE_KIND.REPLY }, order: { createTime: 'ASC', id: 'ASC' } }) as Array<Record<string, unknown>>;
    return {
      ticketCaseId: t.id, caseNo: t.caseNo, platformSource: t.platformSource, subject: t.subject, description: t.description, status: t.status,
      priority: t.priority, relatedType: t.relatedType, relatedNo: t.relatedNo, attachments: t.attachments, createTime: t.createTime,
      messages: replies.map((m) => ({ body: m.body, authorName: m.authorName, attachments: m.attachments ?? [], createTime: m.createTime })),
    };
  }
}
