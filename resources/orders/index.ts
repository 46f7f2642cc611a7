import type { DomainIndex } from '@console/metadata';
import { clientOrder } from './client-order';
import { clientOrderItem } from './client-order-item';
import { clientOrderPackage } from './client-order-package';

export { clientOrder, clientOrderItem, clientOrderPackage };
export * from './options';

/** Orders: the parcel outbound orders (02 §2, §3) with their items and packages. */
export default {
  resources: [clientOrder, clientOrderItem, clientOrderPackage],
  pages: [],
} satisfies DomainIndex;
