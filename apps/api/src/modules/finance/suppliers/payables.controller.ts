import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../../core/auth/decorators';
import { parseId } from '../../../engine/resource-controller.factory';
import { PayablesService } from './payables.service';

const SUPPLIER_TRANSACTIONS = { module: 'fulfillment', sub: 'supplier-transactions' } as const;

/** A supplier's payable figures; its entries are the supplier-entry resource's routes. */
@ApiTags('finance')
@Controller('finance/suppliers')
export class PayablesController {
  constructor(private readonly payables: PayablesService) {}

  @Get(':supplierId/payable')
  @RequirePermission(SUPPLIER_TRANSACTIONS, 'view')
  @ApiOperation({ summary: "What the platform owes a supplier: { supplierId, totalCharged, totalPaid, owed, entries } (4-decimal strings)" })
  payable(@Param('supplierId') supplierId: string) {
    return this.payables.payable(parseId(supplierId));
  }
}
