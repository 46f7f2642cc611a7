import { ClientOrder1795900000000 } from './1795900000000-client-order';
import { ClientOrderItem1795900000100 } from './1795900000100-client-order-item';
import { ClientOrderPackage1795900000200 } from './1795900000200-client-order-package';
import { ClientOrderLabel1795900000300 } from './1795900000300-client-order-label';
import { LabelImport1795900000400 } from './1795900000400-label-import';
import { ClientOrderLabelReplace1795900000470 } from './1795900000470-client-order-label-replace';
import { ClientOrderListIndexes1795900000480 } from './1795900000480-client-order-list-indexes';
import { InboundOrder1795917000000 } from './1795917000000-inbound-order';
import { InboundOrderLine1795917000100 } from './1795917000100-inbound-order-line';
import { InboundReceipt1795917000200 } from './1795917000200-inbound-receipt';
import { ReturnOrder1795917000300 } from './1795917000300-return-order';
import { ReturnOrderLine1795917000400 } from './1795917000400-return-order-line';
import { ReturnInspection1795917000500 } from './1795917000500-return-inspection';
import { ClientOrderSummaryIndex1795917000600 } from './1795917000600-client-order-summary-index';
import { FreightOrder1795917000700 } from './1795917000700-freight-order';
import { FreightOrderPackage1795917000800 } from './1795917000800-freight-order-package';
import { FreightOrderItem1795917000900 } from './1795917000900-freight-order-item';
import { CrossDockOrder1795917001000 } from './1795917001000-cross-dock-order';
import { CrossDockOrderLine1795917001100 } from './1795917001100-cross-dock-order-line';
import { CrossDockOrderPackage1795917001200 } from './1795917001200-cross-dock-order-package';
import { ClientOrderBatchPack1795918000600 } from './1795918000600-client-order-batch-pack';

/** The orders tables (resources/orders). Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  ClientOrder1795900000000, ClientOrderItem1795900000100, ClientOrderPackage1795900000200, ClientOrderLabel1795900000300, LabelImport1795900000400,
  ClientOrderLabelReplace1795900000470, ClientOrderListIndexes1795900000480, InboundOrder1795917000000, InboundOrderLine1795917000100, InboundReceipt1795917000200,
  ReturnOrder1795917000300, ReturnOrderLine1795917000400, ReturnInspection1795917000500,
  ClientOrderSummaryIndex1795917000600, FreightOrder1795917000700, FreightOrderPackage1795917000800, FreightOrderItem1795917000900,
  CrossDockOrder1795917001000, CrossDockOrderLine1795917001100, CrossDockOrderPackage1795917001200, ClientOrderBatchPack1795918000600,
];
