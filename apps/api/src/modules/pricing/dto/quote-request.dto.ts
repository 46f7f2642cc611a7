import { ApiProperty, type ApiPropertyOptions, type SchemaObject } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsDefined, IsOptional, IsString, ValidateBy, ValidateIf } from 'class-validator';
import type { PackageInput } from '@console/pricing';
import { ratedShipment } from '@console/resources';
import { Checks, IsDay, IsRecordId } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';

const labels = ratedShipment.fields;
const FROM = { en: 'From ZIP', zh: '发货邮编' };
const TO = { en: 'To ZIP', zh: '收货邮编' };
const STORE = { en: 'Keep the Priced Shipment', zh: '保存计价运单' };

/** An address as a quote needs it: an object with its ZIP code (the zone comes from its first three digits). */
const IsAddress = (label: typeof FROM) => ValidateBy({
  name: 'isAddress',
  validator: { validate: (value) => typeof value === 'object' && value !== null && typeof (value as { zipCode?: unknown }).zipCode === 'string' },
}, says('required', label));

const ADDRESS_SCHEMA: ApiPropertyOptions = { type: 'object', required: ['zipCode'], properties: { zipCode: { type: 'string', example: '90210' } } };

const PACKAGE_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    weight: { type: 'string', example: '3' }, weightUnit: { type: 'string', enum: ['lb', 'oz', 'kg', 'g'] },
    length: { type: 'string', example: '10' }, width: { type: 'string', example: '8' }, height: { type: 'string', example: '6' },
    dimUnit: { type: 'string', enum: ['in', 'cm'] },
  },
};

/**
 * What POST .../rate/quote takes (02 §3): the shipment's facts. Its packages'
 * weights and sides are the rate engine's to judge (a package it cannot price is a result with
 * ok: false, not a refusal). Other keys are ignored.
 */
export class QuoteRequestDto {
  @ApiProperty({ type: 'integer', minimum: 1, required: false, nullable: true, description: "Price on this client's level (else the default level)", example: 1 })
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @IsRecordId(says('patternMismatch', labels.clientId.label))
  clientId?: number | null;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  @Checks(IsDefined(says('required', labels.shippingAccountId.label)), IsRecordId(says('patternMismatch', labels.shippingAccountId.label)))
  shippingAccountId!: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  @Checks(IsDefined(says('required', labels.carrierServiceId.label)), IsRecordId(says('patternMismatch', labels.carrierServiceId.label)))
  carrierServiceId!: number;

  @ApiProperty({ type: 'string', required: false, description: 'Default YOUR_PACKAGING', example: 'YOUR_PACKAGING' })
  @IsOptional()
  @IsString(says('textInvalid', labels.packageType.label))
  packageType?: string;

  @ApiProperty(ADDRESS_SCHEMA)
  @IsAddress(FROM)
  fromAddress!: { zipCode: string };

  @ApiProperty(ADDRESS_SCHEMA)
  @IsAddress(TO)
  toAddress!: { zipCode: string };

  @ApiProperty({ type: 'boolean', required: false, description: 'A residential address (default false)' })
  @IsOptional()
  @IsBoolean(says('booleanInvalid', labels.residential.label))
  residential?: boolean;

  @ApiProperty({ type: 'string', format: 'date', description: 'YYYY-MM-DD: priced with what was in force that day', example: '2026-06-15' })
  @Checks(IsDefined(says('required', labels.shipDate.label)), IsDay(says('dateInvalid', labels.shipDate.label)))
  shipDate!: string;

  @ApiProperty({ type: 'array', items: PACKAGE_SCHEMA, example: [{ weight: '3', weightUnit: 'lb', length: '10', width: '8', height: '6', dimUnit: 'in' }] })
  @Checks(IsDefined(says('required', labels.packages.label)), IsArray(says('listInvalid', labels.packages.label)))
  packages!: PackageInput[];

  @ApiProperty({ type: 'boolean', required: false, description: 'Keep the priced shipment (rated-shipment) for fee detail and replays' })
  @IsOptional()
  @IsBoolean(says('booleanInvalid', STORE))
  store?: boolean;
}
