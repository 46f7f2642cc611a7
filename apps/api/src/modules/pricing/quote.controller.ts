import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PermissionRef } from '@console/contracts';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { QuoteService } from './quote.service';

/** Who prices a shipment: levels and fee detail screens, and orders (Get Rate). */
const QUOTES: PermissionRef[] = ['shipping-level', 'shipping-fee-detail', 'order'].map((sub) => ({ module: 'fulfillment' as const, sub }));

/** `POST /api/{product}-shipment/admin/rate/quote` (issue 12 §3) and `GET .../rate/fee-sheet` (the shipping-fee screen). */
@ApiTags('pricing')
@Controller()
export class QuoteController {
  constructor(private readonly quotes: QuoteService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post(':product-shipment/admin/rate/quote')
  @HttpCode(200)
  @RequirePermission(QUOTES, 'view')
  @ApiOperation({ summary: "Price a shipment with what was in force on its ship date: the engine's lines and total, its input, and which records it came from" })
  quote(@Param('product') product: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
    if (product !== this.config.productCode.toLowerCase()) throw new AppException(404, 'routeNotFound');
    return this.quotes.quote(body, admin);
  }

  @Get(':product-shipment/admin/rate/fee-sheet')
  @RequirePermission(QUOTES, 'view')
  @ApiOperation({ summary: "What a client (clientId) or a level (levelId) pays per weight range and zone for an account, service, package type (packageType) and address (residential=true) on a day (date): the engine's base price next to cost and publish" })
  feeSheet(@Param('product') product: string, @Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
    if (product !== this.config.productCode.toLowerCase()) throw new AppException(404, 'routeNotFound');
    return this.quotes.feeSheet(query, admin);
  }
}
