import { date, defineResource, relation, text } from '@console/metadata';

/**
 * Fulfillment > Shipping Settings > Client Level (01 §2 `set-client-level`): which pricing level a
 * client is priced on from a date. A quote uses the client's assignment with the latest date on
 * or before its ship date, else the default level. History stays: a new level is a new dated
 * row, so earlier shipments keep the level they were priced on. A sales user sees its own
 * clients' assignments (data scope through the client).
 */
export const clientLevel = defineResource({
  name: 'client-level',
  route: 'set-client-level',
  table: 'client_level',
  label: { en: 'Client Level', zh: '客户等级' },
  menu: { group: 'fulfillment', order: 26, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'effectiveFrom',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows clientId, pricingLevelId, effectiveFrom, updateTime; the rest are offered in the column chooser
  listHidden: ['note'],
  fields: {
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq', index: true }),
    pricingLevelId: relation({ en: 'Level', zh: '等级' }, { resource: 'pricing-level', labelField: 'levelName' }, { required: true, list: true, filter: 'eq', index: true }),
    effectiveFrom: date({ en: 'Effective From', zh: '生效日期' }, { required: true, list: true, filter: 'between', sort: true }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, list: true, filter: 'contains', rules: ['trim'] }),
  },
  indexes: [['clientId', 'effectiveFrom']],
  listTimes: ['updateTime'],
  defaultSort: { field: 'effectiveFrom', order: 'desc' },
  sample: { clientId: 1, pricingLevelId: 1, effectiveFrom: '2026-11-02', note: 'Moved to Standard' },
});
