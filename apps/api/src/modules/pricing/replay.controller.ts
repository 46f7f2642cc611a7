import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Admin, RequireAnyOf } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ReplayService } from './replay.service';
import { ProductPathGuard } from './product-path.guard';
import { ReplayRequestDto } from './dto/replay-request.dto';

/**
 * `POST /api/{product}-shipment/admin/pricing/replay`: queues a replay job and answers it (202);
 * `GET /api/jobs/{id}` follows its progress and holds its result. Who may draft a level, a fuel
 * rate or a peak (shipping level) or a surcharge (surcharge setting); the service checks the
 * drafted record's own right and the view of the shipments.
 */
@ApiTags('pricing')
@ApiParam({ name: 'product', type: 'string', example: 'ezeeship' })
@Controller()
@UseGuards(ProductPathGuard)
export class ReplayController {
  constructor(private readonly replays: ReplayService) {}

  @Post(':product-shipment/admin/pricing/replay')
  @HttpCode(202)
  @RequireAnyOf([
    { ref: { module: 'fulfillment', sub: 'shipping-level' }, action: 'edit' },
    { ref: { module: 'labelSaas', sub: 'surcharge-setting' }, action: 'edit' },
  ])
  @ApiOperation({ summary: 'Re-price the stored shipments of a date range with and without a draft change: per client and service, shipments, current and draft totals, delta and margin (a job)' })
  replay(@Body() body: ReplayRequestDto, @Admin() admin: CurrentAdmin) {
    return this.replays.start(body, admin);
  }
}
