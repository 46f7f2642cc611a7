import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { mayUse } from '@console/metadata';
import { Admin, SelfOnly } from '../../core/auth/decorators';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';

/** Real figures for the dashboard: how many records each resource the user may view holds. */
@ApiTags('Dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly registry: ResourceRegistry, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('summary')
  @SelfOnly()
  async summary(@Admin() admin: CurrentAdmin) {
    const visible = this.registry.services.filter((s) => mayUse(admin, s.def, 'view', this.config.productCode));
    const counts = await Promise.all(visible.map(async (s) => ({ resource: s.def.name, count: await s.count(admin) })));
    return { counts };
  }
}
