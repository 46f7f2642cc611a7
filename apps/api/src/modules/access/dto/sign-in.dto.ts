import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { MaxLength } from 'class-validator';
import { adminUser } from '@console/resources';
import { Checks, IsFilledText } from '../../../core/validation/checks';
import { says } from '../../../core/validation/says';

const NAME = { en: 'Username', zh: '用户名' };
const PASSWORD = { en: 'Password', zh: '密码' };
const nameField = adminUser.fields.userName;
const passwordField = adminUser.fields.password;
const NAME_MAX = nameField.maxLength ?? 64;
const PASSWORD_MAX = passwordField.maxLength ?? 64;

/**
 * The sign-in body. No account has a longer name or password than the admin-user resource
 * allows: a longer one is refused here, before anything is looked up, hashed or counted, so a
 * huge name can cost neither time nor memory. Other keys are ignored.
 */
export class SignInDto {
  @ApiProperty({ type: 'string', minLength: 1, maxLength: NAME_MAX, example: 'jane.doe', description: 'Trimmed' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Checks(IsFilledText(says('required', NAME)), MaxLength(NAME_MAX, says('maxLength', nameField.label, { max: NAME_MAX })))
  username!: string;

  @ApiProperty({ type: 'string', minLength: 1, maxLength: PASSWORD_MAX, example: 'Secret123' })
  @Checks(IsFilledText(says('required', PASSWORD)), MaxLength(PASSWORD_MAX, says('maxLength', passwordField.label, { max: PASSWORD_MAX })))
  password!: string;
}
