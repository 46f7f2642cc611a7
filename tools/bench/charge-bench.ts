import { cpus, loadavg } from 'node:os';
import { charge, type ChargeInput, type ChargeItem } from '@console/billing';
import { callsPerCpuSecond } from './stats';

const AIM = 50_000;

/** A rule-less item of the plan below, overridden where it differs. */
const item = (id: string, over: Partial<ChargeItem>): ChargeItem => ({
  id, active: true, workOrderType: 'OUTBOUND', trigger: 'SHIP', appliedOrderTypes: [], freightType: 'BOTH', chargeIfCancelled: false,
  chargeMethod: 'PER_ORDER', calculation: 'FIXED', price: '0', chargeMode: 'INSTANT', hiddenToClient: false, rules: [], ...over,
});

/**
 * A 3PL's outbound plan of six items (billing automation's bench: a 6-item plan and a 3-package
 * order): a pick fee per order with quantity thresholds, a graduated per-package weight fee with a
 * minimum, a per-SKU fee, a carton fee held until completion, a fee hidden to the client, and an
 * item for another trigger (skipped).
 */
export function chargeBenchInput(): ChargeInput {
  return {
    event: {
      workOrderType: 'OUTBOUND', trigger: 'SHIP', cancelled: false, fba: false, orderType: 'PARCEL', hours: '0.75', pallets: 0,
      packages: [
        { weight: '3.2', weightUnit: 'lb', length: '12', width: '10', height: '8', dimUnit: 'in', lines: [{ sku: 'TEE-BLK-M', qty: 2 }, { sku: 'CAP-RED', qty: 1 }] },
        { weight: '12', weightUnit: 'oz', length: '30', width: '20', height: '15', dimUnit: 'cm', lines: [{ sku: 'TEE-BLK-M', qty: 1 }] },
        { weight: '9.5', weightUnit: 'kg', length: '24', width: '18', height: '16', dimUnit: 'in', lines: [{ sku: 'MUG-WHT', qty: 4 }, { sku: 'CAP-RED', qty: 2 }] },
      ],
    },
    items: [
      item('pick', {
        calculation: 'PER_ITEM', price: '0.35', rules: [
          { priority: 1, conditions: [{ element: 'ITEM_QTY', op: 'LE', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '1.25', pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '0.30' } },
          { priority: 2, conditions: [{ element: 'ITEM_QTY', op: 'GT', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '2.45', pricing: { kind: 'THRESHOLD', threshold: '5', unitPrice: '0.20' }, max: '8' },
        ],
      }),
      item('weight', {
        chargeMethod: 'PER_PACKAGE', calculation: 'POUND', price: '0.10', rules: [
          { priority: 1, conditions: [{ element: 'WEIGHT_LB', op: 'GT', value: '0.0001' }], chargeElement: 'WEIGHT_LB', basicFee: '0.50', min: '0.75', pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '5', unitPrice: '0.12' }, { from: '5', to: '20', unitPrice: '0.09' }, { from: '20', unitPrice: '0.05' }] } },
        ],
      }),
      item('sku', { chargeMethod: 'PER_SKU_TYPE', calculation: 'SKU_TYPE', price: '0.15' }),
      item('carton', { chargeMethod: 'PER_PACKAGE', calculation: 'FIXED', price: '0.85', chargeMode: 'HOLDING' }),
      item('labour', { calculation: 'HOUR', price: '32.00', hiddenToClient: true }),
      item('receive', { trigger: 'RECEIVE', chargeMethod: 'PER_PACKAGE', price: '1.00' }),
    ],
  };
}

/** Calls per second of charge() on one core (stats.ts callsPerCpuSecond). */
export function chargeBench(): void {
  const input = chargeBenchInput();
  const first = charge(input);
  if (!first.ok) throw new Error(`the bench plan does not charge: ${first.message}`);
  const perSecond = callsPerCpuSecond(() => charge(input));
  console.log(`  charge() (6 items, 3 packages, ${first.lines.length} lines, total ${first.total}) ${perSecond.toLocaleString('en-US').padStart(9)} calls/s (aim >= ${AIM.toLocaleString('en-US')}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
}
