import { Module } from '@nestjs/common';
import { ChargeItemHooks } from './charge-item.hooks';

/**
 * Billing automation (resources/billing): work order types and charge items, checked by the
 * charge engine (libs/billing, @console/billing) that will price every order event and storage day.
 */
@Module({
  providers: [ChargeItemHooks],
})
export class BillingModule {}
