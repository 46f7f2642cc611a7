import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { mayUse, searchFields } from '@console/metadata';
import { Admin, SelfOnly } from '../../core/auth/decorators';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../resource-registry';
import type { SearchHit } from '../records/record-reads';
import { parseSearchText } from './search-query';

/** Hits per resource: enough to find a record by name, few enough to read at a glance. */
const SEARCH_HITS_PER_RESOURCE = 5;

export interface SearchGroup {
  resource: string;
  hits: SearchHit[];
}

/**
 * The header's global search. Any signed-in user may call it; what it searches is decided per
 * resource, on the server: only resources the user may view (any partition value of them), only
 * records in their data scope and partitions (the same scoped query as the list), only the
 * fields title-search.ts names.
 */
@ApiTags('Search')
@ApiBearerAuth()
@Controller('search')
export class SearchController {
  constructor(private readonly registry: ResourceRegistry, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'Find records by title in every resource the user may view (a few hits per resource, grouped)' })
  @ApiQuery({ name: 'q', required: false, description: 'text the title (or a searchable field) contains; blank: no hits' })
  @SelfOnly()
  async search(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin): Promise<{ q: string; groups: SearchGroup[] }> {
    const q = parseSearchText(query);
    if (!q) return { q, groups: [] };
    const searched = this.registry.services.filter((s) =>
      searchFields(s.def).length > 0 && mayUse(admin, s.def, 'view', this.config.productCode));
    const groups = await Promise.all(searched.map(async (s) => ({ resource: s.def.name, hits: await s.search(q, admin, SEARCH_HITS_PER_RESOURCE) })));
    return { q, groups: groups.filter((g) => g.hits.length > 0) };
  }
}
