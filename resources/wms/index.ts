import type { DomainIndex } from '@console/metadata';
import { landingPageLead } from './landing-page-lead';
import { labelServerClient } from './label-server-client';
import { wmsClient } from './wms-client';

export { landingPageLead, labelServerClient, wmsClient };

/** WMS and Label SaaS: landing-page leads, WMS client organisations, label-server clients. */
export default {
  resources: [landingPageLead, labelServerClient, wmsClient],
  pages: [],
} satisfies DomainIndex;
