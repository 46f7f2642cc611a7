import type { DomainIndex } from '@console/metadata';
import { featureFlag } from './feature-flag';
import { orgGroup } from './org-group';

export { featureFlag, orgGroup };

/** Tech: feature flags and the org groups they target. */
export default {
  resources: [featureFlag, orgGroup],
  pages: [],
} satisfies DomainIndex;
