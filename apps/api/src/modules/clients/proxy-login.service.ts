import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull, LessThan, MoreThan } from 'typeorm';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { WriteLock } from '../../core/database/write-lock';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { ClientAccessService } from './client-access.service';
import { ProxyTokenEntity } from './proxy-token.entity';

/** The audience of a proxy token: the client portal, never this console. */
const PROXY_AUDIENCE = 'client-portal';

interface ProxyClaims {
  typ: 'proxy';
  /** The client's record id and code. */
  cid: number;
  code: string;
  /** Who signed in as the client (admin id and name), for the portal's banner and its logs. */
  by: number;
  byName: string;
  /** The token's row (proxy_token) and the admin session that minted it. */
  jti: string;
  sid: string;
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
 * A token opens one portal session only (its proxy_token row is marked used by the one exchange
 * that wins, on either database), and it dies with the admin session that minted it: signing
 * out, "sign out everywhere", a password change or a deactivation of that admin end the session,
 * so the exchange refuses the token.
 */
@Injectable()
export class ProxyLoginService {
  constructor(
    private readonly jwt: JwtService,
    private readonly access: ClientAccessService,
    private readonly sessions: AdminSessionService,
    private readonly ds: DataSource,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Issues a token in the caller's transaction (the proxy-login action's), recorded as unused. */
  async issue(client: { id: number; clientId: string | null }, admin: CurrentAdmin, em: EntityManager): Promise<{ proxyLink: string; proxyExpiresAt: string }> {
    if (!admin.sessionId) throw new AppException(401, 'unauthorized');
    const now = new Date();
    const expireTime = new Date(now.getTime() + this.config.proxyTokenTtlSeconds * 1000);
    const jti = randomUUID();
    const tokens = em.getRepository(ProxyTokenEntity);
    await tokens.delete({ expireTime: LessThan(now) });
    await tokens.insert({ id: jti, adminUserId: admin.id, adminSessionId: admin.sessionId, clientId: client.id, createTime: now, expireTime, usedTime: null });
    const claims: ProxyClaims = { typ: 'proxy', cid: client.id, code: client.clientId ?? '', by: admin.id, byName: admin.userName, jti, sid: admin.sessionId };
    const token = await this.jwt.signAsync(claims, { audience: PROXY_AUDIENCE, expiresIn: this.config.proxyTokenTtlSeconds });
    return { proxyLink: `${this.config.portalUrl.replace(/\/$/, '')}/proxy-login?token=${encodeURIComponent(token)}`, proxyExpiresAt: expireTime.toISOString() };
  }

  /** The session a valid token opens, or 401 (bad, expired, used, revoked, not a proxy token) / 403 (the client may not sign in now). */
  async open(token: unknown): Promise<ProxySession> {
    const invalid = () => new AppException(401, 'proxyTokenInvalid');
    if (typeof token !== 'string' || !token || token.length > 4096) throw invalid();
    let claims: ProxyClaims;
    try {
      claims = await this.jwt.verifyAsync<ProxyClaims>(token, { audience: PROXY_AUDIENCE });
    } catch {
      throw invalid();
    }
    if (claims.typ !== 'proxy' || !Number.isInteger(claims.cid) || typeof claims.exp !== 'number' || typeof claims.jti !== 'string' || typeof claims.sid !== 'string') throw invalid();
    // the minting admin still signed in, in the session that minted it, and still active
    const minter = await this.sessions.load(claims.by, true);
    if (!minter.principal?.active || !minter.sessionIds.has(claims.sid)) throw invalid();
    await this.access.assertClientMay(claims.cid, 'signIn');
    const now = new Date();
    const used = await this.lock.run(() => this.ds.getRepository(ProxyTokenEntity).update(
      { id: claims.jti, adminSessionId: claims.sid, usedTime: IsNull(), expireTime: MoreThan(now) }, { usedTime: now },
    ));
    if (used.affected !== 1) {
      const row = await this.ds.getRepository(ProxyTokenEntity).findOneBy({ id: claims.jti });
      throw row?.usedTime ? new AppException(401, 'proxyTokenUsed') : invalid();
    }
    return { clientId: claims.cid, clientCode: claims.code, proxiedBy: claims.byName, expiresAt: new Date(claims.exp * 1000).toISOString() };
  }
}
