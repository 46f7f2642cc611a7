import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { Checks, IsDay, IsRecordId } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';
import { DRAFTABLE, type DraftResource } from '../pricing-book';

const FROM = { en: 'From', zh: '开始日期' };
const TO = { en: 'To', zh: '结束日期' };
const DRAFT = { en: 'Draft', zh: '草稿' };
const draftInvalid = says('replayDraftInvalid');

/** The change to price: a level (by its id), a surcharge, a fuel rate or a peak, new or edited. */
class ReplayDraftDto {
  @ApiProperty({ type: 'string', enum: Object.keys(DRAFTABLE), example: 'fuel-rate' })
  @IsIn(Object.keys(DRAFTABLE), draftInvalid)
  resource!: DraftResource;

  @ApiProperty({ type: 'integer', minimum: 1, required: false, nullable: true, description: 'The record drafted (a level needs it); left out: a new record', example: 1 })
  @ValidateIf((draft: ReplayDraftDto, id: unknown) => (id !== undefined && id !== null) || draft.resource === 'pricing-level')
  @IsRecordId(draftInvalid)
  id?: number | null;

  @ApiProperty({ type: 'string', format: 'date', required: false, nullable: true, description: 'The day the draft is in force from (default: from)', example: '2026-06-10' })
  @ValidateIf((_draft, day: unknown) => day !== undefined && day !== null)
  @IsDay(draftInvalid)
  effectiveFrom?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "The record's new values, checked by its resource's own rules", example: { carrier: 2, fuelPercent: '20' } })
  @IsOptional()
  @IsObject(draftInvalid)
  values?: Record<string, unknown>;
}

/**
 * The replay's request: a date range of stored shipments and a draft change. The range's order and
 * length, and the draft's values, are the service's to judge (they need each other and the
 * resource's rules). Other keys are ignored.
 */
export class ReplayRequestDto {
  @ApiProperty({ type: 'string', format: 'date', example: '2026-06-01' })
  @Checks(IsDefined(says('required', FROM)), IsDay(says('dateInvalid', FROM)))
  from!: string;

  @ApiProperty({ type: 'string', format: 'date', example: '2026-06-30' })
  @Checks(IsDefined(says('required', TO)), IsDay(says('dateInvalid', TO)))
  to!: string;

  @ApiProperty({ type: ReplayDraftDto })
  @Checks(IsDefined(says('required', DRAFT)), IsObject(draftInvalid), ValidateNested())
  @Type(() => ReplayDraftDto)
  draft!: ReplayDraftDto;
}
