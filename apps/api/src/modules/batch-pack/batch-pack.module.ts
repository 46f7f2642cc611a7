import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { InventoryModule } from '../inventory/inventory.module';
import { OrdersModule } from '../orders/orders.module';
import { PackStationController } from './pack-station.controller';
import { PackStationService } from './pack-station.service';
import { PickBatchHooks } from './pick-batch.hooks';
import { PackScale, SandboxScale } from './scale';

/**
 * Batch and pack (resources/batch-pack, 02 §2): batches of parcel orders made by location or by
 * order with their pick lists (pick-batch.hooks.ts: the planner of libs/batch-pack over the
 * orders' allocations, pick movements through the inventory's StockService), and the pack
 * station (pack-station.service.ts: scans, undo, the finish with the orders domain's label and
 * billing automation's Pack event).
 */
@Module({
  imports: [InventoryModule, BillingModule, OrdersModule],
  controllers: [PackStationController],
  providers: [PickBatchHooks, PackStationService, { provide: PackScale, useClass: SandboxScale }],
})
export class BatchPackModule {}
