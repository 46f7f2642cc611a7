import type { DomainIndex } from '@console/metadata';
import { clientOrder } from './client-order';
import { clientOrderItem } from './client-order-item';
import { clientOrderPackage } from './client-order-package';
import { labelImport } from './label-import';

export { clientOrder, clientOrderItem, clientOrderPackage, labelImport };
export * from './options';

/** Orders: the parcel outbound orders (02 §2, §3) with their items and packages, and the label imports. */
export default {
  resources: [clientOrder, clientOrderItem, clientOrderPackage, labelImport],
  pages: [],
} satisfies DomainIndex;
