import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MovementRequest } from '@console/inventory';
import { inventory } from '@console/resources';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { parseId } from '../../engine/resource-controller.factory';
import { utcDayOf } from '../../engine/jobs/daily-schedule';
import { StockService } from './stock.service';
import type { StockVerdict } from './stock-verify';
import { StockVerifier } from './stock-verifier';
import { ReceiveStockDto, ReverseMovementDto, StockMovementDto } from './dto/stock.dto';

const INVENTORY = { module: 'wms', sub: 'inventory' } as const;

/**
 * The stock API: verification, and manual postings (the sub-role's all level). The
 * lists (stock rows, movements, snapshots) are the generated resources' own routes; orders post
 * through StockService inside their own transactions.
 */
@ApiTags('inventory')
@Controller('inventory')
export class InventoryController {
  constructor(private readonly stock: StockService, private readonly verifier: StockVerifier, private readonly registry: ResourceRegistry) {}

  @Get('verify')
  @RequirePermission(INVENTORY, 'view')
  @ApiOperation({ summary: 'Every stock row against the sum of its movements: { rows, drifted, firstDrifted? }' })
  async verify(@Admin() admin: CurrentAdmin) {
    const { checkedAt: _checkedAt, ...verdict } = await this.verifier.verifyAll();
    return shownTo(admin, verdict);
  }

  @Get('verify/last')
  @RequirePermission(INVENTORY, 'view')
  @ApiOperation({ summary: "The last full check's verdict (nightly or on demand) with checkedAt, for the inventory screens' drift banner; null before any" })
  async lastVerdict(@Admin() admin: CurrentAdmin) {
    const verdict = await this.verifier.lastVerdict();
    return verdict && { ...shownTo(admin, verdict), checkedAt: verdict.checkedAt };
  }

  @Post('receive')
  @RequirePermission(INVENTORY, 'special')
  @ApiOperation({ summary: 'Receive stock { warehouseId, locationId, clientId, sku, lotDate?, standard?, damage?, orderNo?, note? } into its row (made when new); answers the row with movementId' })
  async receive(@Body() body: ReceiveStockDto, @Admin() admin: CurrentAdmin) {
    return this.stock.shown(await this.receiveFor(admin, { ...body }), admin);
  }

  @Post(':id/movements')
  @HttpCode(201)
  @RequirePermission(INVENTORY, 'special')
  @ApiOperation({ summary: 'One movement on a stock row { movementType: 2 allocate | 3 release | 4 pick | 5 ship | 6 return | 7 adjust, quantity | standard/damage, orderNo?, note? }; answers the row with movementId' })
  async move(@Param('id') id: string, @Body() body: StockMovementDto, @Admin() admin: CurrentAdmin) {
    const inventoryId = parseId(id);
    // 404 unless the row is in the caller's scope
    await this.registry.find(inventory.name)!.get(inventoryId, admin);
    const request = { type: body.movementType, quantity: body.quantity ?? undefined, standard: body.standard ?? undefined, damage: body.damage ?? undefined } as MovementRequest;
    const posted = await this.stock.inTransaction((em) => this.stock.moveIn(em, inventoryId, request, { operator: admin.userName, orderNo: body.orderNo ?? null, note: body.note ?? null }));
    return this.stock.shown(posted, admin);
  }

  @Post('movements/:id/reverse')
  @HttpCode(201)
  @RequirePermission(INVENTORY, 'special')
  @ApiOperation({ summary: 'Reverse a movement { note }: a new movement of the negated quantities; once per movement, never of a reversal' })
  async reverse(@Param('id') id: string, @Body() body: ReverseMovementDto, @Admin() admin: CurrentAdmin) {
    const movementId = parseId(id);
    await this.registry.find('inventory-movement')!.get(movementId, admin);
    const posted = await this.stock.inTransaction((em) => this.stock.reverseIn(em, movementId, { operator: admin.userName, note: body.note }));
    return this.stock.shown(posted, admin);
  }

  /** A receipt for the caller (its client in scope), in a transaction of its own; also the Receive dialog's. */
  async receiveFor(admin: CurrentAdmin, input: Record<string, unknown>) {
    const clientId = Number(input.clientId);
    await this.stock.assertClientVisible(clientId, admin);
    const place = {
      warehouseId: Number(input.warehouseId), locationId: Number(input.locationId), clientId, sku: String(input.sku),
      lotDate: input.lotDate ? String(input.lotDate).slice(0, 10) : utcDayOf(),
    };
    const quantities = { standard: Number(input.standard ?? 0), damage: Number(input.damage ?? 0) };
    const ctx = { operator: admin.userName, orderNo: (input.orderNo as string | null | undefined) ?? null, note: (input.note as string | null | undefined) ?? null };
    return this.stock.inTransaction((em) => this.stock.receiveIn(em, place, quantities, ctx));
  }
}

/** A user scoped to assigned clients learns that stock drifted, not another client's row. */
function shownTo<V extends StockVerdict>(admin: CurrentAdmin, verdict: V): StockVerdict {
  return admin.assignedOnly ? { rows: verdict.rows, drifted: verdict.drifted } : { rows: verdict.rows, drifted: verdict.drifted, ...(verdict.firstDrifted ? { firstDrifted: verdict.firstDrifted } : {}) };
}
