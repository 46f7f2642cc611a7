import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module';
import { PricingModule } from '../pricing/pricing.module';
import { OrdersHooks } from './orders.hooks';

/**
 * Orders (resources/orders): parcel outbound orders (02 §2, §3), their rules (02 §5, through
 * libs/carriers), the stock they allocate and release (the inventory domain's StockService, in
 * the order's transaction) and their rate (the pricing domain's QuoteService). labels/ holds the
 * shipping label's PDF for the label step.
 */
@Module({
  imports: [InventoryModule, PricingModule],
  providers: [
    // hooks and the actions submit, cancel, getRate
    OrdersHooks,
  ],
})
export class OrdersModule {}
