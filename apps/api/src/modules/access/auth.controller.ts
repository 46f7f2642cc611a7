import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { Admin, Public, SelfOnly } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { AuthService } from './auth.service';
import { SignInDto } from './dto/sign-in.dto';

/** Sign-in (path of our design, the spec does not show it), sign-out and the spec's afterLogin. */
@ApiTags('Sign-in')
@Controller('wms-user/admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  login(@Body() body: SignInDto, @Req() request: Request) {
    return this.auth.login(body, request.ip ?? 'unknown');
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @SelfOnly()
  logout(@Admin() admin: CurrentAdmin) {
    return this.auth.logout(admin);
  }

  /** 'Sign out everywhere' of My Profile: every session of the user ends, this one included. */
  @Post('logoutAll')
  @HttpCode(200)
  @ApiBearerAuth()
  @SelfOnly()
  logoutAll(@Admin() admin: CurrentAdmin) {
    return this.auth.logoutAll(admin);
  }

  @Get('afterLogin')
  @ApiBearerAuth()
  @SelfOnly()
  afterLogin(@Admin() admin: CurrentAdmin) {
    return this.auth.afterLogin(admin);
  }
}
