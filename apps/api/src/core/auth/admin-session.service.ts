import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import { SessionRecords } from './session-records';
import { Principal, PrincipalSource } from './principal-source';

interface Cached {
  at: number;
  principal: Principal | null;
  /** The user's live sign-ins (admin_session ids), so checking a token's `sid` costs no query. */
  sessionIds: ReadonlySet<string>;
}

/**
 * Who is behind a token: the user's row and permission map, cached for a couple of seconds so
 * a busy list page does not reload roles per call, yet a deactivation or revocation takes
 * effect within `userCacheMs`.
 */
@Injectable()
export class AdminSessionService {
  private readonly cache = new Map<number, Cached>();

  constructor(
    private readonly principals: PrincipalSource,
    private readonly records: SessionRecords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `fresh` skips the cache (a session opened a moment ago, maybe by another API instance). */
  async load(userId: number, fresh = false): Promise<Cached> {
    const hit = this.cache.get(userId);
    if (!fresh && hit && Date.now() - hit.at < this.config.userCacheMs) return hit;
    const principal = await this.principals.load(userId);
    const sessionIds = principal ? await this.records.liveIds(userId) : new Set<string>();
    const entry = { at: Date.now(), principal, sessionIds };
    this.cache.set(userId, entry);
    return entry;
  }

  forget(userId: number): void {
    this.cache.delete(userId);
  }

  /** After a role changes, every holder's permission map is recomputed on their next call. */
  forgetAll(): void {
    this.cache.clear();
  }
}
