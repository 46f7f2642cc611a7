import { LandingPageLead1763800000400 } from './1763800000400-landing-page-lead';
import { LabelServerClient1795478435629 } from './1795478435629-label-server-client';
import { WmsClient1795478436461 } from './1795478436461-wms-client';

/** The wms domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  LandingPageLead1763800000400,
  LabelServerClient1795478435629,
  WmsClient1795478436461,
];
