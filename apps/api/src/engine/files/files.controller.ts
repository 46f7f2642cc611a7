import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Admin, SelfOnly } from '../../core/auth/decorators';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { FileService } from './file.service';
import { attachmentDisposition } from '../../core/http/attachment';

/**
 * Downloads of uploaded files. Any signed-in user may ask; the service answers only those who
 * may view the record holding the file (or its uploader, before a record holds it).
 */
@ApiTags('Files')
@ApiBearerAuth()
@Controller('files')
export class FilesController {
  constructor(private readonly files: FileService) {}

  @Get(':id')
  @ApiOperation({ summary: 'Download an uploaded file (viewers of the record holding it, or its uploader)' })
  @SelfOnly()
  async download(@Param('id') id: string, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
    if (!/^[0-9]{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) throw badRequest('badId');
    const { row, stream } = await this.files.open(Number(id), admin);
    res.setHeader('Content-Type', row.mime);
    res.setHeader('Content-Length', String(row.size));
    res.setHeader('Content-Disposition', attachmentDisposition(row.name));
    return new StreamableFile(stream);
  }
}
