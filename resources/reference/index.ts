import type { DomainIndex } from '@console/metadata';
import { fbaAddress } from './fba-address';
import { addressBook } from './address-book';
import { fileManagement } from './file-management';
import { coWarehouse } from './co-warehouse';
import { usPort } from './us-port';
import { usAirport } from './us-airport';
import { supplier } from './supplier';
import { categoryManagement } from './category-management';
import { warehouse } from './warehouse';

export { fbaAddress, addressBook, fileManagement, coWarehouse, usPort, usAirport, supplier, categoryManagement, warehouse };

/**
 * Reference: what the other domains point at — warehouses (before the clients that connect to
 * them), co-warehouses, suppliers, product categories, the US ports and airports freight ships
 * through, FBA addresses, the address book and the shared files.
 */
export default {
  resources: [fbaAddress, addressBook, fileManagement, coWarehouse, usPort, usAirport, supplier, categoryManagement, warehouse],
  pages: [],
} satisfies DomainIndex;
