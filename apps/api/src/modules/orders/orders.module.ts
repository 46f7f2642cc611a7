import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { ClientsModule } from '../clients/clients.module';
import { InventoryModule } from '../inventory/inventory.module';
import { PricingModule } from '../pricing/pricing.module';
import { LabelTracking } from './labels/label-tracking';
import { ORDER_LABEL_CONTROLLERS } from './labels/order-label.controller';
import { OrderLabels } from './labels/order-labels';
import { OrderCancellations } from './order-cancellations';
import { OrdersHooks } from './orders.hooks';
import { InboundHooks } from './inbound/inbound.hooks';
import { ReturnHooks } from './returns/return.hooks';
import { FreightHooks } from './freight/freight.hooks';
import { CrossDockHooks } from './cross-dock/cross-dock.hooks';
import { FreightBolController } from './freight/freight-bol.controller';
import { OrderSummaryController } from './summary/order-summary.controller';
import { OrderSummaryService } from './summary/order-summary.service';
import { AddressValidationController } from './address-validation.controller';
import { LabelImportHooks } from './imports/label-import.hooks';
import { TrackingImport } from './imports/tracking-import';
import { TrackingImportController } from './imports/tracking-import.controller';

/**
 * Orders (resources/orders): parcel outbound orders (02 §2, §3), their rules (02 §5, through
 * libs/carriers), the stock they allocate and release (the inventory domain's StockService, in
 * the order's transaction), their rate (the pricing domain's QuoteService) and their shipping
 * labels (labels/: the sandbox carrier, the ledger's debit or hold, the PDF, the tracking), and
 * inbound orders received into the inventory (inbound/) and returns inspected back into it
 * (returns/), both through receiving/; freight outbound orders (freight/); cross-dock orders
 * received at the dock and shipped on with a label (cross-dock/); its
 * events are charged by billing automation (the billing domain's OrderEventCharges, in the event's transaction).
 */
@Module({
  imports: [InventoryModule, PricingModule, ClientsModule, BillingModule],
  // GET /api/resources/{client-order,cross-dock-order}/:id/label, the label PDF; POST /api/orders/validate-address, the form's Validate; the tracking import's routes
  // GET /api/orders/summary and its XLSX (02 §2 order-summary)
  controllers: [TrackingImportController, ...ORDER_LABEL_CONTROLLERS, AddressValidationController, OrderSummaryController, FreightBolController],
  providers: [
    // hooks and the actions submit, cancel, getRate, createLabel, voidLabel
    OrdersHooks,
    // what the domains built on orders undo when one is cancelled (batch-pack registers its part)
    OrderCancellations,
    OrderLabels,
    // the periodic tracking of labels (02 §4 tracking status)
    LabelTracking,
    // label import (02 §5): the PDF split per order; tracking import (02 §2)
    LabelImportHooks,
    TrackingImport,
    // inbound orders: their lines, receiving (receive movements) and its reversal
    InboundHooks,
    // returns: their lines (from a shipped order or standalone), inspection (return movements) and its reversal
    ReturnHooks,
    // freight outbound orders: 02 §5's rules, their moves through 02 §4 with the stock, the bill of lading
    FreightHooks,
    // cross-dock orders: received at the dock and held for the order, shipped on with a parcel order's label
    CrossDockHooks,
    OrderSummaryService,
  ],
  // the pack station creates the label of the order it closes; a cancel undoes batch and pack's part (batch-pack)
  exports: [OrderLabels, OrderCancellations],
})
export class OrdersModule {}
