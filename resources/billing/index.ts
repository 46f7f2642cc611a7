import type { DomainIndex } from '@console/metadata';
import { billingCharge } from './billing-charge';
import { billingEvent } from './billing-event';
import { billingGroup } from './billing-group';
import { billingPlan } from './billing-plan';
import { chargeItem } from './charge-item';
import { storageRule } from './storage-rule';
import { workOrderType } from './work-order-type';

export { billingCharge, billingEvent, billingGroup, billingPlan, chargeItem, storageRule, workOrderType };
export { CALCULATIONS, CHARGE_METHODS, CHARGE_MODES, TRIGGERS } from './charge-item';
export { engineItemOf } from './charge-item-engine';
export { ADVANCED_STORAGE, QUANTITY_TYPES, STORAGE_UNITS } from './storage-rule';
export { WORK_ORDER_TYPES } from './work-order-type';

/** Billing automation (02 §2): the work order types, the billing plans, the charge items that bill work, the storage rules that bill stock by the day, the groups of clients billed by a plan, the lines charged, and the order events as priced. */
export default {
  resources: [workOrderType, billingPlan, chargeItem, storageRule, billingGroup, billingCharge, billingEvent],
  pages: [],
} satisfies DomainIndex;
