import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { pickBatch } from '@console/resources';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { PackFinishDto, PackScanDto } from './dto/pack-station.dto';
import { PackStationService } from './pack-station.service';

/**
 * The pack station's routes (02 §2 Batch and pack: pack work for a batch or an order): the
 * packer's station as the server keeps it, a scan, an undo, the finish, the scale's reading and
 * leaving. Viewing needs the batch-and-pack sub-role's view level; packing its edit level.
 */
@ApiTags('batch-pack')
@Controller('batch-pack/station')
export class PackStationController {
  constructor(private readonly station: PackStationService) {}

  @Get()
  @ApiOperation({ summary: "The packer's station: the batch or order open, the order being packed with what is left, the batch's orders" })
  @RequirePermission(pickBatch.permission, 'view')
  state(@Admin() admin: CurrentAdmin) {
    return this.station.state(admin);
  }

  @Post('scan')
  @HttpCode(200)
  @ApiOperation({ summary: 'A scanned code: a batch number, an order number, a packaging material or a product (SKU or FNSKU)' })
  @RequirePermission(pickBatch.permission, 'edit')
  scan(@Body() body: PackScanDto, @Admin() admin: CurrentAdmin) {
    return this.station.scan(admin, body.code);
  }

  @Post('undo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes back the last unit scanned into the order being packed' })
  @RequirePermission(pickBatch.permission, 'edit')
  undo(@Admin() admin: CurrentAdmin) {
    return this.station.undo(admin);
  }

  @Post('finish')
  @HttpCode(200)
  @ApiOperation({ summary: "Closes the order: the package (the material's dimensions, the weight), its label, To Ship" })
  @RequirePermission(pickBatch.permission, 'edit')
  finish(@Body() body: PackFinishDto, @Admin() admin: CurrentAdmin) {
    return this.station.finish(admin, { weight: String(body.weight), weightUnit: body.weightUnit });
  }

  @Get('scale')
  @ApiOperation({ summary: "The scale's reading for the order being packed (the sandbox scale: its units' and its box's weights)" })
  @RequirePermission(pickBatch.permission, 'edit')
  read(@Admin() admin: CurrentAdmin) {
    return this.station.scaleReading(admin);
  }

  @Delete()
  @ApiOperation({ summary: 'Leaves the station: its order is unclaimed, its scans stay on the order' })
  @RequirePermission(pickBatch.permission, 'edit')
  close(@Admin() admin: CurrentAdmin) {
    return this.station.close(admin);
  }
}
