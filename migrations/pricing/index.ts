import { FuelRate1795489333114 } from './1795489333114-fuel-rate';
import { PeakSetting1795489361926 } from './1795489361926-peak-setting';
import { ShippingAccount1795490036308 } from './1795490036308-shipping-account';
import { CarrierService1795490085341 } from './1795490085341-carrier-service';
import { Surcharge1795490288914 } from './1795490288914-surcharge';
import { PricingLevel1795490558379 } from './1795490558379-pricing-level';
import { ZoneChart1795491589502 } from './1795491589502-zone-chart';
import { RateCard1795491590471 } from './1795491590471-rate-card';
import { ClientLevel1795491591155 } from './1795491591155-client-level';
import { RatedShipment1795492129594 } from './1795492129594-rated-shipment';
import { LevelPriceCard1795498990284 } from './1795498990284-level-price-card';
import { ClientSurcharge1795499011486 } from './1795499011486-client-surcharge';
import { SurchargeLevelRuleLimit1795600002410 } from './1795600002410-surcharge-level-rule-limit';

/** The pricing tables (resources/pricing). Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  FuelRate1795489333114,
  PeakSetting1795489361926,
  ShippingAccount1795490036308,
  CarrierService1795490085341,
  Surcharge1795490288914,
  PricingLevel1795490558379,
  ZoneChart1795491589502,
  RateCard1795491590471,
  ClientLevel1795491591155,
  RatedShipment1795492129594,
  LevelPriceCard1795498990284,
  ClientSurcharge1795499011486,
  SurchargeLevelRuleLimit1795600002410,
];
