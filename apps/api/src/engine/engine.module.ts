import { DynamicModule, Module, Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RESOURCES } from '@console/resources';
import { WRITE_LOCK } from '../core/tokens';
import { WriteLock } from '../core/database/write-lock';
import { entitySchemaOf } from './entity-schema';
import { ResourceService } from './resource.service';
import { aliasControllerFor, resourceControllerFor, serviceToken } from './resource-controller.factory';
import { ResourceRegistry } from './resource-registry';

/** Registers a controller and a service for every resource in `resources/`. */
@Module({})
export class EngineModule {
  static forResources(): DynamicModule {
    const services: Provider[] = RESOURCES.map((def) => ({
      provide: serviceToken(def.name),
      useFactory: (ds: DataSource, lock: WriteLock) => new ResourceService(def, entitySchemaOf(def), ds, lock),
      inject: [DataSource, WRITE_LOCK],
    }));
    const controllers = RESOURCES.flatMap((def) => [
      resourceControllerFor(def),
      ...(def.listAliases ?? []).map((path) => aliasControllerFor(def, path)),
    ]);
    const registry: Provider = {
      provide: ResourceRegistry,
      useFactory: (...all: ResourceService[]) => new ResourceRegistry(all),
      inject: RESOURCES.map((def) => serviceToken(def.name)),
    };
    return { module: EngineModule, controllers, providers: [...services, registry], exports: [registry] };
  }
}
