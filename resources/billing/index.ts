import type { DomainIndex } from '@console/metadata';
import { chargeItem } from './charge-item';
import { storageRule } from './storage-rule';
import { workOrderType } from './work-order-type';

export { chargeItem, storageRule, workOrderType };
export { CALCULATIONS, CHARGE_METHODS, CHARGE_MODES, TRIGGERS } from './charge-item';
export { ADVANCED_STORAGE, QUANTITY_TYPES, STORAGE_UNITS } from './storage-rule';
export { WORK_ORDER_TYPES } from './work-order-type';

/** Billing automation (02 §2): the work order types, the charge items that bill them, and the storage rules that bill stock by the day. */
export default {
  resources: [workOrderType, chargeItem, storageRule],
  pages: [],
} satisfies DomainIndex;
