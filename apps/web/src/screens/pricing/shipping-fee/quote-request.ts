import type { Dayjs } from 'dayjs';
import type { DimUnit, WeightUnit } from '@console/pricing';
import type { QuoteRequest } from './shipping-fee-api';

/** One package row of the quote form (numbers as typed). */
export interface PackageValues {
  weight?: string | number | null;
  weightUnit: WeightUnit;
  length?: string | number | null;
  width?: string | number | null;
  height?: string | number | null;
  dimUnit: DimUnit;
}

/** What the quote form holds. */
export interface QuoteValues {
  clientId?: number | null;
  shippingAccountId: number;
  carrierServiceId: number;
  packageType: string;
  fromZip: string;
  toZip: string;
  residential: boolean;
  shipDate: Dayjs;
  packages: PackageValues[];
}

export const WEIGHT_UNITS: readonly WeightUnit[] = ['lb', 'oz', 'kg', 'g'];
export const DIM_UNITS: readonly DimUnit[] = ['in', 'cm'];

export const NEW_PACKAGE: PackageValues = { weightUnit: 'lb', dimUnit: 'in' };

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/** The POST .../rate/quote body of the form's values: ZIPs as addresses, the date as YYYY-MM-DD. */
export function quoteRequest(values: QuoteValues): QuoteRequest {
  return {
    ...(values.clientId ? { clientId: values.clientId } : {}),
    shippingAccountId: values.shippingAccountId,
    carrierServiceId: values.carrierServiceId,
    packageType: values.packageType,
    fromAddress: { zipCode: values.fromZip.trim() },
    toAddress: { zipCode: values.toZip.trim() },
    residential: values.residential,
    shipDate: values.shipDate.format('YYYY-MM-DD'),
    packages: values.packages.map((p) => ({
      weight: text(p.weight), weightUnit: p.weightUnit,
      length: text(p.length), width: text(p.width), height: text(p.height), dimUnit: p.dimUnit,
    })),
  };
}
