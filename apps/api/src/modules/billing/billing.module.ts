import { Module } from '@nestjs/common';
import { ChargeItemHooks } from './charge-item.hooks';
import { StorageRuleHooks } from './storage-rule.hooks';

/**
 * Billing automation (resources/billing): work order types, charge items and storage rules, checked by the
 * charge engine (libs/billing, @console/billing) that will price every order event and storage day.
 */
@Module({
  providers: [ChargeItemHooks, StorageRuleHooks],
})
export class BillingModule {}
