import { boolean, decimal, defineResource, enumOf, integer, money, type FieldDef } from '@console/metadata';
import { CHARGE_METHODS, CHARGE_MODES } from './charge-item';
import { activationActions, billedParty, billingName, billingStatus, byBilledParty } from './billing-fields';

/** 02 §3 Storage rule's units: what one day of stock is measured in (the charge engine's storage units). */
export const STORAGE_UNITS = [
  { value: 'PIECE_DAY', label: { en: 'Piece/day', zh: '件/天' } },
  { value: 'CBF_DAY', label: { en: 'CBF/day', zh: '立方英尺/天' } },
  { value: 'CBM_DAY', label: { en: 'CBM/day', zh: '立方米/天' } },
  { value: 'PALLET_DAY', label: { en: 'By pallet count', zh: '按托盘数' } },
] as const;

/** 02 §9 Storage quantities: the mean of the last 30 days' stock, or the stock on hand at 00:00:00. */
export const QUANTITY_TYPES = [
  { value: 'AVERAGE', label: { en: 'Average', zh: '平均' } },
  { value: 'ABSOLUTE', label: { en: 'Absolute', zh: '绝对' } },
] as const;

/** When a kind of stock outside the shelves starts to count as stored. */
const STORAGE_TIMINGS = [
  { value: 'RECEIVE', label: { en: 'Receive', zh: '收货时' } },
  { value: 'COMPLETE', label: { en: 'Complete', zh: '完成时' } },
] as const;

/** The advanced settings of 02 §2, one set per kind of stock not yet (or no longer) on a shelf. */
export const ADVANCED_STORAGE = [
  { prefix: 'inbound', label: { en: 'Inbound Storage', zh: '入库暂存' } },
  { prefix: 'return', label: { en: 'Return Storage', zh: '退货暂存' } },
  { prefix: 'crossDock', label: { en: 'Cross-dock Storage', zh: '越库暂存' } },
] as const;

type Advanced = (typeof ADVANCED_STORAGE)[number];

/** A kind's switch and its four settings, applying only while switched on. */
function advancedFields({ prefix, label }: Advanced): Record<string, FieldDef> {
  return {
    [`${prefix}Storage`]: boolean(label, { default: false }),
    [`${prefix}ChargeMethod`]: enumOf({ en: 'Charge Method', zh: '计费方式' }, CHARGE_METHODS, { required: true, default: 'PER_PACKAGE' }),
    [`${prefix}Timing`]: enumOf({ en: 'Start Counting At', zh: '开始计费时机' }, STORAGE_TIMINGS, { required: true, default: 'RECEIVE' }),
    [`${prefix}FreeDays`]: integer({ en: 'Free Days', zh: '免费天数' }, { min: 0, max: 3650, default: 0 }),
    [`${prefix}Price`]: money({ en: 'Price per Day', zh: '每日单价' }, { required: true, min: 0 }),
  };
}

const advancedGroups = ADVANCED_STORAGE.map(({ prefix, label }) => ({
  key: prefix, label, visibleWhen: { field: `${prefix}Storage`, in: [true] },
  fields: [`${prefix}ChargeMethod`, `${prefix}Timing`, `${prefix}FreeDays`, `${prefix}Price`],
}));

/**
 * Fulfillment > Billing Automation > Storage Billing (02 §2 `charge-service/create-storage-billing`,
 * 02 §3 Storage rule): what a day of stock costs a client (or what the platform owes a supplier for
 * it). The daily storage job prices each active rule with the charge engine's `storageFee()` from
 * the stock snapshot at 00:00:00 (02 §9: Absolute = that day's stock, Average = the mean of the last
 * 30 days'); a Monthly rule is priced the same way for each day and charged once for the month.
 * - Free period: stock younger than the free days is free; the days are counted from the lot's
 *   received date, so the inventory age is switched on first (02 §5 'Inventory age is required first').
 * - Pallet conversion (By pallet count only): each sku's volume, at least the minimum volume, is
 *   packed into pallets of the given volume and of at most the given sku types, whichever needs more
 *   pallets (02 §5 'Pallet number must be greater than 0 and less than 99999').
 * - Advanced settings: inbound, return and cross-dock stock is held apart before it is shelved (or
 *   shipped on); each kind switched on is charged per order, package or sku type and day from when
 *   it is received or its order completes, after its own free days. Counting from receipt is
 *   per package only (02 §5 'Receive timing is allowed only when charge method is Per Package').
 * Every save is checked by the charge engine's own storage checks (@console/billing checkStorageRule),
 * so a rule saved is one the job can price.
 */
export const storageRule = defineResource({
  name: 'storage-rule',
  table: 'storage_rule',
  label: { en: 'Storage Billing', zh: '仓储计费' },
  singular: { en: 'Storage Rule', zh: '仓储计费规则' },
  menu: { group: 'fulfillment', order: 62, section: 'billingAutomation' },
  permission: { module: 'fulfillment', sub: 'client-billing-automation' },
  partition: byBilledParty(
    { client: { en: 'Client Storage Billing', zh: '客户仓储计费' }, supplier: { en: 'Supplier Storage Billing', zh: '供应商仓储计费' } },
    {
      list: ':automation/charge-service/storage-billing', create: ':automation/charge-service/create-storage-billing',
      edit: ':automation/charge-service/storage-billing/edit/:id', show: ':automation/charge-service/storage-billing/show/:id',
    },
  ),
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'storage-rule',
  titleField: 'name',
  customActions: activationActions({ en: 'Deactivate this storage rule? Stock from tomorrow is not charged by it, and the billing plans holding it let it go.', zh: '确定停用该仓储计费规则吗？自明日起库存不再按它计费，包含它的计费方案也将移除它。' }),
  fields: {
    party: billedParty(),
    name: billingName(),
    calculation: enumOf({ en: 'Calculation Method', zh: '计算方式' }, [
      { value: 'DAY', label: { en: 'Daily', zh: '按日' } },
      { value: 'MONTH', label: { en: 'Monthly', zh: '按月' } },
    ], { required: true, default: 'DAY', list: true, filter: 'eq' }),
    quantityType: enumOf({ en: 'Quantity Type', zh: '数量类型' }, QUANTITY_TYPES, { required: true, default: 'ABSOLUTE', list: true, filter: 'eq' }),
    chargeMode: enumOf({ en: 'Charge Mode', zh: '扣费方式' }, CHARGE_MODES, { required: true, default: 'INSTANT', filter: 'eq' }),
    unit: enumOf({ en: 'Unit', zh: '计费单位' }, STORAGE_UNITS, { required: true, default: 'PIECE_DAY', list: true, filter: 'eq' }),
    price: money({ en: 'Price', zh: '单价' }, { required: true, min: 0, list: true }),
    roundUp: boolean({ en: 'Round Up', zh: '向上取整' }, { default: false }),
    byInventoryAge: boolean({ en: 'By Inventory Age', zh: '按库龄' }, { default: false }),
    freeDays: integer({ en: 'Free Storage Period (days)', zh: '免费仓储期（天）' }, { min: 0, max: 3650, default: 0 }),
    // pallet conversion (By pallet count): its messages are the engine's, so no range of its own here
    palletVolumeUnit: enumOf({ en: 'SKU Volume Unit', zh: 'SKU 体积单位' }, [
      { value: 'cbf', label: { en: 'Cubic feet', zh: '立方英尺' } },
      { value: 'cbm', label: { en: 'Cubic metres', zh: '立方米' } },
    ], { required: true, default: 'cbf' }),
    palletVolume: decimal({ en: 'Volume per Pallet', zh: '每托盘体积' }, { required: true, scale: 4 }),
    skuTypesPerPallet: integer({ en: 'SKU Types per Pallet', zh: '每托盘 SKU 种类数' }, { required: true }),
    minVolume: decimal({ en: 'Minimum Volume per SKU', zh: '每 SKU 最小体积' }, { scale: 4, default: 0 }),
    ...Object.assign({}, ...ADVANCED_STORAGE.map(advancedFields)) as Record<string, FieldDef>,
    status: billingStatus(),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'pallet', label: { en: 'Pallet Conversion', zh: '托盘换算' }, visibleWhen: { field: 'unit', in: ['PALLET_DAY'] }, fields: ['palletVolumeUnit', 'palletVolume', 'skuTypesPerPallet', 'minVolume'] },
      { key: 'advanced', label: { en: 'Advanced Settings', zh: '高级设置' }, fields: ADVANCED_STORAGE.map(({ prefix }) => `${prefix}Storage`) },
      ...advancedGroups,
    ],
  },
  indexes: [['party', 'status']],
  listHidden: ['calculation', 'updateTime'],
  listTimes: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  sample: { party: 'client', name: 'Shelf Storage', calculation: 'DAY', quantityType: 'ABSOLUTE', chargeMode: 'INSTANT', unit: 'CBF_DAY', price: '0.05' },
});
