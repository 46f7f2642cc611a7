import { FbaAddress1763800000300 } from './1763800000300-fba-address';
import { CoWarehouse1763800000500 } from './1763800000500-co-warehouse';
import { CoWarehouseContract1763800002510 } from './1763800002510-co-warehouse-contract';
import { AddressBook1795468273167 } from './1795468273167-address-book';
import { UsPort1795468678255 } from './1795468678255-us-port';
import { UsAirport1795468680067 } from './1795468680067-us-airport';
import { Supplier1795469160432 } from './1795469160432-supplier';
import { CategoryManagement1795469162363 } from './1795469162363-category-management';
import { Warehouse1795476336795 } from './1795476336795-warehouse';
import { FileManagement1795478938283 } from './1795478938283-file-management';
import { AddressUnitOptional1795600024210 } from './1795600024210-address-unit-optional';
import { WarehouseOperator1795916700000 } from './1795916700000-warehouse-operator';

/** The reference domain's tables: warehouses, co-warehouses (with their contracts), suppliers, product categories, US ports and airports, FBA addresses, the address book and the shared files. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  FbaAddress1763800000300,
  CoWarehouse1763800000500,
  CoWarehouseContract1763800002510,
  AddressBook1795468273167,
  UsPort1795468678255,
  UsAirport1795468680067,
  Supplier1795469160432,
  CategoryManagement1795469162363,
  Warehouse1795476336795,
  FileManagement1795478938283,
  AddressUnitOptional1795600024210,
  WarehouseOperator1795916700000,
];
