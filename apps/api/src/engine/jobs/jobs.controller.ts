import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Admin, SelfOnly } from '../../core/auth/decorators';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { parseId } from '../resource-controller.factory';
import { JobQueue } from './job-queue';
import { presentJob } from './job.entity';

/**
 * A user's background jobs: `GET /api/jobs?mine` (the caller's, newest 50; `kind` narrows),
 * `GET /api/jobs/:id` (the caller's own; another's is 404), `POST /api/jobs/:id/retry` (a dead
 * job queued again; super-administrators only, checked in JobQueue).
 */
@ApiTags('Jobs')
@ApiBearerAuth()
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobQueue) {}

  @Get()
  @SelfOnly()
  @ApiOperation({ summary: "The caller's background jobs, newest first (50)" })
  @ApiQuery({ name: 'mine', required: false, description: 'only the caller\'s jobs (the only list there is)' })
  @ApiQuery({ name: 'kind', required: false })
  async mine(@Admin() admin: CurrentAdmin, @Query('kind') kind: unknown) {
    if (kind !== undefined && (typeof kind !== 'string' || !/^[a-z0-9-]{1,48}$/.test(kind))) throw badRequest('invalidData');
    return (await this.jobs.mine(admin, kind as string | undefined)).map(presentJob);
  }

  @Get(':id')
  @SelfOnly()
  @ApiOperation({ summary: 'One of the caller\'s jobs: status, attempts, progress, result, error' })
  async get(@Admin() admin: CurrentAdmin, @Param('id') id: string) {
    return presentJob(await this.jobs.get(parseId(id), admin));
  }

  @Post(':id/retry')
  @HttpCode(200)
  @SelfOnly()
  @ApiOperation({ summary: 'Queue a dead job again with fresh attempts (super-administrator)' })
  async retry(@Admin() admin: CurrentAdmin, @Param('id') id: string) {
    return presentJob(await this.jobs.retry(parseId(id), admin));
  }
}
