import { DynamicModule, Module, OnApplicationBootstrap, Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RESOURCES } from '@console/resources';
import type { ResourceDef } from '@console/metadata';
import { APP_CONFIG, WRITE_LOCK } from '../core/tokens';
import type { AppConfig } from '../core/config';
import { CountCache } from './count-cache';
import { WriteLock } from '../core/database/write-lock';
import { entitySchemaOf } from './entity-schema';
import { ResourceService } from './resource.service';
import { aliasControllerFor, resourceControllerFor, serviceToken } from './resource-controller.factory';
import { ResourceRegistry } from './resource-registry';
import { HookRegistry } from './hooks';
import { ExportJobs } from './export/export-jobs.service';
import { RealtimeModule } from '../realtime/realtime.module';

/** Registers a controller and a service for every resource in `resources/`. */
@Module({})
export class EngineModule implements OnApplicationBootstrap {
  constructor(private readonly hooks: HookRegistry, private readonly registry: ResourceRegistry) {}

  /** A definition naming hooks that no module registered is a start-up error, not a silent no-op. */
  onApplicationBootstrap(): void {
    const missing = this.registry.definitions().filter((def) => def.hooks && !this.hooks.has(def.hooks)).map((def) => `${def.name} -> ${def.hooks}`);
    if (missing.length) throw new Error(`resource hooks not registered: ${missing.join(', ')}`);
  }

  /** `resources`: the catalogue (tests add a resource of their own to it). */
  static forResources(resources: ResourceDef[] = RESOURCES): DynamicModule {
    const services: Provider[] = resources.map((def) => ({
      provide: serviceToken(def.name),
      useFactory: (ds: DataSource, lock: WriteLock, hooks: HookRegistry, counts: CountCache) =>
        new ResourceService(def, entitySchemaOf(def), ds, lock, hooks, counts),
      inject: [DataSource, WRITE_LOCK, HookRegistry, CountCache],
    }));
    const controllers = resources.flatMap((def) => [
      resourceControllerFor(def),
      ...(def.listAliases ?? []).map((path) => aliasControllerFor(def, path)),
    ]);
    const counts: Provider = {
      provide: CountCache,
      useFactory: (config: AppConfig) => new CountCache(config.countCacheMs, config.countCacheMinRows),
      inject: [APP_CONFIG],
    };
    const registry: Provider = {
      provide: ResourceRegistry,
      useFactory: (...all: ResourceService[]) => new ResourceRegistry(all),
      inject: resources.map((def) => serviceToken(def.name)),
    };
    return { module: EngineModule, controllers, imports: [RealtimeModule], providers: [HookRegistry, counts, ...services, registry, ExportJobs], exports: [HookRegistry, registry, ExportJobs] };
  }
}
