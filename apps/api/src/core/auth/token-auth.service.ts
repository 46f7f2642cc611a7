import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AdminSessionService } from './admin-session.service';
import { AppException } from '../envelope/app-exception';
import type { CurrentAdmin } from '../http/request-context';

export interface TokenClaims {
  sub: number;
  /** The user's token version when issued; sign-out everywhere, deactivation and password changes bump it. */
  tv: number;
  /** The sign-in (admin_session id) the token belongs to; signing out ends it alone. */
  sid: string;
  /** Expiry (seconds since the epoch), set by the signer; a token without one is refused. */
  exp?: number;
}

function isWellFormed(claims: unknown): claims is TokenClaims & { exp: number } {
  const c = claims as Partial<TokenClaims> | null;
  return typeof c === 'object' && c !== null && Number.isInteger(c.sub) && Number.isInteger(c.tv)
    && typeof c.sid === 'string' && typeof c.exp === 'number';
}

/**
 * Who a bearer token belongs to, for HTTP calls and the STOMP socket alike: a valid signature
 * with an expiry, an active user, a token version that still matches and a session that has
 * not been signed out. Anything else is 401.
 */
@Injectable()
export class TokenAuthService {
  constructor(private readonly jwt: JwtService, private readonly sessions: AdminSessionService) {}

  async authenticate(token: string | undefined): Promise<CurrentAdmin> {
    const unauthorized = () => new AppException(401, 'unauthorized');
    if (!token) throw unauthorized();
    let claims: unknown;
    try {
      claims = await this.jwt.verifyAsync(token);
    } catch {
      throw unauthorized();
    }
    // jsonwebtoken checks `exp` only when present: a token without one would never expire.
    if (!isWellFormed(claims)) throw unauthorized();
    let entry = await this.sessions.load(claims.sub);
    // Not among the cached sessions: opened since (here or on another instance), or signed out.
    if (!entry.sessionIds.has(claims.sid)) entry = await this.sessions.load(claims.sub, true);
    const { principal, sessionIds } = entry;
    if (!principal || !principal.active || principal.tokenVersion !== claims.tv || !sessionIds.has(claims.sid)) {
      throw unauthorized();
    }
    return { ...principal.admin, sessionId: claims.sid };
  }

  static bearer(header: string | undefined): string | undefined {
    return /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  }
}
