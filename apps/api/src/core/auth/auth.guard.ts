import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_KEY, AccessRule } from './decorators';
import { TokenAuthService } from './token-auth.service';
import type { AuthedRequest } from '../http/request-context';

export type { TokenClaims } from './token-auth.service';

/** Sign-in check for every route not marked public (401, errorCode 401, otherwise). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector, private readonly tokens: TokenAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (rule?.kind === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    request.admin = await this.tokens.authenticate(TokenAuthService.bearer(request.headers.authorization));
    return true;
  }
}
