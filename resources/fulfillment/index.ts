import type { DomainIndex } from '@console/metadata';
import { coWarehouse } from './co-warehouse';
import { usPort } from './us-port';
import { usAirport } from './us-airport';

export { coWarehouse, usPort, usAirport };

/** Fulfillment: co-warehouses, and the US ports and airports freight ships through. */
export default {
  resources: [coWarehouse, usPort, usAirport],
  pages: [],
} satisfies DomainIndex;
