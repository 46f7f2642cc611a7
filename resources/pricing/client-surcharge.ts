import { date, decimal, defineResource, relation, text } from '@console/metadata';

/**
 * Fulfillment > Shipping Settings > Client Surcharge (01 §2 `set-client-surcharge`): a client's
 * own discount on one surcharge from a date, over the surcharge's off-rate discount and the
 * level's surcharge rule (the more particular wins: a client's deal beats its level's). 100 %
 * waives the surcharge for that client; 0 % charges it in full. A quote uses, per surcharge, the
 * client's assignment with the latest date on or before its ship date. History stays: a new
 * deal is a new dated row, so earlier shipments keep the discount they were priced with. A
 * sales user sees its own clients' deals (data scope through the client). A deal puts its
 * surcharge in use (level status Using: the `client-surcharge` hooks).
 */
export const clientSurcharge = defineResource({
  name: 'client-surcharge',
  route: 'set-client-surcharge',
  table: 'client_surcharge',
  label: { en: 'Client Surcharge', zh: '客户附加费' },
  menu: { group: 'fulfillment', order: 26.5, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'client-surcharge',
  titleField: 'effectiveFrom',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows clientId, surchargeId, offRatePercent, effectiveFrom; the rest are offered in the column chooser
  listHidden: ['note', 'updateTime'],
  fields: {
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, list: true, filter: 'eq', index: true }),
    surchargeId: relation({ en: 'Surcharge', zh: '附加费' }, { resource: 'surcharge', labelField: 'name' }, { required: true, list: true, filter: 'eq', index: true }),
    offRatePercent: decimal({ en: 'Client Discount %', zh: '客户折扣 %' }, {
      required: true, scale: 4, min: 0, max: 100, list: true, unit: 'percent',
      help: { en: "Replaces the surcharge's off-rate discount for this client; 100 waives it", zh: '对该客户替代附加费的折扣；100 即免收' },
    }),
    effectiveFrom: date({ en: 'Effective From', zh: '生效日期' }, { required: true, list: true, filter: 'between', sort: true }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, list: true, filter: 'contains', rules: ['trim'] }),
  },
  indexes: [['clientId', 'effectiveFrom']],
  listTimes: ['updateTime'],
  defaultSort: { field: 'effectiveFrom', order: 'desc' },
  // dated ahead: a deal in force since today or earlier is in use and cannot be deleted (02 §8), and
  // the generic tests create, change and delete the sample
  sample: { clientId: 1, surchargeId: 1, offRatePercent: '50.0000', effectiveFrom: '2099-11-02', note: 'Half the residential fee for Q4' },
});
