import { WorkOrderType1795915984561 } from './1795915984561-work-order-type';
import { ChargeItem1795916000000 } from './1795916000000-charge-item';
import { StorageRule1795916100000 } from './1795916100000-storage-rule';
import { BillingPlan1795916200000 } from './1795916200000-billing-plan';
import { BillingGroup1795916300000 } from './1795916300000-billing-group';
import { BillingCharge1795916400000 } from './1795916400000-billing-charge';
import { BillingChargePeriodic1795916500000 } from './1795916500000-billing-charge-periodic';
import { BillingEvent1795916600000 } from './1795916600000-billing-event';
import { BillingChargeSupplier1795916800000 } from './1795916800000-billing-charge-supplier';
import { BillingChargeFreightOrder1795917001300 } from './1795917001300-billing-charge-freight-order';
/** The billing domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  WorkOrderType1795915984561,
  ChargeItem1795916000000,
  StorageRule1795916100000,
  BillingPlan1795916200000,
  BillingGroup1795916300000,
  BillingCharge1795916400000,
  BillingChargePeriodic1795916500000,
  BillingEvent1795916600000,
  BillingChargeSupplier1795916800000,
  BillingChargeFreightOrder1795917001300,
];
