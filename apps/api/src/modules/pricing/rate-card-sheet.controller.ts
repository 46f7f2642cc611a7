import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { rateCard } from '@console/resources';
import type { RateCard } from '@console/pricing';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import { badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { parseId } from '../../engine/resource-controller.factory';
import { readXlsxUpload } from '../../engine/import/import.service';
import { readFirstSheet } from '../../engine/import/xlsx-reader';
import { cardWorkbook, rowsOfSheet } from './card-sheet';
import { attachmentDisposition } from '../../core/http/attachment';

const REF = rateCard.permission;
/** Rows read from an upload: beyond a card's own limit (MAX_CARD_ROWS), so that limit is what answers. */
const SHEET_READ_LIMIT = 1000;

/**
 * A rate card's weight ranges x zones as XLSX (02 §3 Service level detail): downloaded to edit in a
 * spreadsheet and uploaded back, each row checked (row-level errors in both languages). An upload
 * saves the card's rows as a new dated version, with the card's version the uploader read.
 */
@ApiTags('pricing')
@Controller('resources/rate-card')
export class RateCardSheetController {
  constructor(private readonly registry: ResourceRegistry, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(':id/sheet')
  @RequirePermission(REF, 'view')
  @ApiOperation({ summary: "The card's weight ranges x zones as an XLSX sheet (query: lang en|zh)" })
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh'] })
  async download(@Param('id') id: string, @Query('lang') lang: unknown, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
    const card = await this.registry.find(rateCard.name)!.get(parseId(id), admin);
    const name = `rate-card-${card.id}-${String(card.cardType).toLowerCase()}-${card.packageType}`;
    const bytes = await cardWorkbook(card.rows as RateCard['rows'], name, lang === 'zh' ? 'zh' : 'en');
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', attachmentDisposition(`${name}.xlsx`));
    return new StreamableFile(bytes);
  }

  @Post(':id/sheet')
  @HttpCode(200)
  @RequirePermission(REF, 'edit')
  @ApiOperation({ summary: "Replace the card's rows from an XLSX (multipart: file, version, effectiveFrom): a new dated version, or the rows' errors" })
  async upload(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response, @Admin() admin: CurrentAdmin) {
    const bytes = await readXlsxUpload(req, res, this.config.importMaxBytes);
    const read = rowsOfSheet(await readFirstSheet(bytes, SHEET_READ_LIMIT));
    if ('errors' in read) throw badRequest('invalidData', {}, { errors: read.errors });
    const fields = (req.body ?? {}) as Record<string, string | undefined>;
    const version = Number(fields.version);
    return this.registry.find(rateCard.name)!.update(parseId(id), {
      rows: read.rows, version: Number.isSafeInteger(version) ? version : fields.version,
      ...(fields.effectiveFrom ? { effectiveFrom: fields.effectiveFrom } : {}),
    }, admin);
  }
}
