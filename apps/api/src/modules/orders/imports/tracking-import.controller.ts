import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ImportAnswer, ImportPreview } from '@console/contracts';
import { clientOrder } from '@console/resources';
import { Admin, RequirePermission } from '../../../core/auth/decorators';
import type { AppConfig } from '../../../core/config';
import { badRequest } from '../../../core/envelope/app-exception';
import { attachmentDisposition } from '../../../core/http/attachment';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { APP_CONFIG } from '../../../core/tokens';
import { readXlsxUpload } from '../../../engine/import/import.service';
import { TrackingImport } from './tracking-import';

/**
 * Tracking import of parcel orders (02 §2), in the engine's import routes' shape so the web's
 * import dialog serves it: a template, a preview with the bad cells, and the import (edit level
 * of orders: it changes existing orders).
 */
@ApiTags('orders')
@Controller('resources/client-order/tracking-import')
export class TrackingImportController {
  constructor(private readonly imports: TrackingImport, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('template')
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh'] })
  @ApiOperation({ summary: 'An empty XLSX of the tracking import: order number, tracking number, carrier' })
  @RequirePermission(clientOrder.permission, 'edit')
  async template(@Query('lang') lang: unknown, @Res({ passthrough: true }) res: Response) {
    const { fileName, bytes } = await this.imports.template(lang === 'zh' ? 'zh' : 'en');
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', attachmentDisposition(fileName));
    return new StreamableFile(bytes);
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a tracking XLSX row by row (multipart, part "file"); nothing is written' })
  @RequirePermission(clientOrder.permission, 'edit')
  async preview(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Admin() admin: CurrentAdmin): Promise<ImportPreview> {
    return (await this.imports.run(await readXlsxUpload(req, res, this.config.importMaxBytes), admin, false)).preview;
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Import a tracking XLSX: every row or none (refused while any row has an error)' })
  @RequirePermission(clientOrder.permission, 'edit')
  async commit(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Admin() admin: CurrentAdmin): Promise<ImportAnswer> {
    const { preview, imported } = await this.imports.run(await readXlsxUpload(req, res, this.config.importMaxBytes), admin, true);
    if (preview.errorRows) throw badRequest({ en: preview.message!, zh: preview.zhMessage! }, {}, preview);
    return { imported };
  }
}
