import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller';
import { BillingGroupHooks } from './billing-group.hooks';
import { ChargeItemHooks } from './charge-item.hooks';
import { OrderEventCharges } from './order-events';
import { StorageRuleHooks } from './storage-rule.hooks';

/**
 * Billing automation (resources/billing): work order types, charge items and storage rules (each
 * save checked by the charge engine, libs/billing), billing plans and the groups of clients they
 * bill, and which plan bills whom on a day: what the charge engine will price every order event
 * and storage day with.
 */
@Module({
  controllers: [BillingController],
  providers: [ChargeItemHooks, StorageRuleHooks, BillingGroupHooks, OrderEventCharges],
  // the orders domain charges its events through it, in their own transactions
  exports: [OrderEventCharges],
})
export class BillingModule {}
