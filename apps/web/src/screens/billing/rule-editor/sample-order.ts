import { MAX_PACKAGES, type DimUnit, type WeightUnit } from '@console/billing';

/**
 * The order the preview prices: what a work-order event carries besides its work order type and
 * trigger (those are the item's). Numbers are kept as typed; the engine reads them.
 */
export interface SampleLine {
  sku: string;
  qty: string;
}

export interface SamplePackage {
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  height: string;
  dimUnit: DimUnit;
  lines: SampleLine[];
}

export interface SampleOrder {
  orderType: string;
  fba: boolean;
  cancelled: boolean;
  hours: string;
  pallets: string;
  packages: SamplePackage[];
}

export const WEIGHT_UNITS: readonly WeightUnit[] = ['lb', 'oz', 'kg', 'g'];
export const DIM_UNITS: readonly DimUnit[] = ['in', 'cm'];
export { MAX_PACKAGES };

const newLine = (): SampleLine => ({ sku: '', qty: '1' });
const newPackage = (): SamplePackage => ({ weight: '1', weightUnit: 'lb', length: '12', width: '10', height: '8', dimUnit: 'in', lines: [newLine()] });

/** A parcel order of one 10 lb, 12 x 10 x 8 in package holding SKU-A x 2 and SKU-B x 1. */
export function defaultSample(): SampleOrder {
  return {
    orderType: 'PARCEL', fba: false, cancelled: false, hours: '0', pallets: '0',
    packages: [{ ...newPackage(), weight: '10', lines: [{ sku: 'SKU-A', qty: '2' }, { sku: 'SKU-B', qty: '1' }] }],
  };
}

export const updateSample = (sample: SampleOrder, patch: Partial<Omit<SampleOrder, 'packages'>>): SampleOrder => ({ ...sample, ...patch });

export const addPackage = (sample: SampleOrder): SampleOrder =>
  (sample.packages.length < MAX_PACKAGES ? { ...sample, packages: [...sample.packages, newPackage()] } : sample);

/** A package removed; an order keeps at least one (an event has 1..200). */
export const removePackage = (sample: SampleOrder, index: number): SampleOrder =>
  (sample.packages.length > 1 ? { ...sample, packages: sample.packages.filter((_, i) => i !== index) } : sample);

export const updatePackage = (sample: SampleOrder, index: number, patch: Partial<Omit<SamplePackage, 'lines'>>): SampleOrder =>
  ({ ...sample, packages: sample.packages.map((p, i) => (i === index ? { ...p, ...patch } : p)) });

const withLines = (sample: SampleOrder, index: number, lines: (lines: SampleLine[]) => SampleLine[]): SampleOrder =>
  ({ ...sample, packages: sample.packages.map((p, i) => (i === index ? { ...p, lines: lines(p.lines) } : p)) });

export const addLine = (sample: SampleOrder, pkg: number): SampleOrder => withLines(sample, pkg, (lines) => [...lines, newLine()]);
/** A line removed (a package may hold none). */
export const removeLine = (sample: SampleOrder, pkg: number, line: number): SampleOrder => withLines(sample, pkg, (lines) => lines.filter((_, i) => i !== line));
export const updateLine = (sample: SampleOrder, pkg: number, line: number, patch: Partial<SampleLine>): SampleOrder =>
  withLines(sample, pkg, (lines) => lines.map((l, i) => (i === line ? { ...l, ...patch } : l)));
