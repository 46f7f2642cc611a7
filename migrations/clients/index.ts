import { LandingPageLead1763800000400 } from './1763800000400-landing-page-lead';
import { Client1795476335146 } from './1795476335146-client';
import { ClientUser1795476335891 } from './1795476335891-client-user';
import { LabelServerClient1795478435629 } from './1795478435629-label-server-client';
import { WmsClient1795478436461 } from './1795478436461-wms-client';
import { ClientLocation1795600000050 } from './1795600000050-client-location';
import { ProxyToken1795624000160 } from './1795624000160-proxy-token';
import { ClientAddress1795700000050 } from './1795700000050-client-address';
import { ClientDeductionType1795900000310 } from './1795900000310-client-deduction-type';

/** The clients domain's tables: clients (with their locations and street address) and their users, proxy-login tokens, WMS and label-server client organisations, and landing-page leads. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  LandingPageLead1763800000400,
  Client1795476335146,
  ClientUser1795476335891,
  LabelServerClient1795478435629,
  WmsClient1795478436461,
  ClientLocation1795600000050,
  ProxyToken1795624000160,
  ClientAddress1795700000050,
  ClientDeductionType1795900000310,
];
