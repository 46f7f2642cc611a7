import { defineResource, relation } from '@console/metadata';
import { packageFields } from './parcel-parts';

/**
 * Orders > Parcel Outbound's packages (02 §3 Parcel outbound order: packages): the sides, their
 * unit, the weight and its unit, as the quote API takes them. Checked by the orders hook against
 * the order's carrier (02 §5 Parcel dimensions: whole sides, a minimum, the longest side, length
 * plus girth; Parcel order: one package for USPS and FedEx SmartPost, 20 without a carrier).
 * Written only in the order's form and transaction (its inline `packages`).
 */
export const clientOrderPackage = defineResource({
  name: 'client-order-package',
  table: 'client_order_package',
  label: { en: 'Order Packages', zh: '订单包裹' },
  singular: { en: 'Order Package', zh: '订单包裹' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: [],
  hooks: 'client-order-package',
  titleField: 'weight',
  dataScope: { through: 'clientOrderId' },
  fields: {
    clientOrderId: relation({ en: 'Order', zh: '订单' }, { resource: 'client-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    ...packageFields(),
    // the box the pack station closed the order in (batch-pack): its inner dimensions are the package's
    packagingMaterialId: relation({ en: 'Packaging Material', zh: '包材' }, { resource: 'packaging-material', labelField: 'code' }, { form: false, list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { clientOrderId: 1, length: '12', width: '10', height: '6', dimUnit: 'in', weight: '2.5', weightUnit: 'lb' },
});
