import { DynamicModule, Module, OnApplicationBootstrap, Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { childProblems, type ResourceDef } from '@console/metadata';
import { APP_CONFIG, WRITE_LOCK } from '../core/tokens';
import type { AppConfig } from '../core/config';
import { CountCache } from './count-cache';
import { WriteLock } from '../core/database/write-lock';
import { entitySchemaOf } from './entity-schema';
import { ResourceService } from './resource.service';
import { aliasControllerFor, resourceControllerFor, serviceToken } from './resource-controller.factory';
import { ResourceRegistry } from './resource-registry';
import { HookRegistry } from './hooks';
import { RecordWriter } from './record-writer';
import { installAfterCommit } from './after-commit';
import { JobKinds } from './jobs/job-kinds';
import { JobQueue } from './jobs/job-queue';
import { JobRunner } from './jobs/job-runner';
import { JobsController } from './jobs/jobs.controller';
import { WorkLocks } from './work-locks/work-locks.service';
import { workLockControllerFor } from './work-locks/work-lock-controller.factory';
import { MessageLog } from './messages/message-log';
import { ExportJobs } from './export/export-jobs.service';
import { RealtimeModule } from '../realtime/realtime.module';
import { FileService } from './files/file.service';
import { FilesController } from './files/files.controller';
import { FileSweeper } from './files/file-sweeper';
import { ImportService } from './import/import.service';
import { ImportJobs } from './import/import-jobs';
import { AdminSessionService } from '../core/auth/admin-session.service';
import { SearchController } from './search/search.controller';
import { ListPreferencesController } from './preferences/list-preferences.controller';
import { ListPreferencesService } from './preferences/list-preferences.service';

/** Registers a controller and a service for every resource in `resources/`. */
@Module({})
export class EngineModule implements OnApplicationBootstrap {
  constructor(private readonly hooks: HookRegistry, private readonly registry: ResourceRegistry) {}

  /** A definition naming hooks that no module registered is a start-up error, not a silent no-op. */
  onApplicationBootstrap(): void {
    const missing = this.registry.definitions().filter((def) => def.hooks && !this.hooks.has(def.hooks)).map((def) => `${def.name} -> ${def.hooks}`);
    if (missing.length) throw new Error(`resource hooks not registered: ${missing.join(', ')}`);
    // Children name other resources: checked against what this app serves (test-only resources included).
    const served = this.registry.definitions();
    const problems = served.flatMap((def) => childProblems(def, served).map((p) => `${def.name}: ${p}`));
    if (problems.length) throw new Error(`resource children: ${problems.join('; ')}`);
  }

  /** `resources`: what this app serves (the catalogue, plus extra-resources.ts and test-only resources). */
  static forResources(resources: ResourceDef[]): DynamicModule {
    const find = (name: string) => resources.find((def) => def.name === name);
    // The registry builds every service; each resource's token answers its service from there.
    const registry: Provider = {
      provide: ResourceRegistry,
      useFactory: (ds: DataSource, lock: WriteLock, hooks: HookRegistry, counts: CountCache, writer: RecordWriter) =>
        new ResourceRegistry(resources, (def, siblings) => new ResourceService(def, entitySchemaOf(def), ds, lock, hooks, counts, writer, find, siblings)),
      inject: [DataSource, WRITE_LOCK, HookRegistry, CountCache, RecordWriter],
    };
    const services: Provider[] = resources.map((def) => ({
      provide: serviceToken(def.name),
      useFactory: (all: ResourceRegistry) => all.find(def.name)!,
      inject: [ResourceRegistry],
    }));
    const controllers = [ListPreferencesController, ...resources.flatMap((def) => [
      resourceControllerFor(def, find),
      ...(def.listAliases ?? []).map((path) => aliasControllerFor(def, path)),
      ...(def.actions.includes('edit') ? [workLockControllerFor(def)] : []),
    ])].concat(SearchController);
    const counts: Provider = {
      provide: CountCache,
      useFactory: (config: AppConfig) => new CountCache(config.countCacheMs, config.countCacheMinRows),
      inject: [APP_CONFIG],
    };
    const writer: Provider = {
      provide: RecordWriter,
      useFactory: (ds: DataSource, counts: CountCache) => {
        installAfterCommit(ds);
        return new RecordWriter(counts);
      },
      inject: [DataSource, CountCache],
    };
    const files: Provider = {
      provide: FileService,
      useFactory: (ds: DataSource, lock: WriteLock, config: AppConfig, all: ResourceRegistry) => new FileService(ds, lock, config, all),
      inject: [DataSource, WRITE_LOCK, APP_CONFIG, ResourceRegistry],
    };
    const importJobs: Provider = {
      provide: ImportJobs,
      useFactory: (ds: DataSource, config: AppConfig, all: ResourceRegistry, sessions: AdminSessionService, queue: JobQueue, kinds: JobKinds) =>
        new ImportJobs(ds, config, all, sessions, queue, kinds),
      inject: [DataSource, APP_CONFIG, ResourceRegistry, AdminSessionService, JobQueue, JobKinds],
    };
    const imports: Provider = {
      provide: ImportService,
      useFactory: (config: AppConfig, ds: DataSource, jobs: ImportJobs) => new ImportService(config, ds, jobs),
      inject: [APP_CONFIG, DataSource, ImportJobs],
    };
    return {
      module: EngineModule,
      // Every domain module writes through the RecordWriter and registers hooks and job kinds.
      global: true,
      controllers: [...controllers, JobsController, FilesController],
      imports: [RealtimeModule],
      providers: [HookRegistry, counts, writer, registry, ...services, JobKinds, JobQueue, JobRunner, WorkLocks, MessageLog, ExportJobs, ListPreferencesService, files, FileSweeper, importJobs, imports],
      // modules write through the RecordWriter, register job kinds and queue jobs
      exports: [HookRegistry, registry, RecordWriter, CountCache, JobKinds, JobQueue, WorkLocks, ExportJobs, FileService, MessageLog],
    };
  }
}
