import { Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Admin, SelfOnly } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { UserMessageService } from './user-message.service';
import { attachmentDisposition } from '../../core/http/attachment';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spec 01 §7 paths: the export list of the signed-in user, delete, and the file download. */
@ApiTags('Messages and exports')
@ApiBearerAuth()
@Controller('wms-user/user/message')
export class UserMessageController {
  constructor(private readonly messages: UserMessageService) {}

  @Get('list')
  @SelfOnly()
  list(@Admin() admin: CurrentAdmin, @Query() query: Record<string, unknown>) {
    return this.messages.list(admin, query);
  }

  @Post('delete')
  @HttpCode(200)
  @SelfOnly()
  remove(@Admin() admin: CurrentAdmin, @Query('userMessageId') id: unknown) {
    return this.messages.remove(admin, id);
  }

  @Get('download/:id')
  @SelfOnly()
  async download(@Admin() admin: CurrentAdmin, @Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    const { fileName, stream } = await this.messages.download(admin, id);
    res.setHeader('Content-Type', XLSX);
    res.setHeader('Content-Disposition', attachmentDisposition(fileName));
    return new StreamableFile(stream);
  }
}
