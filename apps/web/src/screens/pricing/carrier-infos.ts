import type { CarrierInfo, CarrierServiceInfo } from '@console/contracts';
import { request } from '../../platform/http';
import { shipmentPath } from '../../engine/paths';

export type { CarrierInfo, CarrierServiceInfo };

/** The carriers with their active services (package types) and accounts (02 §7's shared call), for the pricing screens. */
export async function loadCarrierInfos(): Promise<CarrierInfo[]> {
  const data = await request<{ carrierInfos: CarrierInfo[] }>({ url: shipmentPath('admin/shippingAccount/query/carrierService'), method: 'get' });
  return data?.carrierInfos ?? [];
}
