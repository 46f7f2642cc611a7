import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, LessThan, MoreThan } from 'typeorm';
import { APP_CONFIG, WRITE_LOCK } from '../tokens';
import type { AppConfig } from '../config';
import { WriteLock } from '../database/write-lock';
import { AdminSessionEntity } from './session.entity';

/**
 * The admin_session rows: one per sign-in, named by the token's `sid`. Signing out deletes one;
 * "sign out everywhere", a password change, a reset or a deactivation delete all of a user's
 * (their token version is bumped too, which ends the tokens even before the rows go).
 */
@Injectable()
export class SessionRecords {
  constructor(
    private readonly ds: DataSource,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new session lasting as long as its token; expired ones of anyone are cleared first. */
  async open(adminUserId: number, now = new Date()): Promise<string> {
    const id = randomUUID();
    const expireTime = new Date(now.getTime() + this.config.tokenTtlSeconds * 1000);
    await this.lock.run(() =>
      this.ds.transaction(async (em) => {
        await em.getRepository(AdminSessionEntity).delete({ expireTime: LessThan(now) });
        await em.getRepository(AdminSessionEntity).insert({ id, adminUserId, createTime: now, expireTime });
      }),
    );
    return id;
  }

  /** Ends one session of the user (a no-op when it is already gone). */
  async end(adminUserId: number, id: string): Promise<void> {
    await this.lock.run(() => this.ds.getRepository(AdminSessionEntity).delete({ id, adminUserId }));
  }

  /** Ends every session of the user, inside the caller's transaction when given. */
  async endAll(adminUserId: number, em?: EntityManager): Promise<void> {
    if (em) {
      await em.getRepository(AdminSessionEntity).delete({ adminUserId });
      return;
    }
    await this.lock.run(() => this.ds.getRepository(AdminSessionEntity).delete({ adminUserId }));
  }

  /** The ids of the user's sessions that have not expired. */
  async liveIds(adminUserId: number, now = new Date()): Promise<Set<string>> {
    const rows = await this.ds.getRepository(AdminSessionEntity).find({
      select: { id: true }, where: { adminUserId, expireTime: MoreThan(now) },
    });
    return new Set(rows.map((r) => r.id));
  }
}
