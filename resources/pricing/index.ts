import type { DomainIndex } from '@console/metadata';
import { fuelRate } from './fuel-rate';
import { peakSetting } from './peak-setting';
import { shippingAccount } from './shipping-account';
import { carrierService } from './carrier-service';
import { surcharge } from './surcharge';
import { CALCULATION_SUBJECT_OF_RULE, pricingLevel } from './pricing-level';
import { zoneChart } from './zone-chart';
import { rateCard } from './rate-card';
import { clientLevel } from './client-level';
import { ratedShipment } from './rated-shipment';
import { levelPriceCard } from './level-price-card';
import { setLevel } from './set-level';
import { shippingFee } from './shipping-fee';
import { clientSurcharge } from './client-surcharge';

export { fuelRate, peakSetting, shippingAccount, carrierService, surcharge, pricingLevel, CALCULATION_SUBJECT_OF_RULE, zoneChart, rateCard, clientLevel, ratedShipment, levelPriceCard, clientSurcharge };
export { CARRIERS } from './options';

/** Pricing (02 §2-§5): the inputs of the rate engine — fuel rates, peaks, surcharges, levels, accounts and cards. */
export default {
  resources: [fuelRate, peakSetting, shippingAccount, carrierService, surcharge, pricingLevel, zoneChart, rateCard, clientLevel, ratedShipment, levelPriceCard, clientSurcharge],
  pages: [setLevel, shippingFee],
} satisfies DomainIndex;
