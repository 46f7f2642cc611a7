import type { DomainIndex } from '@console/metadata';
import { coWarehouse } from './co-warehouse';
import { usPort } from './us-port';
import { usAirport } from './us-airport';
import { supplier } from './supplier';
import { categoryManagement } from './category-management';

export { coWarehouse, usPort, usAirport, supplier, categoryManagement };

/** Fulfillment: co-warehouses, and the US ports and airports freight ships through. */
export default {
  resources: [coWarehouse, usPort, usAirport, supplier, categoryManagement],
  pages: [],
} satisfies DomainIndex;
