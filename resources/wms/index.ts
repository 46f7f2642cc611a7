import type { DomainIndex } from '@console/metadata';
import { landingPageLead } from './landing-page-lead';

export { landingPageLead };

/** WMS: landing-page leads. */
export default {
  resources: [landingPageLead],
  pages: [],
} satisfies DomainIndex;
