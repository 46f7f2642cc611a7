import { PACK_FINISH_INPUT, PACK_SCAN_INPUT } from '@console/resources';
import { RefuseUnknownFields } from '../../../core/validation/refuse-unknown';
import { FieldOf } from '../../../engine/field-of';

/** `POST /api/batch-pack/station/scan`, by PACK_SCAN_INPUT's rules. */
@RefuseUnknownFields()
export class PackScanDto {
  @FieldOf(PACK_SCAN_INPUT.code) code!: string;
}

/** `POST /api/batch-pack/station/finish`, by PACK_FINISH_INPUT's rules. */
@RefuseUnknownFields()
export class PackFinishDto {
  @FieldOf(PACK_FINISH_INPUT.weight) weight!: string;
  @FieldOf(PACK_FINISH_INPUT.weightUnit) weightUnit!: string;
}
