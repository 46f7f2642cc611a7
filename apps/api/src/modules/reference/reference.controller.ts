import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { parseAddress } from '@console/contracts';
import { SelfOnly } from '../../core/auth/decorators';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { allCountries, statesOf } from './locations';

/**
 * The shared calls of spec 01 §7 every address form makes: countries, a country's states, and
 * the auto-input's parser. Any signed-in user may ask (they reveal no one's data). The
 * `{product}-shipment` prefix is this deployment's product code; another prefix is 404.
 */
@ApiTags('Reference data')
@ApiBearerAuth()
@Controller()
export class ReferenceController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private assertProduct(product: string): void {
    if (product !== this.config.productCode.toLowerCase()) throw new AppException(404, 'routeNotFound');
  }

  @Get(':product-shipment/address/queryCountry')
  @SelfOnly()
  @ApiOperation({ summary: 'Every country: [{countryCode, countryName, phoneCode}] by name' })
  queryCountry(@Param('product') product: string) {
    this.assertProduct(product);
    return allCountries();
  }

  @Get(':product-shipment/address/queryState')
  @SelfOnly()
  @ApiOperation({ summary: "A country's states: [{stateCode, stateName, countryCode}] by name (US: the 50 states and DC)" })
  @ApiQuery({ name: 'countryCode', required: true, example: 'US' })
  queryState(@Param('product') product: string, @Query('countryCode') countryCode: unknown) {
    this.assertProduct(product);
    const params = { en: { field: 'countryCode' }, zh: { field: 'countryCode' } };
    if (typeof countryCode !== 'string' || countryCode.trim() === '') throw badRequest('required', params);
    const states = /^[A-Za-z]{2}$/.test(countryCode.trim()) ? statesOf(countryCode) : undefined;
    if (!states) throw badRequest('invalidData');
    return states;
  }

  @Post('wms-user/addressBook/parse')
  @HttpCode(200)
  @SelfOnly()
  @ApiOperation({ summary: "The address auto-input: body {text}; answers the form's fields, or 400 naming the rule the text breaks" })
  parse(@Body() body: unknown) {
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.length > 2000) throw badRequest('invalidData');
    const parsed = parseAddress(text);
    if (!parsed.ok) throw badRequest(parsed.error);
    return parsed.address;
  }
}
