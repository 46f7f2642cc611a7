import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { AppException } from '../../core/envelope/app-exception';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import { LoginThrottle, accountKey, nameKey } from '../../core/auth/login-throttle';
import { SessionRecords } from '../../core/auth/session-records';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { WriteLock } from '../../core/database/write-lock';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { TokenClaims } from '../../core/auth/auth.guard';
import { AdminUserEntity } from './access.entities';
import type { SignInDto } from './dto/sign-in.dto';

@Injectable()
export class AuthService {
  /** Checked when the user name is unknown, so both failures take the same time. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly ds: DataSource,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly sessions: AdminSessionService,
    private readonly records: SessionRecords,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The credentials were checked by SignInDto: present, the name trimmed, neither too long. */
  async login({ username, password }: SignInDto, address: string): Promise<{ token: string; expiresIn: number }> {
    // The database's collation decides which account a name finds (on MariaDB `BFÚSER1` finds
    // bfuser1): failures count per account found, else per name as such a collation compares it.
    const user = await this.ds.getRepository(AdminUserEntity).findOneBy({ userName: username });
    const key = user ? accountKey(user.id) : nameKey(username);
    const minutes = this.throttle.blockedMinutes(key);
    if (minutes) throw new AppException(429, 'loginThrottled', { en: { minutes }, zh: { minutes } });
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    // A deactivated user gets the same answer as a wrong password: nothing to learn from it.
    if (!user || !passwordOk || user.status !== 'ACTIVE') {
      this.throttle.fail(key);
      throw new AppException(400, 'loginFailed');
    }
    this.throttle.succeed(key);
    const sid = await this.records.open(user.id);
    // The cached entry lists the user's sessions as they were: the new one must count at once.
    this.sessions.forget(user.id);
    const claims: TokenClaims = { sub: user.id, tv: user.tokenVersion, sid };
    return { token: await this.jwt.signAsync(claims), expiresIn: this.config.tokenTtlSeconds };
  }

  /** Ends this session only: the user's other tabs and devices stay signed in. */
  async logout(admin: CurrentAdmin): Promise<void> {
    if (admin.sessionId) await this.records.end(admin.id, admin.sessionId);
    this.sessions.forget(admin.id);
  }

  /** Ends every session of the user: bumps the token version and deletes their session rows. */
  async logoutAll(admin: CurrentAdmin): Promise<void> {
    await this.lock.run(() =>
      this.ds.transaction(async (em) => {
        await em.getRepository(AdminUserEntity).increment({ id: admin.id }, 'tokenVersion', 1);
        await this.records.endAll(admin.id, em);
      }),
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
