import { LandingPageLead1763800000400 } from './1763800000400-landing-page-lead';

/** The wms domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  LandingPageLead1763800000400,
];
