import { DEFAULT_PRODUCT_CODE, type CountryEntry, type StateEntry } from '@console/contracts';
import { request } from '../../../app/http';
import { getUserInfo } from '../../../app/session';

/** The reference calls of spec 01 §7 (the API's modules/reference). */
const shipment = () => `/${(getUserInfo()?.productCode ?? DEFAULT_PRODUCT_CODE).toLowerCase()}-shipment/address`;

export const fetchCountries = () => request<CountryEntry[]>({ method: 'GET', url: `${shipment()}/queryCountry` });

export const fetchStates = (countryCode: string) =>
  request<StateEntry[]>({ method: 'GET', url: `${shipment()}/queryState`, params: { countryCode }, suppressErrors: true });
