import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';

/** The dashboard: counts across the catalogue for the home screen (it reads every domain through the engine, owns no table). */
@Module({
  controllers: [DashboardController],
})
export class DashboardModule {}
