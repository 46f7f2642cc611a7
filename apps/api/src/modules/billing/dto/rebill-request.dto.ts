import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsOptional } from 'class-validator';
import { Checks, IsDay, IsRecordId } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';

const FROM = { en: 'From', zh: '开始日期' };
const TO = { en: 'To', zh: '结束日期' };
const draftInvalid = says('rebillDraftInvalid');
const CLIENTS = { en: 'Clients', zh: '客户' };

/**
 * The re-bill preview's request: a past date range and a draft plan (its charge items and
 * storage rules as the form holds them, unsaved), over the clients billed by the plan (`planId`)
 * or those chosen. The range's order and length, and the ids' party, are the service's to judge.
 */
export class RebillRequestDto {
  @ApiProperty({ type: 'string', format: 'date', example: '2026-10-01' })
  @Checks(IsDefined(says('required', FROM)), IsDay(says('dateInvalid', FROM)))
  from!: string;

  @ApiProperty({ type: 'string', format: 'date', example: '2026-10-31' })
  @Checks(IsDefined(says('required', TO)), IsDay(says('dateInvalid', TO)))
  to!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, nullable: true, description: 'The plan drafted: its clients are previewed when `clientIds` is left out', example: 1 })
  @IsOptional()
  @IsRecordId(draftInvalid)
  planId?: number | null;

  @ApiProperty({ type: [Number], description: "The draft's charge items, in plan order", example: [1, 2] })
  @Checks(IsDefined(draftInvalid), IsArray(draftInvalid), ArrayMaxSize(200, draftInvalid), IsRecordId({ ...draftInvalid, each: true }))
  chargeItemIds!: number[];

  @ApiProperty({ type: [Number], description: "The draft's storage rules", example: [1] })
  @Checks(IsDefined(draftInvalid), IsArray(draftInvalid), ArrayMaxSize(200, draftInvalid), IsRecordId({ ...draftInvalid, each: true }))
  storageRuleIds!: number[];

  @ApiPropertyOptional({ type: [Number], description: 'The clients to preview (default: those billed by the plan on `to`)', example: [3, 4] })
  @IsOptional()
  @Checks(IsArray(says('listInvalid', CLIENTS)), ArrayMaxSize(5000, says('listInvalid', CLIENTS)), IsRecordId({ ...says('listInvalid', CLIENTS), each: true }))
  clientIds?: number[];
}
