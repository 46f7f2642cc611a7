import { defineResource, enumOf, json, text } from '@console/metadata';
import { ACTIVE_STATUS, CARRIERS } from './options';

/**
 * WMS > Carrier Service (01 §2 `carrier-service`): the services each carrier sells (UPS Ground,
 * FedEx 2Day, ...), what rate cards, levels and quotes are per. `serviceGroup` is the group a
 * surcharge's or a peak's effective service names (ground, express, freight, international:
 * the rate engine's serviceGroup); `serviceTypeGroup` is 02 §9's service type group (import,
 * export, domestic, one rate). Package types are the carrier's codes a card is kept per
 * (YOUR_PACKAGING, FEDEX_PAK, ...). The shared call
 * `GET /api/{product}-shipment/admin/shippingAccount/query/carrierService` answers them as
 * `carrierInfos` (apps/api/src/modules/pricing).
 */
export const carrierService = defineResource({
  name: 'carrier-service',
  table: 'carrier_service',
  label: { en: 'Carrier Service', zh: '承运商服务' },
  menu: { group: 'wms', order: 10 },
  permission: { module: 'wms', sub: 'carrier-service' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'serviceName',
  // the first screen at 1280 px shows carrier, serviceCode, serviceName, status; the rest are offered in the column chooser
  listHidden: ['serviceGroup', 'serviceTypeGroup', 'packageTypes', 'updateTime'],
  fields: {
    carrier: enumOf({ en: 'Carrier', zh: '承运商' }, CARRIERS, { required: true, list: true, filter: 'eq', sort: true }),
    serviceCode: text({ en: 'Service Code', zh: '服务代码' }, {
      required: true, maxLength: 48, unique: true, list: true, filter: 'eq', sort: true, copyable: true, searchable: true,
      rules: ['trim'], pattern: { regex: '^[A-Z0-9_]+$', message: 'codeUpperSnake' },
    }),
    serviceName: text({ en: 'Service Name', zh: '服务名称' }, { required: true, maxLength: 96, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    serviceGroup: enumOf({ en: 'Service Group', zh: '服务分组' }, [
      { value: 1, label: { en: 'Ground', zh: '陆运' } },
      { value: 2, label: { en: 'Express', zh: '快递' } },
      { value: 3, label: { en: 'Freight', zh: '货运' } },
      { value: 4, label: { en: 'International', zh: '国际' } },
    ], { required: true, list: true, filter: 'eq' }),
    serviceTypeGroup: enumOf({ en: 'Service Type Group', zh: '服务类型分组' }, [
      { value: 1, label: { en: 'Import', zh: '进口' } },
      { value: 2, label: { en: 'Export', zh: '出口' } },
      { value: 3, label: { en: 'Domestic', zh: '国内' } },
      { value: 4, label: { en: 'One Rate', zh: '统一费率' } },
    ], { required: true, default: 3, list: true, filter: 'eq' }),
    packageTypes: json({ en: 'Package Types', zh: '包装类型' }, {
      widget: 'tags', list: true, default: ['YOUR_PACKAGING'],
      help: { en: "The carrier's package codes, e.g. YOUR_PACKAGING, FEDEX_PAK", zh: '承运商的包装代码，例如 YOUR_PACKAGING、FEDEX_PAK' },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, ACTIVE_STATUS, { required: true, default: 1, list: true, filter: 'eq' }),
  },
  listTimes: ['updateTime'],
  indexes: [['carrier', 'serviceGroup']],
  defaultSort: { field: 'serviceCode', order: 'asc' },
  sample: { carrier: 2, serviceCode: 'UPS_GROUND_Z', serviceName: 'UPS Ground (sample)', serviceGroup: 1, serviceTypeGroup: 3, packageTypes: ['YOUR_PACKAGING'], status: 1 },
});
