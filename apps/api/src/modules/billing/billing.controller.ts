import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { isDateParam } from '@console/contracts';
import { client } from '@console/resources';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { RebillRequestDto } from './dto/rebill-request.dto';
import { planInForce } from './plan-in-force';
import { RebillService } from './rebill.service';

/** `?memberId=5&day=2026-11-29`, checked: a whole id, a real calendar day (as every date parameter is). */
function readQuery(query: Record<string, unknown>): { memberId: number; day: string } {
  const memberId = Number(query.memberId);
  const day = String(query.day ?? '');
  if (!Number.isSafeInteger(memberId) || memberId < 1 || !isDateParam(day)) throw badRequest('invalidData');
  return { memberId, day };
}

/**
 * Billing automation's reads beyond the generated screens: which plan bills a client (or a
 * supplier) on a day, through its group, as the versions in force that day say. Each party's route
 * is read with that party's sub-role; a client is asked about only by those who may see it (a
 * sales user's own clients: another's answers 404, as its record does). And the re-bill preview:
 * a draft plan priced over its clients' past (rebill.ts), a job, for those who may edit plans.
 */
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(private readonly ds: DataSource, private readonly registry: ResourceRegistry, private readonly rebills: RebillService) {}

  @Get('client-billing-automation/plan-in-force')
  @RequirePermission({ module: 'fulfillment', sub: 'client-billing-automation' }, 'view')
  @ApiOperation({ summary: "The billing plan of a client on a day (?memberId=&day=YYYY-MM-DD): its group, the plan's version then, its charge items and storage rules; null when none" })
  async client(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
    const { memberId, day } = readQuery(query);
    await this.registry.find(client.name)!.get(memberId, admin);
    return planInForce(this.ds.manager, 'client', memberId, day);
  }

  @Get('billing-automation/plan-in-force')
  @RequirePermission({ module: 'fulfillment', sub: 'supplier-billing-automation' }, 'view')
  @ApiOperation({ summary: "The billing plan of a warehouse supplier on a day (?memberId=&day=YYYY-MM-DD); null when none" })
  supplier(@Query() query: Record<string, unknown>) {
    const { memberId, day } = readQuery(query);
    return planInForce(this.ds.manager, 'supplier', memberId, day);
  }

  @Post('client-billing-automation/rebill-preview')
  @HttpCode(202)
  @RequirePermission({ module: 'fulfillment', sub: 'client-billing-automation' }, 'edit')
  @ApiOperation({ summary: "Re-bill preview: a draft plan's charge items and storage rules priced over a past range of its clients' order events and stock (a job): per client and item, current and draft totals and the delta" })
  rebill(@Body() body: RebillRequestDto, @Admin() admin: CurrentAdmin) {
    return this.rebills.start(body, admin);
  }
}
