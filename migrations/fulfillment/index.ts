import { CoWarehouse1763800000500 } from './1763800000500-co-warehouse';
import { CoWarehouseContract1763800002510 } from './1763800002510-co-warehouse-contract';

/** The fulfillment domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  CoWarehouse1763800000500,
  CoWarehouseContract1763800002510,
];
