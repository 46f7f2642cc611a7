import { ApiProperty } from '@nestjs/swagger';
import { adminUser } from '@console/resources';
import { IsVersion } from '../../../core/validation/checks';
import { RefuseUnknownFields } from '../../../core/validation/refuse-unknown';
import { says } from '../../../core/validation/says';
import { FieldOf } from '../../../engine/field-of';
import { VERSION_LABEL } from '../../../engine/validation';

const fields = adminUser.fields;

/**
 * My Profile's edit: only the profile fields (PROFILE_FIELDS of @console/contracts), each by
 * the admin-user resource's own rules, with the version read; user name, status and roles are
 * not one's own to change, so any other key is refused.
 */
@RefuseUnknownFields()
export class UpdateProfileDto {
  @FieldOf(fields.firstName, 'update')
  firstName?: string;

  @FieldOf(fields.lastName, 'update')
  lastName?: string;

  @FieldOf(fields.email, 'update')
  email?: string;

  @FieldOf(fields.phone, 'update')
  phone?: string | null;

  @FieldOf(fields.timeZone, 'update')
  timeZone?: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'The version read: a stale one gets 409', example: 1 })
  @IsVersion(says('required', VERSION_LABEL))
  version!: number;
}
