import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Admin, RequirePermission, SelfOnly } from '../../core/auth/decorators';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ProfileService } from './profile.service';
import { AssignRolesDto } from './dto/assign-roles.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';

const USERS = { module: 'generalSetting', sub: 'admin-users' } as const;

function userId(raw: string): number {
  if (!/^[0-9]{1,9}$/.test(raw)) throw badRequest('badId');
  return Number(raw);
}

/** My Profile (always one's own) and user-management's role assignment. */
@ApiTags('Admin users')
@ApiBearerAuth()
@Controller('wms-user/admin')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('profile')
  @SelfOnly()
  profile(@Admin() admin: CurrentAdmin) {
    return this.profiles.profile(admin);
  }

  @Put('profile')
  @SelfOnly()
  updateProfile(@Admin() admin: CurrentAdmin, @Body() body: UpdateProfileDto) {
    return this.profiles.updateProfile(admin, body);
  }

  @Post('changePassword')
  @HttpCode(200)
  @SelfOnly()
  changePassword(@Admin() admin: CurrentAdmin, @Body() body: ChangePasswordDto) {
    return this.profiles.changePassword(admin, body);
  }

  @Get('user-roles/:userId')
  @RequirePermission(USERS, 'view')
  rolesOf(@Param('userId') id: string) {
    return this.profiles.rolesOf(userId(id));
  }

  /** Giving roles hands out permissions: a special action of admin-users (level all). */
  @Put('user-roles/:userId')
  @RequirePermission(USERS, 'special')
  assignRoles(@Param('userId') id: string, @Body() body: AssignRolesDto, @Admin() admin: CurrentAdmin) {
    return this.profiles.assignRoles(userId(id), body, admin);
  }
}
