import { ApiProperty } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import type { FieldDef } from '@console/metadata';
import { funding } from '@console/resources';
import { IsVersion } from '../../../core/validation/checks';
import { RefuseUnknownFields } from '../../../core/validation/refuse-unknown';
import { says } from '../../../core/validation/says';
import { FieldOf } from '../../../engine/field-of';
import { VERSION_LABEL } from '../../../engine/validation';

const fields = funding.fields;
const denyReason = funding.customActions!.find((a) => a.name === 'deny')!.input!.reason as FieldDef;

/** `POST /api/finance/fundings`: a funding as its create form has it, by the funding resource's rules. */
@RefuseUnknownFields()
export class CreateFundingDto {
  @FieldOf(fields.clientId)
  clientId!: number;

  @FieldOf(fields.amount)
  amount!: string | number;

  @FieldOf(fields.fundingType)
  fundingType!: number;

  @FieldOf(fields.reference)
  reference!: string;
}

/** The version the screen read, when it sends one: a stale one gets 409. */
class DecisionDto {
  @ApiProperty({ type: 'integer', minimum: 0, required: false, description: 'The version read: a stale one gets 409', example: 1 })
  @ValidateIf((_dto, version: unknown) => version !== undefined)
  @IsVersion(says('required', VERSION_LABEL))
  version?: number;
}

/** `POST /api/finance/fundings/{id}/approve`: nothing but the version read, if any. */
@RefuseUnknownFields()
export class ApproveFundingDto extends DecisionDto {}

/** `POST /api/finance/fundings/{id}/deny`: the reason the client is told (the deny action's input). */
@RefuseUnknownFields()
export class DenyFundingDto extends DecisionDto {
  @FieldOf(denyReason)
  reason!: string;
}
