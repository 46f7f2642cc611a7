import { boolean, date, decimal, defineResource, enumOf, integer, json, money, relation, text } from '@console/metadata';
import { ZONE_OPTIONS } from './options';

/**
 * Fulfillment > Shipping Settings > Rated Shipments: every shipment the platform priced, with what
 * priced it — the shipment's facts (account, service, package type, zone, address type, ship date,
 * packages), the level it was priced on and the engine's lines and total. Written by the platform
 * (the orders issue will write here; the demo seed writes 50,000 over 90 days); read-only here, at
 * 01 §2's `shipping-fee-detail`: a shipment's fee broken into the engine's lines (the `fee-lines`
 * show addon). The replay prices them again with and without a draft change.
 */
export const ratedShipment = defineResource({
  name: 'rated-shipment',
  route: 'shipping-fee-detail',
  table: 'rated_shipment',
  label: { en: 'Shipping Fee Detail', zh: '运费明细' },
  singular: { en: 'Rated Shipment', zh: '计价运单' },
  menu: { group: 'fulfillment', order: 27, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-fee-detail' },
  actions: ['export'],
  showAddon: 'fee-lines',
  titleField: 'reference',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows reference, clientId, shipDate, zone, total; the rest are offered in the column chooser
  listHidden: ['shippingAccountId', 'carrierServiceId', 'residential', 'packageCount', 'billableWeight', 'pricingLevelId', 'createTime'],
  fields: {
    reference: text({ en: 'Reference', zh: '参考号' }, { required: true, maxLength: 32, unique: true, list: true, filter: 'eq', copyable: true, searchable: true }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { list: true, filter: 'eq', index: true }),
    shippingAccountId: relation({ en: 'Shipping Account', zh: '物流账号' }, { resource: 'shipping-account', labelField: 'nickname' }, { required: true, list: true, filter: 'eq' }),
    carrierServiceId: relation({ en: 'Service', zh: '服务' }, { resource: 'carrier-service', labelField: 'serviceName' }, { required: true, list: true, filter: 'eq' }),
    packageType: text({ en: 'Package Type', zh: '包装类型' }, { required: true, maxLength: 32 }),
    shipDate: date({ en: 'Ship Date', zh: '发货日期' }, { required: true, list: true, filter: 'between', sort: true }),
    zone: enumOf({ en: 'Zone', zh: '分区' }, ZONE_OPTIONS, { required: true, maxLength: 2, list: true, filter: 'eq' }),
    residential: boolean({ en: 'Residential', zh: '住宅' }, { default: false, list: true, filter: 'eq' }),
    packageCount: integer({ en: 'Packages', zh: '包裹数' }, { required: true, min: 1, max: 20, list: true }),
    billableWeight: decimal({ en: 'Billable Weight (lb)', zh: '计费重（磅）' }, { scale: 4, list: true }),
    pricingLevelId: relation({ en: 'Level', zh: '等级' }, { resource: 'pricing-level', labelField: 'levelName' }, { list: true, filter: 'eq' }),
    total: money({ en: 'Total', zh: '总运费' }, { required: true, list: true, sort: true }),
    packages: json({ en: 'Packages (weights and sides)', zh: '包裹（重量与尺寸）' }, { required: true }),
    lines: json({ en: 'Fee Lines', zh: '费用明细' }, { required: true }),
  },
  indexes: [['shipDate'], ['clientId', 'shipDate']],
  listTimes: ['createTime'],
  defaultSort: { field: 'shipDate', order: 'desc' },
  maxPageSize: 1000,
  sample: {
    reference: 'RS-SAMPLE', clientId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', shipDate: '2026-11-20', zone: '5',
    residential: true, packageCount: 1, billableWeight: '3.0000', pricingLevelId: 1, total: '14.2300',
    packages: [{ weight: 3, weightUnit: 'lb', length: 10, width: 8, height: 6, dimUnit: 'in' }],
    lines: [{ kind: 'base', package: 1, cost: '10.0000', publish: '15.0000', price: '11.5000' }],
  },
});
