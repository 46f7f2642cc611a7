import { Controller, Get, Param, Query, Res, StreamableFile, type Type } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { TRACKING_STATUS, say } from '@console/carriers';
import { Admin, RequirePermission } from '../../../core/auth/decorators';
import { AppException } from '../../../core/envelope/app-exception';
import { attachmentDisposition } from '../../../core/http/attachment';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { FileService } from '../../../engine/files/file.service';
import { ResourceRegistry } from '../../../engine/resource-registry';
import { parseId } from '../../../engine/resource-controller.factory';
import { assertAllLabelled, labelIdsOf, mergeLabels } from './merged-labels';
import { LABELLED_KINDS, type LabelledKind } from './labelled-kind';

/**
 * An order's label PDF (02 §9 label sizes; 01 §7 file download: the bearer token, the name in
 * the content-disposition, opened in a new window by the web), for each kind of labelled order
 * (`/api/resources/client-order/...`, `/api/resources/cross-dock-order/...`). Under the order's
 * view permission and data scope: an order the user may not see answers 404 like a missing one.
 */
function labelController({ order: def }: LabelledKind): Type {
  @ApiTags('orders')
  @Controller(`resources/${def.name}`)
  class OrderLabelController {
    constructor(private readonly registry: ResourceRegistry, private readonly files: FileService) {}

    /**
     * The labels of several orders as one PDF (Print Labels on the list's selection), each order
     * read as the user may see it (404 outside their scope); all of them must have a label (02 §8).
     */
    @Get('labels')
    @RequirePermission(def.permission, 'view')
    @ApiOperation({ summary: 'The shipping labels of the orders `ids` (1,2,3) merged into one PDF, in the order given' })
    @ApiQuery({ name: 'ids', required: true, type: String, description: 'order ids, comma separated, at most 100' })
    async labels(@Query('ids') raw: unknown, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
      const service = this.registry.find(def.name)!;
      const orders = [];
      for (const id of labelIdsOf(raw)) orders.push(await service.get(id, admin));
      assertAllLabelled(orders);
      const bytes = await mergeLabels(orders.map((o) => this.files.storage.get(Number(o.labelFileId))));
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachmentDisposition(orders.length === 1 ? `label-${String(orders[0].orderNo)}.pdf` : `labels-${orders.length}.pdf`));
      return new StreamableFile(Buffer.from(bytes));
    }

    @Get(':id/label')
    @RequirePermission(def.permission, 'view')
    @ApiOperation({ summary: "The order's shipping label as a PDF (4x6 or 8.5x11, the order's label size)" })
    async label(@Param('id') id: string, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
      const order = await this.registry.find(def.name)!.get(parseId(id), admin);
      // 02 §8: 'No shipping label exists for the selected orders'; a voided one is not printed again
      // an imported label (label-import) has its file before its tracking number
      if (!order.labelFileId) throw new AppException(404, say('trackingNotFound'));
      if ([TRACKING_STATUS.VOID_PENDING, TRACKING_STATUS.VOIDED].includes(Number(order.trackingStatus) as 4 | 6)) throw new AppException(400, say('labelVoid'));
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachmentDisposition(`label-${String(order.orderNo)}.pdf`));
      return new StreamableFile(this.files.storage.get(Number(order.labelFileId)));
    }
  }
  return OrderLabelController;
}

/** The label routes of every labelled order. */
export const ORDER_LABEL_CONTROLLERS = LABELLED_KINDS.map(labelController);
