import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { PermissionRef } from '@console/contracts';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { QuoteService } from './quote.service';
import { ProductPathGuard } from './product-path.guard';
import { QuoteRequestDto } from './dto/quote-request.dto';
import { FeeSheetQueryDto } from './dto/fee-sheet-query.dto';

/** Who prices a shipment: levels and fee detail screens, and orders (Get Rate). */
const QUOTES: PermissionRef[] = ['shipping-level', 'shipping-fee-detail', 'order'].map((sub) => ({ module: 'fulfillment' as const, sub }));

/** `POST /api/{product}-shipment/admin/rate/quote` (02 §2's Get Rate) and `GET .../rate/fee-sheet` (the shipping-fee screen). */
@ApiTags('pricing')
@ApiParam({ name: 'product', type: 'string', example: 'ezeeship' })
@Controller()
@UseGuards(ProductPathGuard)
export class QuoteController {
  constructor(private readonly quotes: QuoteService) {}

  @Post(':product-shipment/admin/rate/quote')
  @HttpCode(200)
  @RequirePermission(QUOTES, 'view')
  @ApiOperation({ summary: "Price a shipment with what was in force on its ship date: the engine's lines and total, its input, and which records it came from" })
  quote(@Body() body: QuoteRequestDto, @Admin() admin: CurrentAdmin) {
    return this.quotes.quote(body, admin);
  }

  @Get(':product-shipment/admin/rate/fee-sheet')
  @RequirePermission(QUOTES, 'view')
  @ApiOperation({ summary: "What a client (clientId) or a level (levelId) pays per weight range and zone for an account, service, package type (packageType) and address (residential=true) on a day (date): the engine's base price next to cost and publish" })
  feeSheet(@Query() query: FeeSheetQueryDto, @Admin() admin: CurrentAdmin) {
    return this.quotes.feeSheet(query, admin);
  }
}
