import type { ResourceDef } from '@console/metadata';
import { ResourceService } from './resource.service';

/** The services of all generated resources, for cross-cutting readers such as the dashboard. */
export class ResourceRegistry {
  constructor(readonly services: ResourceService[]) {
    for (const service of services) service.attach(this);
  }

  definitions(): ResourceDef[] {
    return this.services.map((s) => s.def);
  }

  find(name: string): ResourceService | undefined {
    return this.services.find((s) => s.def.name === name);
  }
}
