import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';
import { clientOrder } from '@console/resources';
import { IsRecordId } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';

const ADDRESS = { en: 'Address', zh: '地址' };
const TEXT_PARTS = ['name', 'company', 'addressLine1', 'addressLine2', 'city', 'stateCode', 'zipCode', 'countryCode', 'phone', 'email'];

/** A 02 §3 Address: an object whose given parts are text (the residential flag a boolean). */
const IsAddressObject = () => ValidateBy({
  name: 'isAddressObject',
  validator: {
    validate: (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const a = value as Record<string, unknown>;
      return TEXT_PARTS.every((k) => a[k] === undefined || a[k] === null || (typeof a[k] === 'string' && a[k].length <= 255))
        && (a.isResidential === undefined || a.isResidential === null || typeof a.isResidential === 'boolean');
    },
  },
}, says('required', ADDRESS));

const ADDRESS_SCHEMA: ApiPropertyOptions = {
  type: 'object', required: ['addressLine1', 'city', 'zipCode', 'countryCode'],
  properties: {
    ...Object.fromEntries(TEXT_PARTS.map((k) => [k, { type: 'string' }])), isResidential: { type: 'boolean' },
  },
  example: { addressLine1: '350 5th Ave', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', isResidential: true },
};

/** What POST /api/orders/validate-address takes: an address and, for the carrier's advice, the order's service. */
export class ValidateAddressDto {
  @ApiProperty(ADDRESS_SCHEMA)
  @IsAddressObject()
  address!: Record<string, unknown>;

  @ApiProperty({ type: 'integer', minimum: 1, required: false, nullable: true, description: "The order's service: a home shipped with a service for businesses gets the FedEx Home Delivery advice", example: 1 })
  @ValidateIf((_dto, value) => value !== undefined && value !== null)
  @IsRecordId(says('patternMismatch', clientOrder.fields.carrierServiceId.label))
  carrierServiceId?: number | null;
}
