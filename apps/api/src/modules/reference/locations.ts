import { Country, State } from 'country-state-city';
import { usStateCode, type CountryEntry, type StateEntry } from '@console/contracts';

/**
 * Countries and their states from `country-state-city` (the whole world, kept up to date by
 * its maintainers; its data is GPL-3.0 and is used on the server only, never bundled into the
 * web app). The United States answers its 50 states and DC, as the console ships to them:
 * the package's US list also holds territories and minor outlying islands (66 entries), which
 * ship as countries of their own (PR, GU, VI...).
 */
let countries: CountryEntry[] | undefined;

/** Every country, by name (read once). */
export function allCountries(): CountryEntry[] {
  countries ??= Country.getAllCountries()
    .map((c) => ({ countryCode: c.isoCode, countryName: c.name, phoneCode: c.phonecode }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));
  return countries;
}

/** The states of a country by name; undefined when the code names no country. */
export function statesOf(countryCode: string): StateEntry[] | undefined {
  const code = countryCode.trim().toUpperCase();
  if (!Country.getCountryByCode(code)) return undefined;
  return State.getStatesOfCountry(code)
    .filter((s) => code !== 'US' || usStateCode(s.isoCode) !== undefined)
    .map((s) => ({ stateCode: s.isoCode, stateName: s.name, countryCode: code }))
    .sort((a, b) => a.stateName.localeCompare(b.stateName, 'en'));
}
