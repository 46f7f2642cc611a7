import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { adminUser } from '@console/resources';
import { IsVersion, isRecordId } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';
import { VERSION_LABEL } from '../../../engine/validation';

/**
 * User management's role assignment: the user's roles as a whole (a role id twice counts once)
 * and the user's version, so two administrators cannot both win. Other keys are ignored.
 */
export class AssignRolesDto {
  @ApiProperty({ type: 'array', items: { type: 'integer', minimum: 1 }, description: 'Every role the user is to hold', example: [3] })
  @ValidateBy({ name: 'isRecordIds', validator: { validate: (value) => Array.isArray(value) && value.every(isRecordId) } }, says('idsInvalid', adminUser.fields.roleIds.label))
  roleIds!: number[];

  @ApiProperty({ type: 'integer', minimum: 0, description: "The user's version as read: a stale one gets 409", example: 1 })
  @IsVersion(says('required', VERSION_LABEL))
  version!: number;
}
