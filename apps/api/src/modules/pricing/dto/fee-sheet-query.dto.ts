import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { ratedShipment } from '@console/resources';
import { Checks, IsDay, IsIdText } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';

const labels = ratedShipment.fields;
const DATE = { en: 'Date', zh: '日期' };
/** Left out or empty: not asked for (the screen sends a client or a level, never both). */
const given = (_dto: object, value: unknown) => value !== undefined && value !== '';

/**
 * The query of GET .../rate/fee-sheet: a client (clientId) or a level (levelId), the account,
 * service, package type and address type (residential=true), and the day. Other keys are ignored.
 */
export class FeeSheetQueryDto {
  @ApiProperty({ type: 'string', pattern: '^[1-9][0-9]{0,9}$', required: false, description: "The client's price (its level, its own surcharges)", example: '1' })
  @ValidateIf(given)
  @IsIdText(says('patternMismatch', labels.clientId.label))
  clientId?: string;

  @ApiProperty({ type: 'string', pattern: '^[1-9][0-9]{0,9}$', required: false, description: "A level's price, without a client", example: '1' })
  @ValidateIf(given)
  @IsIdText(says('patternMismatch', labels.pricingLevelId.label))
  levelId?: string;

  @ApiProperty({ type: 'string', pattern: '^[1-9][0-9]{0,9}$', example: '1' })
  @Checks(IsDefined(says('required', labels.shippingAccountId.label)), IsIdText(says('patternMismatch', labels.shippingAccountId.label)))
  shippingAccountId!: string;

  @ApiProperty({ type: 'string', pattern: '^[1-9][0-9]{0,9}$', example: '1' })
  @Checks(IsDefined(says('required', labels.carrierServiceId.label)), IsIdText(says('patternMismatch', labels.carrierServiceId.label)))
  carrierServiceId!: string;

  @ApiProperty({ type: 'string', required: false, description: 'Default YOUR_PACKAGING', example: 'YOUR_PACKAGING' })
  @IsOptional()
  @IsString(says('textInvalid', labels.packageType.label))
  packageType?: string;

  @ApiProperty({ type: 'string', enum: ['true', 'false'], required: false, description: 'A residential address (default false)' })
  @IsOptional()
  @IsIn(['true', 'false'], says('booleanInvalid', labels.residential.label))
  residential?: 'true' | 'false';

  @ApiProperty({ type: 'string', format: 'date', description: 'YYYY-MM-DD: the prices in force that day', example: '2026-06-15' })
  @Checks(IsDefined(says('required', DATE)), IsDay(says('dateInvalid', DATE)))
  date!: string;
}
