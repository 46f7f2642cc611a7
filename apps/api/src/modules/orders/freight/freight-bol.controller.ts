import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { freightOrder } from '@console/resources';
import { Admin, RequirePermission } from '../../../core/auth/decorators';
import { AppException } from '../../../core/envelope/app-exception';
import { attachmentDisposition } from '../../../core/http/attachment';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { pdfLib } from '../../../core/lazy-modules';
import { ResourceRegistry } from '../../../engine/resource-registry';
import { labelIdsOf } from '../labels/merged-labels';
import { say } from '../order-rules';
import { drawBol } from './bol-pdf';
import { bolInputOf } from './freight-bol';

/** The merged bill of lading of several freight orders (Merged BOL on the list's selection). */
@ApiTags('orders')
@Controller('resources/freight-order')
export class FreightBolController {
  constructor(private readonly registry: ResourceRegistry, private readonly ds: DataSource) {}

  /**
   * One PDF of the orders' bills of lading, in the order given, each order read as the user may
   * see it (404 outside their scope); 02 §5: a merged BOL needs two orders at least.
   */
  @Get('bol')
  @RequirePermission(freightOrder.permission, 'view')
  @ApiOperation({ summary: 'The bills of lading of the freight orders `ids` (1,2) merged into one PDF; two orders at least' })
  @ApiQuery({ name: 'ids', required: true, type: String, description: 'order ids, comma separated, 2 to 100' })
  async merged(@Query('ids') raw: unknown, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
    const ids = labelIdsOf(raw);
    if (ids.length < 2) throw new AppException(400, say('freightMergedBolTwo'));
    const service = this.registry.find(freightOrder.name)!;
    const doc = await pdfLib().PDFDocument.create();
    doc.setTitle(`Bills of Lading (${ids.length})`);
    for (const id of ids) await drawBol(doc, await bolInputOf(this.ds.manager, await service.get(id, admin)));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachmentDisposition(`BOL-${ids.length}-orders.pdf`));
    return new StreamableFile(Buffer.from(await doc.save()));
  }
}
