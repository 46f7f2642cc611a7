import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ClientAccessService } from './client-access.service';

/** The audience of a proxy token: the client portal, never this console. */
export const PROXY_AUDIENCE = 'client-portal';

interface ProxyClaims {
  typ: 'proxy';
  /** The client's record id and code. */
  cid: number;
  code: string;
  /** Who signed in as the client (admin id and name), for the portal's banner and its logs. */
  by: number;
  byName: string;
  exp?: number;
}

export interface ProxySession {
  clientId: number;
  clientCode: string;
  proxiedBy: string;
  expiresAt: string;
}

/**
 * Proxy login (01 §6: staff "sign in as a client"): a signed token scoped to one client, for the
 * portal only (audience `client-portal`; the console's guard refuses it, it has no session),
 * valid PROXY_TOKEN_TTL_SECONDS (15 minutes). The portal exchanges it at
 * POST /api/client-portal/proxy-session, which checks again that the client may sign in.
 */
@Injectable()
export class ProxyLoginService {
  constructor(
    private readonly jwt: JwtService,
    private readonly access: ClientAccessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(client: { id: number; clientId: string | null }, admin: CurrentAdmin): Promise<{ proxyLink: string; proxyExpiresAt: string }> {
    const claims: ProxyClaims = { typ: 'proxy', cid: client.id, code: client.clientId ?? '', by: admin.id, byName: admin.userName };
    const token = await this.jwt.signAsync(claims, { audience: PROXY_AUDIENCE, expiresIn: this.config.proxyTokenTtlSeconds });
    const expiresAt = new Date(Date.now() + this.config.proxyTokenTtlSeconds * 1000).toISOString();
    return { proxyLink: `${this.config.portalUrl.replace(/\/$/, '')}/proxy-login?token=${encodeURIComponent(token)}`, proxyExpiresAt: expiresAt };
  }

  /** The session a valid token opens, or 401 (bad, expired, not a proxy token) / 403 (the client may not sign in now). */
  async open(token: unknown): Promise<ProxySession> {
    const invalid = () => new AppException(401, 'proxyTokenInvalid');
    if (typeof token !== 'string' || !token || token.length > 4096) throw invalid();
    let claims: ProxyClaims;
    try {
      claims = await this.jwt.verifyAsync<ProxyClaims>(token, { audience: PROXY_AUDIENCE });
    } catch {
      throw invalid();
    }
    if (claims.typ !== 'proxy' || !Number.isInteger(claims.cid) || typeof claims.exp !== 'number') throw invalid();
    await this.access.assertClientMay(claims.cid, 'signIn');
    return { clientId: claims.cid, clientCode: claims.code, proxiedBy: claims.byName, expiresAt: new Date(claims.exp * 1000).toISOString() };
  }
}
