import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { TRACKING_STATUS, say } from '@console/carriers';
import { clientOrder } from '@console/resources';
import { Admin, RequirePermission } from '../../../core/auth/decorators';
import { AppException } from '../../../core/envelope/app-exception';
import { attachmentDisposition } from '../../../core/http/attachment';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { FileService } from '../../../engine/files/file.service';
import { ResourceRegistry } from '../../../engine/resource-registry';
import { parseId } from '../../../engine/resource-controller.factory';

/**
 * An order's label PDF (02 §9 label sizes; 01 §7 file download: the bearer token, the name in
 * the content-disposition, opened in a new window by the web). Under the order's view
 * permission and data scope: an order the user may not see answers 404 like a missing one.
 */
@ApiTags('orders')
@Controller('resources/client-order')
export class OrderLabelController {
  constructor(private readonly registry: ResourceRegistry, private readonly files: FileService) {}

  @Get(':id/label')
  @RequirePermission(clientOrder.permission, 'view')
  @ApiOperation({ summary: "The order's shipping label as a PDF (4x6 or 8.5x11, the order's label size)" })
  async label(@Param('id') id: string, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
    const order = await this.registry.find(clientOrder.name)!.get(parseId(id), admin);
    // 02 §8: 'No shipping label exists for the selected orders'; a voided one is not printed again
    // an imported label (label-import) has its file before its tracking number
    if (!order.labelFileId) throw new AppException(404, say('trackingNotFound'));
    if ([TRACKING_STATUS.VOID_PENDING, TRACKING_STATUS.VOIDED].includes(Number(order.trackingStatus) as 4 | 6)) throw new AppException(400, say('labelVoid'));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachmentDisposition(`label-${String(order.orderNo)}.pdf`));
    return new StreamableFile(this.files.storage.get(Number(order.labelFileId)));
  }
}
