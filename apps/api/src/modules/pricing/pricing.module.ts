import { Module } from '@nestjs/common';
import { CarrierInfoController } from './carrier-info.controller';
import { QuoteController } from './quote.controller';
import { QuoteService } from './quote.service';
import { RateCardSheetController } from './rate-card-sheet.controller';
import { ReplayController } from './replay.controller';
import { ReplayService } from './replay.service';
import { PricingLevelHooks } from './pricing-level.hooks';
import { RateCardHooks } from './rate-card.hooks';
import { ShippingAccountHooks } from './shipping-account.hooks';
import { SurchargeHooks } from './surcharge.hooks';

/**
 * Pricing (resources/pricing): the rate engine's inputs and what it answers — quotes, the fee
 * sheets of set-level and shipping-fee, the rate card sheet, and the replay of past shipments
 * under a changed price (libs/pricing is the pure core it calls).
 */
@Module({
  controllers: [CarrierInfoController, QuoteController, ReplayController, RateCardSheetController],
  providers: [
    QuoteService,
    // job kind 'pricing-replay'
    ReplayService,
    // hooks
    ShippingAccountHooks,
    SurchargeHooks,
    PricingLevelHooks,
    RateCardHooks,
  ],
  // the orders domain's Get Rate prices an order's packages with it
  exports: [QuoteService],
})
export class PricingModule {}
