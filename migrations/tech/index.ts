import { FeatureFlag1763800000100 } from './1763800000100-feature-flag';
import { OrgGroup1763800000200 } from './1763800000200-org-group';
import { FeatureFlagTargets1763800001100 } from './1763800001100-feature-flag-targets';
import { WmsAppRelease1795468941168 } from './1795468941168-wms-app-release';

/** The tech domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  FeatureFlag1763800000100,
  OrgGroup1763800000200,
  FeatureFlagTargets1763800001100,
  WmsAppRelease1795468941168,
];
