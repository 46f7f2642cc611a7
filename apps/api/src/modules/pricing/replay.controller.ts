import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { Admin, RequireAnyOf } from '../../core/auth/decorators';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ReplayService } from './replay.service';

/**
 * `POST /api/{product}-shipment/admin/pricing/replay` (issue 12 §3): queues a replay job and
 * answers it (202); `GET /api/jobs/{id}` follows its progress and holds its result. Who may draft
 * a level, a fuel rate or a peak (shipping level) or a surcharge (surcharge setting); the service
 * checks the drafted record's own right and the view of the shipments.
 */
@ApiTags('pricing')
@Controller()
export class ReplayController {
  constructor(private readonly replays: ReplayService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post(':product-shipment/admin/pricing/replay')
  @HttpCode(202)
  @RequireAnyOf([
    { ref: { module: 'fulfillment', sub: 'shipping-level' }, action: 'edit' },
    { ref: { module: 'labelSaas', sub: 'surcharge-setting' }, action: 'edit' },
  ])
  @ApiOperation({ summary: 'Re-price the stored shipments of a date range with and without a draft change: per client and service, shipments, current and draft totals, delta and margin (a job)' })
  replay(@Param('product') product: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
    if (product !== this.config.productCode.toLowerCase()) throw new AppException(404, 'routeNotFound');
    return this.replays.start(body, admin);
  }
}
