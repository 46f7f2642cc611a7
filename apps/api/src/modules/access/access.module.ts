import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { AdminUserHooks } from './admin-user.hooks';
import { RoleHooks } from './role.hooks';

/**
 * Access (resources/access): sign-in and sessions, the signed-in user's own profile, and the
 * rules of admin users and roles. Who a token's user is comes from `AdminPrincipalSource`, which
 * the app hands to the core (the core imports no module).
 */
@Module({
  controllers: [AuthController, ProfileController],
  providers: [
    AuthService,
    ProfileService,
    // hooks
    AdminUserHooks,
    RoleHooks,
  ],
})
export class AccessModule {}
