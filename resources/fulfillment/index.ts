import type { DomainIndex } from '@console/metadata';
import { coWarehouse } from './co-warehouse';

export { coWarehouse };

/** Fulfillment: co-warehouses. */
export default {
  resources: [coWarehouse],
  pages: [],
} satisfies DomainIndex;
