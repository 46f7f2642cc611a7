import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EMPTY_LIST_PREFERENCES, ListPreferences } from '@console/contracts';
import { type ResourceDef, mayUse } from '@console/metadata';
import { AppException } from '../../core/envelope/app-exception';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WriteLock } from '../../core/database/write-lock';
import { ResourceRegistry } from '../resource-registry';
import { ListPreferenceEntity } from './list-preference.entity';
import { validateListPreferences } from './validate-preferences';

/**
 * The signed-in user's own column choices and saved views per list. Only lists the user may
 * view have preferences: another list answers like a missing one (404), as its screen does.
 */
@Injectable()
export class ListPreferencesService {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private viewable(resource: string, admin: CurrentAdmin): ResourceDef {
    const def = this.registry.find(resource)?.def;
    if (!def || !mayUse(admin, def, 'view', this.config.productCode)) {
      const params = { resource: resource.slice(0, 64) };
      throw new AppException(404, 'listPreferenceUnknownResource', { en: params, zh: params });
    }
    return def;
  }

  async get(resource: string, admin: CurrentAdmin): Promise<ListPreferences> {
    this.viewable(resource, admin);
    const row = await this.ds.getRepository(ListPreferenceEntity).findOneBy({ userId: admin.id, resource });
    return row ? { columns: row.columns, views: row.views } : EMPTY_LIST_PREFERENCES;
  }

  /** Replaces the whole set (the screen always sends all of it). */
  async put(resource: string, body: unknown, admin: CurrentAdmin): Promise<ListPreferences> {
    const def = this.viewable(resource, admin);
    const prefs = validateListPreferences(def, body);
    await this.lock.run(() => this.ds.transaction(async (em) => {
      const repo = em.getRepository(ListPreferenceEntity);
      const now = new Date();
      const current = await repo.findOneBy({ userId: admin.id, resource });
      await repo.save(current
        ? { ...current, ...prefs, updateTime: now, version: current.version + 1 }
        : { userId: admin.id, resource, ...prefs, version: 1, createTime: now, updateTime: now });
    }));
    return prefs;
  }
}
