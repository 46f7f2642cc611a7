import type { DomainIndex } from '@console/metadata';
import { clientOrder } from './client-order';
import { clientOrderItem } from './client-order-item';
import { clientOrderPackage } from './client-order-package';
import { inboundOrder } from './inbound-order';
import { inboundOrderLine } from './inbound-order-line';
import { inboundReceipt } from './inbound-receipt';
import { labelImport } from './label-import';

export { clientOrder, clientOrderItem, clientOrderPackage, inboundOrder, inboundOrderLine, inboundReceipt, labelImport };
export * from './options';

/** Orders: the parcel outbound orders (02 §2, §3) with their items and packages, the label imports, and the inbound orders with their lines and receipts. */
export default {
  resources: [clientOrder, clientOrderItem, clientOrderPackage, labelImport, inboundOrder, inboundOrderLine, inboundReceipt],
  pages: [],
} satisfies DomainIndex;
