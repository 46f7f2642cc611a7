import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from './auth/decorators';
import { APP_CONFIG } from './tokens';
import type { AppConfig } from './config';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly ds: DataSource, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Up when the database answers; used by load balancers and by the test harness. */
  @Get()
  @Public()
  async health() {
    await this.ds.query('SELECT 1');
    return { status: 'up', database: this.config.dbType };
  }
}
