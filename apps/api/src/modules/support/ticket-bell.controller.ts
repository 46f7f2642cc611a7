import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { TICKET_NOTICE_PAGE_SIZE } from '@console/contracts';
import { Admin, SelfOnly } from '../../core/auth/decorators';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { parsePaging } from '../../engine/query';
import { TicketBell } from './ticket-bell';

const MAX_PAGE_SIZE = 100;
/** Most notice ids one "mark seen" names (the bell sends a page's worth). */
const MAX_IDS = 500;
const ID = /^[1-9][0-9]{0,9}$/;

/** `{ids: [1, 2]}` or `{all: true}`, nothing else. */
function idsOf(body: unknown): number[] | 'all' {
  const payload = body && typeof body === 'object' && !Array.isArray(body) ? body as Record<string, unknown> : null;
  const keys = payload ? Object.keys(payload) : [];
  if (payload && keys.length === 1 && payload.all === true) return 'all';
  const ids = payload && keys.length === 1 ? payload.ids : undefined;
  if (!Array.isArray(ids) || !ids.length || ids.length > MAX_IDS || ids.some((v) => (typeof v !== 'number' && typeof v !== 'string') || !ID.test(String(v)) || Number(v) > 2_147_483_647)) {
    throw badRequest('invalidData');
  }
  return [...new Set(ids.map(Number))];
}

/**
 * The header's bell: the signed-in user's own desk notices (auto-assigned, about to breach, replied
 * to), newest first, with the unseen count; marking some or all seen. Any signed-in user may call
 * these: each reads and marks only the caller's own notices.
 */
@ApiTags('Support')
@ApiBearerAuth()
@Controller('me/ticket-notices')
export class TicketBellController {
  constructor(private readonly bell: TicketBell) {}

  @Get()
  @SelfOnly()
  @ApiOperation({ summary: "My desk notices, newest first: {records: [{id, type, ticketCaseId, caseNo, platformSource, target?, authorName?, seen, hidden?, createTime}], total, curPageNo, pageSize, unseen}; a notice of a ticket I may no longer view is `hidden` with no case details" })
  @ApiQuery({ name: 'curPageNo', required: false, example: 1 })
  @ApiQuery({ name: 'pageSize', required: false, example: TICKET_NOTICE_PAGE_SIZE })
  list(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
    const unknown = Object.keys(query).find((k) => k !== 'curPageNo' && k !== 'pageSize');
    if (unknown !== undefined) throw badRequest('unknownFilter', { en: { field: unknown.slice(0, 64) }, zh: { field: unknown.slice(0, 64) } });
    const { page, pageSize } = parsePaging(query, MAX_PAGE_SIZE, TICKET_NOTICE_PAGE_SIZE);
    return this.bell.page(admin, page, pageSize);
  }

  @Get('unseen')
  @SelfOnly()
  @ApiOperation({ summary: 'How many of my desk notices I have not seen: {unseen}' })
  async unseen(@Admin() admin: CurrentAdmin) {
    return { unseen: await this.bell.unseen(admin.id) };
  }

  @Post('seen')
  @HttpCode(200)
  @SelfOnly()
  @ApiOperation({ summary: 'Marks my desk notices seen: {ids: [1, 2]} (at most 500; ids not mine change nothing) or {all: true}; answers {seen, unseen}' })
  @ApiBody({ schema: { oneOf: [
    { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_IDS } }, required: ['ids'] },
    { type: 'object', properties: { all: { type: 'boolean', enum: [true] } }, required: ['all'] },
  ] } })
  async markSeen(@Body() body: unknown, @Admin() admin: CurrentAdmin) {
    const seen = await this.bell.markSeen(admin.id, idsOf(body));
    return { seen, unseen: await this.bell.unseen(admin.id) };
  }
}
