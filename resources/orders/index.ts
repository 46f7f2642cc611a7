import type { DomainIndex } from '@console/metadata';
import { clientOrder } from './client-order';
import { clientOrderItem } from './client-order-item';
import { clientOrderPackage } from './client-order-package';
import { crossDockOrder } from './cross-dock-order';
import { crossDockOrderLine } from './cross-dock-order-line';
import { crossDockOrderPackage } from './cross-dock-order-package';
import { freightOrder } from './freight-order';
import { freightOrderItem } from './freight-order-item';
import { freightOrderPackage } from './freight-order-package';
import { inboundOrder } from './inbound-order';
import { inboundOrderLine } from './inbound-order-line';
import { inboundReceipt } from './inbound-receipt';
import { labelImport } from './label-import';
import { orderSummary } from './order-summary';
import { returnInspection } from './return-inspection';
import { returnOrder } from './return-order';
import { returnOrderLine } from './return-order-line';

export { clientOrder, clientOrderItem, clientOrderPackage, crossDockOrder, crossDockOrderLine, crossDockOrderPackage, freightOrder, freightOrderItem, freightOrderPackage, inboundOrder, inboundOrderLine, inboundReceipt, labelImport, orderSummary, returnInspection, returnOrder, returnOrderLine };
export * from './options';

/** Orders: the parcel outbound orders (02 §2, §3) with their items and packages, the freight outbound orders with theirs, the label imports, the inbound orders with their lines and receipts, the returns with their lines and inspections, the cross-dock orders with their lines and packages, and the order summary. */
export default {
  resources: [clientOrder, clientOrderItem, clientOrderPackage, freightOrder, freightOrderPackage, freightOrderItem, labelImport, inboundOrder, inboundOrderLine, inboundReceipt, returnOrder, returnOrderLine, returnInspection, crossDockOrder, crossDockOrderLine, crossDockOrderPackage],
  pages: [orderSummary],
} satisfies DomainIndex;
