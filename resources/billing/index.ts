import type { DomainIndex } from '@console/metadata';
import { chargeItem } from './charge-item';
import { workOrderType } from './work-order-type';

export { chargeItem, workOrderType };
export { CALCULATIONS, CHARGE_METHODS, CHARGE_MODES, TRIGGERS } from './charge-item';
export { WORK_ORDER_TYPES } from './work-order-type';

/** Billing automation (02 §2): the work order types, and the charge items that bill them. */
export default {
  resources: [workOrderType, chargeItem],
  pages: [],
} satisfies DomainIndex;
