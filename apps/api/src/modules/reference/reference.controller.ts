import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { bilingual, parseAddress } from '@console/contracts';
import { SelfOnly } from '../../core/auth/decorators';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { allCountries, citiesOf, statesOf } from './locations';

/**
 * The shared calls of spec 01 §7 every address form makes: countries, a country's states, a
 * state's cities (02 §3), and the auto-input's parser. Any signed-in user may ask (they reveal no one's data). The
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

  @Get(':product-shipment/address/queryCity')
  @SelfOnly()
  // Reference data changes with a release only: a browser may keep an answer for a day.
  @Header('Cache-Control', 'private, max-age=86400')
  @ApiOperation({ summary: "A state's cities: [{cityCode, cityName}] by name; [] where the reference has none (the city is typed)" })
  @ApiQuery({ name: 'countryCode', required: true, example: 'AU' })
  @ApiQuery({ name: 'stateCode', required: true, example: 'NSW' })
  queryCity(@Param('product') product: string, @Query('countryCode') countryCode: unknown, @Query('stateCode') stateCode: unknown) {
    this.assertProduct(product);
    for (const [field, value] of [['countryCode', countryCode], ['stateCode', stateCode]] as const) {
      if (typeof value !== 'string' || value.trim() === '') throw badRequest('required', { en: { field }, zh: { field } });
    }
    const ok = /^[A-Za-z]{2}$/.test((countryCode as string).trim()) && /^[A-Za-z0-9-]{1,8}$/.test((stateCode as string).trim());
    const cities = ok ? citiesOf(countryCode as string, stateCode as string) : undefined;
    if (!cities) throw badRequest('invalidData');
    return cities;
  }

  @Post('wms-user/addressBook/parse')
  @HttpCode(200)
  @SelfOnly()
  @ApiOperation({ summary: "The address auto-input: body {text}; answers the form's fields (with warnings [{field, message, zhMessage}] when a zip code is not in its state), or 400 naming the rule the text breaks" })
  parse(@Body() body: unknown) {
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.length > 2000) throw badRequest('invalidData');
    const parsed = parseAddress(text);
    if (!parsed.ok) throw badRequest(parsed.error);
    // A state written out ('New South Wales') is answered as its code where the reference knows it.
    const typed = parsed.address.stateCode.toLowerCase();
    const state = statesOf(parsed.address.countryCode)?.find((s) => s.stateName.toLowerCase() === typed || s.stateCode.toLowerCase() === typed);
    if (state) parsed.address.stateCode = state.stateCode;
    if (!parsed.warnings.length) return parsed.address;
    // What was read but should be looked at (a zip code of another state): filled, and said.
    const warnings = parsed.warnings.map((w) => ({ field: w.field, ...bilingual(w.message, { en: w.params, zh: w.params }) }));
    return { ...parsed.address, warnings };
  }
}
