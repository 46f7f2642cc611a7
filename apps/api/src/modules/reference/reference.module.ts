import { Module } from '@nestjs/common';
import { ReferenceController } from './reference.controller';
import { FileManagementHooks } from './file-management.hooks';

/** Reference (resources/reference): countries, states and cities for the address forms, and the shared files' rules. */
@Module({
  controllers: [ReferenceController],
  providers: [
    // hooks
    FileManagementHooks,
  ],
})
export class ReferenceModule {}
