import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { orderSummary } from '@console/resources';
import { Admin, RequirePermission } from '../../../core/auth/decorators';
import { badRequest } from '../../../core/envelope/app-exception';
import { attachmentDisposition } from '../../../core/http/attachment';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { OrderSummaryService } from './order-summary.service';
import { readSummaryQuery, type SummaryQuery } from './summary-query';
import { summaryWorkbook } from './summary-workbook';

const PERMISSION = orderSummary.permission;

function queryOf(raw: Record<string, unknown>): SummaryQuery {
  const read = readSummaryQuery(raw);
  if ('errors' in read) throw badRequest('invalidData', {}, { errors: read.errors });
  return read;
}

/** The order summary (02 §2 `order-summary`): its figures for the screen, and the same as XLSX. */
@ApiTags('orders')
@Controller('orders/summary')
export class OrderSummaryController {
  constructor(private readonly summaries: OrderSummaryService) {}

  @Get()
  @RequirePermission(PERMISSION, 'view')
  @ApiOperation({ summary: 'Parcel orders made from..to (YYYY-MM-DD, UTC days, at most 366): counts and label totals per client, warehouse and status, and counts per day and status' })
  @ApiQuery({ name: 'from', required: true }) @ApiQuery({ name: 'to', required: true })
  @ApiQuery({ name: 'clientId', required: false }) @ApiQuery({ name: 'warehouseId', required: false })
  summary(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
    return this.summaries.summary(queryOf(query), admin);
  }

  @Get('export')
  @RequirePermission(PERMISSION, 'special')
  @ApiOperation({ summary: 'The summary table as XLSX (query as the summary, and lang en|zh)' })
  @ApiQuery({ name: 'from', required: true }) @ApiQuery({ name: 'to', required: true }) @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh'] })
  async export(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
    const asked = queryOf(query);
    const bytes = await summaryWorkbook(await this.summaries.summary(asked, admin), query.lang === 'zh' ? 'zh' : 'en');
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', attachmentDisposition(`order-summary-${asked.from}-${asked.to}.xlsx`));
    return new StreamableFile(bytes);
  }
}
