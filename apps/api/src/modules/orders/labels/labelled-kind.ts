import type { ResourceDef } from '@console/metadata';
import { clientOrder, clientOrderPackage, crossDockOrder, crossDockOrderPackage } from '@console/resources';

/**
 * An order that leaves on a carrier's label (resources/orders/parcel-parts.ts): the order's
 * resource, which holds the label's fields, and its packages, what the label is priced and made
 * for. The labels code (order-labels.ts, label-replace.ts, label-tracking.ts) works each the same way.
 */
export interface LabelledKind {
  order: ResourceDef;
  packages: ResourceDef;
  /** The packages' field naming their order. */
  foreignKey: string;
}

export const PARCEL_ORDERS: LabelledKind = { order: clientOrder, packages: clientOrderPackage, foreignKey: 'clientOrderId' };
export const CROSS_DOCK_ORDERS: LabelledKind = { order: crossDockOrder, packages: crossDockOrderPackage, foreignKey: 'crossDockOrderId' };

/** Every kind of labelled order, as the tracking job looks at them. */
export const LABELLED_KINDS: readonly LabelledKind[] = [PARCEL_ORDERS, CROSS_DOCK_ORDERS];
