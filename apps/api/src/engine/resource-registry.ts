import type { ResourceDef } from '@console/metadata';
import type { ResourceService } from './resource.service';
import type { ResourceServices } from './resource-services';

/** Builds a resource's service, given the registry as the lookup of its siblings. */
export type BuildService = (def: ResourceDef, services: ResourceServices) => ResourceService;

/**
 * The services of all generated resources, for cross-cutting readers such as the dashboard. It
 * builds them, handing each the lookup of its siblings (ResourceServices) in its constructor.
 */
export class ResourceRegistry implements ResourceServices {
  readonly services: ResourceService[];

  constructor(private readonly defs: readonly ResourceDef[], build: BuildService) {
    this.services = defs.map((def) => build(def, this));
  }

  definitions(): ResourceDef[] {
    return [...this.defs];
  }

  find(name: string): ResourceService | undefined {
    return this.services.find((s) => s.def.name === name);
  }
}
