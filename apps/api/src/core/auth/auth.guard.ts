import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_KEY, AccessRule } from './decorators';
import { AdminSessionService } from './admin-session.service';
import { AppException } from '../envelope/app-exception';
import type { AuthedRequest } from '../http/request-context';

export interface TokenClaims {
  sub: number;
  /** The user's token version when issued; logout and deactivation bump it. */
  tv: number;
}

/**
 * Sign-in check for every route not marked public: a valid bearer token of an active user
 * whose token version still matches. Anything else is 401 (errorCode 401).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly sessions: AdminSessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (rule?.kind === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppException(401, 'unauthorized');
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token);
    } catch {
      throw new AppException(401, 'unauthorized');
    }
    const { user, admin } = await this.sessions.load(claims.sub);
    if (!user || !admin || user.status !== 'ACTIVE' || user.tokenVersion !== claims.tv) {
      throw new AppException(401, 'unauthorized');
    }
    request.admin = admin;
    return true;
  }
}
