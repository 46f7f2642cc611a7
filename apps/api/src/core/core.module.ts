import { createSecretKey } from 'node:crypto';
import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from './config';
import { APP_CONFIG, WRITE_LOCK } from './tokens';
import { WriteLock } from './database/write-lock';
import { AdminSessionService } from './auth/admin-session.service';
import { LoginThrottle } from './auth/login-throttle';
import { TokenAuthService } from './auth/token-auth.service';
import { SessionRecords } from './auth/session-records';
import { PrincipalSource } from './auth/principal-source';

/** Configuration, the SQLite write queue, the session cache, sign-in throttle and tokens, for every module. */
@Global()
@Module({})
export class CoreModule {
  /** `principals` says who a token's user is (the access module's source): the core does not import modules. */
  static forConfig(config: AppConfig, principals: Type<PrincipalSource>): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: PrincipalSource, useClass: principals },
      { provide: WRITE_LOCK, useValue: new WriteLock(config.dbType === 'sqlite') },
      AdminSessionService,
      SessionRecords,
      { provide: LoginThrottle, useValue: new LoginThrottle() },
      TokenAuthService,
    ];
    // Tokens are signed and read by the core only (sign-in, HTTP guard, STOMP socket).
    // A KeyObject made once: given a string, jsonwebtoken first tries (and fails) to parse it as a
    // PEM public key on every verify, about 0.5 ms per request and per socket CONNECT.
    const key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    const jwt = JwtModule.register({ secretOrKeyProvider: () => key, signOptions: { expiresIn: config.tokenTtlSeconds } });
    return { module: CoreModule, imports: [jwt], providers, exports: [...providers, jwt] };
  }
}
