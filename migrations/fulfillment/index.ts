import { CoWarehouse1763800000500 } from './1763800000500-co-warehouse';
import { CoWarehouseContract1763800002510 } from './1763800002510-co-warehouse-contract';
import { UsPort1795468678255 } from './1795468678255-us-port';
import { UsAirport1795468680067 } from './1795468680067-us-airport';
import { Supplier1795469160432 } from './1795469160432-supplier';
import { CategoryManagement1795469162363 } from './1795469162363-category-management';
import { Client1795476335146 } from './1795476335146-client';
import { ClientUser1795476335891 } from './1795476335891-client-user';
import { Warehouse1795476336795 } from './1795476336795-warehouse';
import { ClientLocation1795600000050 } from './1795600000050-client-location';
import { ProxyToken1795624000160 } from './1795624000160-proxy-token';
import { ClientAddress1795700000050 } from './1795700000050-client-address';

/** The fulfillment domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  CoWarehouse1763800000500,
  CoWarehouseContract1763800002510,
  UsPort1795468678255,
  UsAirport1795468680067,
  Supplier1795469160432,
  CategoryManagement1795469162363,
  Client1795476335146,
  ClientUser1795476335891,
  Warehouse1795476336795,
  ClientLocation1795600000050,
  ProxyToken1795624000160,
  ClientAddress1795700000050,
];
