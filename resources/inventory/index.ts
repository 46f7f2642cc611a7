import type { DomainIndex } from '@console/metadata';
import { inventory } from './inventory';
import { inventoryMovement } from './inventory-movement';
import { inventorySnapshot } from './inventory-snapshot';
import { location } from './location';
import { product } from './product';

export { inventory, inventoryMovement, inventorySnapshot, location, product };
export * from './options';
export { ADJUST_INPUT, MANUAL_MOVEMENT_OPTIONS, MOVEMENT_INPUT, RECEIVE_INPUT, REVERSE_INPUT } from './stock-input';

/** Inventory: the clients' products, the warehouses' locations, the stock with its append-only movements, and the daily snapshot. */
export default {
  resources: [product, location, inventory, inventoryMovement, inventorySnapshot],
  pages: [],
} satisfies DomainIndex;
