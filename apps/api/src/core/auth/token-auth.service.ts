import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AdminSessionService } from './admin-session.service';
import { AppException } from '../envelope/app-exception';
import type { CurrentAdmin } from '../http/request-context';

export interface TokenClaims {
  sub: number;
  /** The user's token version when issued; logout, deactivation and password changes bump it. */
  tv: number;
}

/**
 * Who a bearer token belongs to, for HTTP calls and the STOMP socket alike: a valid signature,
 * an active user, and a token version that still matches. Anything else is 401.
 */
@Injectable()
export class TokenAuthService {
  constructor(private readonly jwt: JwtService, private readonly sessions: AdminSessionService) {}

  async authenticate(token: string | undefined): Promise<CurrentAdmin> {
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
    return admin;
  }

  static bearer(header: string | undefined): string | undefined {
    return /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  }
}
