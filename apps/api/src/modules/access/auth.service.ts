import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { AppException } from '../../core/envelope/app-exception';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import { LoginThrottle } from '../../core/auth/login-throttle';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { WriteLock } from '../../core/database/write-lock';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { TokenClaims } from '../../core/auth/auth.guard';
import { AdminUserEntity } from './access.entities';


@Injectable()
export class AuthService {
  /** Checked when the user name is unknown, so both failures take the same time. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly ds: DataSource,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly sessions: AdminSessionService,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(body: unknown, address: string): Promise<{ token: string; expiresIn: number }> {
    const { username, password } = readCredentials(body);
    const key = `${address}|${username.toLowerCase()}`;
    const minutes = this.throttle.blockedMinutes(key);
    if (minutes) throw new AppException(429, 'loginThrottled', { en: { minutes }, zh: { minutes } });
    const user = await this.ds.getRepository(AdminUserEntity).findOneBy({ userName: username });
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    // A deactivated user gets the same answer as a wrong password: nothing to learn from it.
    if (!user || !passwordOk || user.status !== 'ACTIVE') {
      this.throttle.fail(key);
      throw new AppException(400, 'loginFailed');
    }
    this.throttle.succeed(key);
    const claims: TokenClaims = { sub: user.id, tv: user.tokenVersion };
    return { token: await this.jwt.signAsync(claims), expiresIn: this.config.tokenTtlSeconds };
  }

  /** Revokes every token of the user (all their sessions) by bumping the token version. */
  async logout(admin: CurrentAdmin): Promise<void> {
    await this.lock.run(() =>
      this.ds.getRepository(AdminUserEntity).increment({ id: admin.id }, 'tokenVersion', 1),
    );
    this.sessions.forget(admin.id);
  }

  afterLogin(admin: CurrentAdmin) {
    return {
      user: { userId: admin.id, timeZone: admin.timeZone, userName: admin.userName, firstName: admin.firstName, lastName: admin.lastName },
      adminUser: { userId: admin.id, userName: admin.userName },
      permissionMap: admin.permissionMap,
      allPermission: admin.allPermission,
      // permissionMap keys carry the product prefix (Ezeeship-WMS); the web needs it to read them.
      productCode: this.config.productCode,
    };
  }
}

function readCredentials(body: unknown): { username: string; password: string } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const missing = (['username', 'password'] as const).filter((k) => typeof b[k] !== 'string' || (b[k] as string).trim() === '');
  if (missing.length) {
    const labels = { username: { en: 'Username', zh: '用户名' }, password: { en: 'Password', zh: '密码' } };
    const errors = missing.map((k) => ({ field: k, message: `${labels[k].en} is required`, zhMessage: `${labels[k].zh}不能为空` }));
    throw new AppException(400, 'required', { en: { field: labels[missing[0]].en }, zh: { field: labels[missing[0]].zh } }, { errors });
  }
  return { username: (b.username as string).trim(), password: b.password as string };
}
