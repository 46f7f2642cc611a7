import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller';
import { BillingGroupHooks } from './billing-group.hooks';
import { ChargeItemHooks } from './charge-item.hooks';
import { OrderEventCharges } from './order-events';
import { RebillService } from './rebill.service';
import { StorageCharges } from './storage-charges';
import { StorageRuleHooks } from './storage-rule.hooks';

/**
 * Billing automation (resources/billing): work order types, charge items and storage rules (each
 * save checked by the charge engine, libs/billing), billing plans and the groups of clients they
 * bill, and which plan bills whom on a day: what the charge engine prices every order event
 * with (order-events.ts), and the daily job charging storage and fees by the day or month
 * (storage-charges.ts, after each day's stock snapshot); and the re-bill preview of a draft plan
 * over the logged events and snapshots of a past range (rebill.ts).
 */
@Module({
  controllers: [BillingController],
  providers: [ChargeItemHooks, StorageRuleHooks, BillingGroupHooks, OrderEventCharges, StorageCharges, RebillService],
  // the orders domain charges its events through it, in their own transactions
  exports: [OrderEventCharges],
})
export class BillingModule {}
