import { Module } from '@nestjs/common';
import { InventoryController } from './inventory.controller';
import { InventoryHooks } from './inventory.hooks';
import { InventorySnapshotJob } from './snapshot-job';
import { StockService } from './stock.service';
import { StockVerifier } from './stock-verifier';

/**
 * Inventory (resources/inventory): products, locations, and the stock with its
 * append-only movements (libs/inventory is their pure arithmetic), the verification, and the
 * daily snapshot of stock on hand. StockService is exported: orders post movements through it
 * inside their own transactions.
 */
@Module({
  controllers: [InventoryController],
  providers: [
    StockService,
    // the controller's receipt is the Receive action's too
    InventoryController,
    // job kind 'inventory-snapshot-daily'
    InventorySnapshotJob,
    // job kind 'inventory-verify-daily', and the banner's last verdict
    StockVerifier,
    // hooks
    InventoryHooks,
  ],
  exports: [StockService],
})
export class InventoryModule {}
