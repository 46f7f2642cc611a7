import type { DataSourceOptions, EntitySchema, MigrationInterface } from 'typeorm';
import { RESOURCES } from '@console/resources';
import type { ResourceDef } from '@console/metadata';
import type { AppConfig } from './core/config';
import { dataSourceOptions } from './core/database/data-source-options';
import { AdminSessionEntity } from './core/auth/session.entity';
import { entitySchemaOf } from './engine/entity-schema';
import { AuditLogEntity } from './engine/audit';
import { UserMessageEntity } from './engine/export/user-message.entity';
import { CaseCounterEntity } from './modules/support/case-numbers';
import { NumberSequenceEntity } from './engine/number-sequence';
import { TicketNoticeEntity } from './modules/support/ticket-notices';
import { ProxyTokenEntity } from './modules/clients/proxy-token.entity';
import { jobEntityFor } from './engine/jobs/job.entity';
import { WorkLockEntity } from './engine/work-locks/work-lock.entity';
import { DailyRunEntity } from './engine/jobs/daily-run';
import { RecordVersionEntity } from './engine/versions/record-version.entity';
import { FileEntity } from './engine/files/file.entity';
import { ListPreferenceEntity } from './engine/preferences/list-preference.entity';
import { ACCESS_ENTITIES } from './modules/access/access.entities';

/**
 * Every table the API knows: the generated resources plus the core's, the engine's and the
 * domain modules' own entities. Lives at the app's root, the one place allowed to see all layers.
 */
export function allEntities(resources: ResourceDef[] = RESOURCES, dbType: 'sqlite' | 'mysql' = 'sqlite'): EntitySchema<any>[] {
  return [...ACCESS_ENTITIES, AdminSessionEntity, AuditLogEntity, UserMessageEntity, jobEntityFor(dbType), WorkLockEntity, ListPreferenceEntity, FileEntity, DailyRunEntity, RecordVersionEntity, TicketNoticeEntity, CaseCounterEntity, NumberSequenceEntity, ProxyTokenEntity, ...resources.map(entitySchemaOf)];
}

/** The data source options of this app (server, seed, TypeORM CLI, tests). */
export function appDataSourceOptions(
  config: AppConfig, resources: ResourceDef[] = RESOURCES, migrations?: Array<new () => MigrationInterface>,
): DataSourceOptions {
  return dataSourceOptions(config, allEntities(resources, config.dbType), migrations);
}
