import type { DomainIndex } from '@console/metadata';
import { featureFlag } from './feature-flag';
import { orgGroup } from './org-group';
import { wmsAppRelease } from './wms-app-release';

export { featureFlag, orgGroup, wmsAppRelease };

/** Tech: feature flags, the org groups they target, and the WMS app's releases. */
export default {
  resources: [featureFlag, orgGroup, wmsAppRelease],
  pages: [],
} satisfies DomainIndex;
