import type { CityEntry, CountryEntry, StateEntry } from '@console/contracts';
import { request } from '../../../platform/http';
import { shipmentPath } from '../../paths';

/** The reference calls of spec 01 §7 and 02 §3 (the API's modules/reference). */
const shipment = () => shipmentPath('address');

export const fetchCountries = () => request<CountryEntry[]>({ method: 'GET', url: `${shipment()}/queryCountry` });

export const fetchStates = (countryCode: string) =>
  request<StateEntry[]>({ method: 'GET', url: `${shipment()}/queryState`, params: { countryCode }, suppressErrors: true });

/** A state's cities (02 §3), asked per state as it is picked; [] where the reference has none. */
export const fetchCities = (countryCode: string, stateCode: string) =>
  request<CityEntry[]>({ method: 'GET', url: `${shipment()}/queryCity`, params: { countryCode, stateCode }, suppressErrors: true });
