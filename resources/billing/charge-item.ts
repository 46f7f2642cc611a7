import { boolean, defineResource, enumOf, json, longText, money, relation } from '@console/metadata';
import { activationActions, billedParty, billingName, billingStatus, byBilledParty } from './billing-fields';

/** 02 §3 Charge item's charge mode: charged at once, or held on the balance until the order completes. */
export const CHARGE_MODES = [
  { value: 'INSTANT', label: { en: 'Instant Charge', zh: '即时扣费' } },
  { value: 'HOLDING', label: { en: 'Holding Credit', zh: '预扣额度' } },
] as const;

/** 02 §3 charge method: what one charge is counted per (02 §4: set once). */
export const CHARGE_METHODS = [
  { value: 'PER_ORDER', label: { en: 'Per Order', zh: '按订单' } },
  { value: 'PER_PACKAGE', label: { en: 'Per Package', zh: '按包裹' } },
  { value: 'PER_SKU_TYPE', label: { en: 'Per SKU Type', zh: '按 SKU 种类' } },
] as const;

/** 02 §3 calculation method; Day and Month are billed by the daily and monthly jobs, never by an order event. */
export const CALCULATIONS = [
  { value: 'FIXED', label: { en: 'Fixed', zh: '固定' } },
  { value: 'PER_ITEM', label: { en: 'Per Item', zh: '按件' } },
  { value: 'HOUR', label: { en: 'Hour', zh: '按小时' } },
  { value: 'POUND', label: { en: 'Pound', zh: '按磅' } },
  { value: 'KG', label: { en: 'Kg', zh: '按千克' } },
  { value: 'CUBIC_FEET', label: { en: 'Cubic Feet', zh: '按立方英尺' } },
  { value: 'DAY', label: { en: 'Day', zh: '按天' } },
  { value: 'SKU_TYPE', label: { en: 'SKU Type', zh: '按 SKU 种类' } },
  { value: 'MONTH', label: { en: 'Month', zh: '按月' } },
] as const;

/** 02 §3 "when to charge the order". */
export const TRIGGERS = [
  { value: 'COMPLETE', label: { en: 'Complete', zh: '完成时' } },
  { value: 'RECEIVE', label: { en: 'Receive', zh: '收货时' } },
  { value: 'PICK', label: { en: 'Pick', zh: '拣货时' } },
  { value: 'PACK', label: { en: 'Pack', zh: '打包时' } },
  { value: 'SHIP', label: { en: 'Ship', zh: '发货时' } },
] as const;

/**
 * Fulfillment > Billing Automation > Charge Items (02 §2 `charge-service`, 02 §3 Charge item):
 * what a 3PL charges for a kind of work, and when. One resource for clients and suppliers, a
 * screen each (`client-billing-automation/charge-service`, and `billing-automation/...` for what
 * the platform owes its suppliers, 02 §2), each under its own sub-role. Its rules (02 §3 Charge
 * rule: priority, conditions, charge element, basic fee, threshold or intervals, min and max) are
 * the charge engine's (@console/billing), checked on every save by the engine's own item checks,
 * so an item saved is an item charge() accepts (02 §5's messages). The charge method is set once
 * (02 §4); an item of a deactivated work order type is not activated (02 §4's message).
 */
export const chargeItem = defineResource({
  name: 'charge-item',
  table: 'charge_item',
  label: { en: 'Charge Items', zh: '收费项' },
  singular: { en: 'Charge Item', zh: '收费项' },
  menu: { group: 'fulfillment', order: 61, section: 'billingAutomation' },
  permission: { module: 'fulfillment', sub: 'client-billing-automation' },
  partition: byBilledParty(
    { client: { en: 'Client Charge Items', zh: '客户收费项' }, supplier: { en: 'Supplier Charge Items', zh: '供应商收费项' } },
    { list: ':automation/charge-service', create: ':automation/charge-service/create', edit: ':automation/charge-service/edit/:id', show: ':automation/charge-service/show/:id' },
  ),
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'charge-item',
  titleField: 'name',
  customActions: activationActions({ en: 'Deactivate this charge item? Events from now on are not charged by it, and the billing plans holding it let it go.', zh: '确定停用该收费项吗？此后的事件将不再按它计费，包含它的计费方案也将移除它。' }),
  fields: {
    party: billedParty(),
    name: billingName(),
    description: longText({ en: 'Description', zh: '说明' }, { maxLength: 500 }),
    workOrderTypeId: relation({ en: 'Work Order Type', zh: '工单类型' }, { resource: 'work-order-type', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    chargeType: enumOf({ en: 'Charge Type', zh: '计费类型' }, [
      { value: 1, label: { en: 'By Order', zh: '按订单' } },
      { value: 2, label: { en: 'By Carton Type', zh: '按箱型' } },
    ], { required: true, default: 1 }),
    chargeMode: enumOf({ en: 'Charge Mode', zh: '扣费方式' }, CHARGE_MODES, { required: true, default: 'INSTANT', list: true, filter: 'eq' }),
    chargeMethod: enumOf({ en: 'Charge Method', zh: '计费方式' }, CHARGE_METHODS, { required: true, editable: false, list: true, filter: 'eq' }),
    chargeTrigger: enumOf({ en: 'When to Charge', zh: '计费时机' }, TRIGGERS, { required: true, default: 'SHIP', list: true, filter: 'eq' }),
    appliedOrderTypes: json({ en: 'Applied Order Types', zh: '适用订单类型' }, { widget: 'tags', default: [] }),
    calculation: enumOf({ en: 'Calculation Method', zh: '计算方式' }, CALCULATIONS, { required: true, list: true, filter: 'eq' }),
    price: money({ en: 'Price', zh: '单价' }, { required: true, min: 0, list: true }),
    weightUnit: enumOf({ en: 'Weight Unit', zh: '重量单位' }, [
      { value: 'lb', label: { en: 'lb', zh: '磅' } },
      { value: 'kg', label: { en: 'kg', zh: '千克' } },
    ], { default: 'lb' }),
    volumeUnit: enumOf({ en: 'Volume Unit', zh: '体积单位' }, [
      { value: 'cbf', label: { en: 'Cubic feet', zh: '立方英尺' } },
      { value: 'cbm', label: { en: 'Cubic metres', zh: '立方米' } },
    ], { default: 'cbf' }),
    freightType: enumOf({ en: 'Freight Type', zh: '货运类型' }, [
      { value: 'FBA', label: { en: 'FBA', zh: 'FBA' } },
      { value: 'NON_FBA', label: { en: 'Non FBA', zh: '非 FBA' } },
      { value: 'BOTH', label: { en: 'Both', zh: '全部' } },
    ], { required: true, default: 'BOTH' }),
    fba: boolean({ en: 'FBA', zh: 'FBA' }, { required: true, default: false }),
    chargeIfCancelled: boolean({ en: 'Charge If Cancelled', zh: '取消时计费' }, { default: false }),
    hiddenToClient: boolean({ en: 'Hidden to Clients', zh: '对客户隐藏' }, { default: false, list: true }),
    status: billingStatus(),
    // The charge engine's rules (02 §3 Charge rule), tried by priority: the rule editor's grid
    // (a domain widget of the web, screens/billing/rule-editor) writes exactly the engine's
    // ChargeRule[], priorities 1..n in the rows' order, checked as typed and priced by a live preview.
    rules: json({ en: 'Rules', zh: '规则' }, { default: [], widget: 'charge-rules' }),
  },
  indexes: [['party', 'status']],
  // the first screen at 1280 px: name, work order type, charge method, price and status; the rest (when it changed too) in the column chooser
  listHidden: ['chargeMode', 'chargeTrigger', 'calculation', 'hiddenToClient', 'updateTime'],
  listTimes: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  sample: {
    party: 'client', name: 'Pick Fee', workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
    calculation: 'PER_ITEM', price: '0.35', freightType: 'BOTH', fba: false,
    rules: [{ priority: 1, conditions: [{ element: 'ITEM_QTY', op: 'GT', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '1.50', pricing: { kind: 'THRESHOLD', threshold: '5', unitPrice: '0.20' }, max: '10' }],
  },
});
