import { effectiveFrom, enumOf, json, money, relation, text, type EnumOption } from '@console/metadata';

/**
 * The option lists every pricing screen shares (02 §9): carriers and the service a surcharge or
 * a peak applies to. Kept once here so a level, a surcharge and a fuel rate say "FedEx" alike.
 */
export const CARRIERS: EnumOption[] = [
  { value: 1, label: { en: 'USPS', zh: 'USPS' } },
  { value: 2, label: { en: 'UPS', zh: 'UPS' } },
  { value: 3, label: { en: 'FedEx', zh: 'FedEx' } },
  { value: 4, label: { en: 'DHL', zh: 'DHL' } },
];

/** Surcharge effective service: all 0, ground 1, express 2, freight 3, international 4. */
export const EFFECTIVE_SERVICES: EnumOption[] = [
  { value: 0, label: { en: 'All services', zh: '全部服务' } },
  { value: 1, label: { en: 'Ground', zh: '陆运' } },
  { value: 2, label: { en: 'Express', zh: '快递' } },
  { value: 3, label: { en: 'Freight', zh: '货运' } },
  { value: 4, label: { en: 'International', zh: '国际' } },
];

/** Active 1 / inactive 2 (02 §9, the surcharge status; accounts and services alike). */
export const ACTIVE_STATUS: EnumOption[] = [
  { value: 1, label: { en: 'Active', zh: '启用' } },
  { value: 2, label: { en: 'Inactive', zh: '停用' } },
];

/** The address a card prices (a card for its own type wins over one for any address). */
const ADDRESS_TYPE_OPTIONS: EnumOption[] = [
  { value: 0, label: { en: 'Any address', zh: '所有地址' } },
  { value: 1, label: { en: 'Residential', zh: '住宅' } },
  { value: 2, label: { en: 'Commercial', zh: '商业' } },
];

/** The date a versioned pricing input's change is in force from (its `versions.effectiveField`). */
export const changeEffectiveFrom = () => effectiveFrom({ en: 'Quotes for ship dates from this day use this version; empty: today', zh: '发货日期自该日起的报价使用此版本；留空为今天' });

/** The spec's zone set (02 §9): 1-12 and the non-contiguous and special areas A, B, C, F, N, K. */
export const ZONES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B', 'C', 'F', 'N', 'K'] as const;

export const ZONE_OPTIONS: EnumOption[] = ZONES.map((zone) => ({ value: zone, label: { en: `Zone ${zone}`, zh: `${zone} 区` } }));

/**
 * The fields every card shares — a rate card and a level's price card: the service, the package
 * type, the address type, the minimum charge and the weight ranges x zones (checked by the
 * `rate-card` hooks for both).
 */
export const cardFields = () => ({
  carrierServiceId: relation({ en: 'Service', zh: '服务' }, { resource: 'carrier-service', labelField: 'serviceName' }, { required: true, list: true, filter: 'eq', index: true }),
  packageType: text({ en: 'Package Type', zh: '包装类型' }, { required: true, default: 'YOUR_PACKAGING', maxLength: 32, list: true, filter: 'eq', rules: ['trim'] }),
  addressType: enumOf({ en: 'Address Type', zh: '地址类型' }, ADDRESS_TYPE_OPTIONS, { required: true, default: 0, list: true, filter: 'eq' }),
  minimumCharge: money({ en: 'Minimum Charge', zh: '最低收费' }, { required: true, min: 0, list: true }),
  rows: json({ en: 'Weight Ranges x Zones', zh: '重量段 × 分区' }, {
    required: true, widget: 'rate-grid',
    help: { en: 'Each row: weight from (exclusive) and to (inclusive) in lb, and a price per zone', zh: '每行：重量起（不含）止（含，磅）及各分区价格' },
  }),
});
