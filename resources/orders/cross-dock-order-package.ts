import { defineResource, relation } from '@console/metadata';
import { packageFields } from './parcel-parts';

/**
 * Orders > Cross Dock's packages: the cartons as they ship on (02 §3 packages: sides, units,
 * weight), what the label is priced and made for. Checked as a parcel order's against the order's
 * carrier (02 §5 Parcel dimensions and Parcel order). Written in the order's form (its inline
 * `packages`).
 */
export const crossDockOrderPackage = defineResource({
  name: 'cross-dock-order-package',
  table: 'cross_dock_order_package',
  label: { en: 'Cross-Dock Packages', zh: '越库包裹' },
  singular: { en: 'Cross-Dock Package', zh: '越库包裹' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'cross-dock' },
  actions: [],
  hooks: 'cross-dock-order-package',
  titleField: 'weight',
  dataScope: { through: 'crossDockOrderId' },
  fields: {
    crossDockOrderId: relation({ en: 'Cross-Dock Order', zh: '越库单' }, { resource: 'cross-dock-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    ...packageFields(),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { crossDockOrderId: 1, length: '18', width: '14', height: '12', dimUnit: 'in', weight: '22', weightUnit: 'lb' },
});
