import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { Checks, SameAs } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';

const CURRENT = { en: 'Current Password', zh: '当前密码' };
const NEW = { en: 'New Password', zh: '新密码' };
const CONFIRM = { en: 'Confirm Password', zh: '确认密码' };
/** An administrator's password: 8 to 64 characters with a letter and a number (the admin-user resource's rule). */
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*[0-9])[\s\S]{8,64}$/;

/** My Profile's Change Password: the current one, the new one and its confirmation. Other keys are ignored. */
export class ChangePasswordDto {
  @ApiProperty({ type: 'string', minLength: 1, example: 'Secret123' })
  @Checks(IsString(says('required', CURRENT)), IsNotEmpty(says('required', CURRENT)))
  currentPassword!: string;

  @ApiProperty({ type: 'string', pattern: PASSWORD_RULE.source, example: 'Newpass123' })
  @Checks(IsString(says('required', NEW)), IsNotEmpty(says('required', NEW)), Matches(PASSWORD_RULE, says('adminPasswordRule')))
  newPassword!: string;

  @ApiProperty({ type: 'string', minLength: 1, description: 'The new password again', example: 'Newpass123' })
  @Checks(IsString(says('required', CONFIRM)), IsNotEmpty(says('required', CONFIRM)), SameAs('newPassword', says('passwordsMustMatch')))
  confirmPassword!: string;
}
