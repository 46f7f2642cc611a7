import { Module } from '@nestjs/common';
import { TechHooks } from './tech.hooks';

/** Tech (resources/tech): feature flags, org groups and WMS app releases; only the flags have rules. */
@Module({
  providers: [
    // hooks
    TechHooks,
  ],
})
export class TechModule {}
