import type { DomainIndex } from '@console/metadata';
import { coWarehouse } from './co-warehouse';
import { usPort } from './us-port';
import { usAirport } from './us-airport';
import { supplier } from './supplier';
import { categoryManagement } from './category-management';
import { client } from './client';
import { clientUser } from './client-user';
import { warehouse } from './warehouse';

export { coWarehouse, usPort, usAirport, supplier, categoryManagement, client, clientUser, warehouse };

/** Fulfillment: warehouses (before the clients that connect to them), clients and their users, suppliers, co-warehouses, categories, and the US ports and airports freight ships through. */
export default {
  resources: [coWarehouse, usPort, usAirport, supplier, categoryManagement, warehouse, client, clientUser],
  pages: [],
} satisfies DomainIndex;
