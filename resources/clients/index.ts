import type { DomainIndex } from '@console/metadata';
import { landingPageLead } from './landing-page-lead';
import { labelServerClient } from './label-server-client';
import { wmsClient } from './wms-client';
import { client } from './client';
import { clientUser } from './client-user';

export { landingPageLead, labelServerClient, wmsClient, client, clientUser };

/** Clients, the four kinds: landing-page leads, WMS client organisations, label-server clients, and fulfillment clients with their users. */
export default {
  resources: [landingPageLead, labelServerClient, wmsClient, client, clientUser],
  pages: [],
} satisfies DomainIndex;
