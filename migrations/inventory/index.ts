import { Product1795800000000 } from './1795800000000-product';
import { Location1795800000100 } from './1795800000100-location';
import { Inventory1795800000200 } from './1795800000200-inventory';
import { InventoryMovement1795800000300 } from './1795800000300-inventory-movement';
import { InventorySnapshot1795800000400 } from './1795800000400-inventory-snapshot';
import { ProductBarcode1795919000000 } from './1795919000000-product-barcode';

/** The inventory tables (resources/inventory). Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  Product1795800000000,
  Location1795800000100,
  Inventory1795800000200,
  InventoryMovement1795800000300,
  InventorySnapshot1795800000400,
  ProductBarcode1795919000000,
];
