import type { CountryEntry, StateEntry } from '@console/contracts';
import { request } from '../../../app/http';
import { shipmentPath } from '../../paths';

/** The reference calls of spec 01 §7 (the API's modules/reference). */
const shipment = () => shipmentPath('address');

export const fetchCountries = () => request<CountryEntry[]>({ method: 'GET', url: `${shipment()}/queryCountry` });

export const fetchStates = (countryCode: string) =>
  request<StateEntry[]>({ method: 'GET', url: `${shipment()}/queryState`, params: { countryCode }, suppressErrors: true });
