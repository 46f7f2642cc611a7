// The package's parts one by one: its index requires the city list too (8 MB of JSON, some
// 35 MB of heap parsed), which an API process would then carry from start-up whether or not
// anyone asks for a city. Countries and states are small; the cities are read on demand.
import Country from 'country-state-city/lib/cjs/country';
import State from 'country-state-city/lib/cjs/state';
import { usStateCode, type CityEntry, type CountryEntry, type StateEntry } from '@console/contracts';
import { HK_AREAS, UK_POSTCODE_AREAS } from './extra-cities';

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

/** A country's English name by its code ('US' -> 'United States'); the code itself when unknown. */
export function countryName(countryCode: string): string {
  return Country.getCountryByCode(countryCode.trim().toUpperCase())?.name ?? countryCode;
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

/** The UK's post towns with their postcode areas, London's eight under one town. */
let ukTowns: CityEntry[] | undefined;
function ukPostTowns(): CityEntry[] {
  if (!ukTowns) {
    const areas = new Map<string, string[]>();
    for (const [code, town] of UK_POSTCODE_AREAS) areas.set(town, [...(areas.get(town) ?? []), code]);
    ukTowns = [...areas].map(([town, codes]) => ({ cityCode: codes.join(' '), cityName: town }));
  }
  return ukTowns;
}

/**
 * The package's city names by country and state, indexed in one pass on first use (its own
 * per-state call walks all of its ~150,000 cities on every call). Its city module is loaded
 * for that pass only and then let go (taken out of the module cache, so its parsed JSON and
 * its converted list are garbage): the index, names only, is what stays.
 */
let cities: Map<string, string[]> | undefined;
const CITY_MODULE = 'country-state-city/lib/cjs/city';
function cityIndex(): Map<string, string[]> {
  if (!cities) {
    const index = new Map<string, string[]>();
    const { default: City } = require(CITY_MODULE) as typeof import('country-state-city/lib/cjs/city');
    for (const city of City.getAllCities(['name', 'countryCode', 'stateCode'])) {
      const key = `${city.countryCode}|${city.stateCode}`;
      const list = index.get(key);
      if (list) list.push(city.name);
      else index.set(key, [city.name]);
    }
    for (const module of [CITY_MODULE, 'country-state-city/lib/cjs/assets/city.json']) delete require.cache[require.resolve(module)];
    cities = index;
  }
  return cities;
}

/**
 * The cities of a state, by name (spec 02 §3: states may have cities); an empty list where the
 * reference has none (the form then takes the city as typed). Undefined when the country or the
 * state is not in the reference. Asked per state, so an answer stays small (New South Wales,
 * the largest of the named countries, is about 1,250 names); the city list is read once, on the
 * first call, and only its index by state is kept.
 */
export function citiesOf(countryCode: string, stateCode: string): CityEntry[] | undefined {
  const country = countryCode.trim().toUpperCase();
  const state = stateCode.trim().toUpperCase();
  const states = statesOf(country);
  if (!states?.some((s) => s.stateCode.toUpperCase() === state)) return undefined;
  const code = states.find((s) => s.stateCode.toUpperCase() === state)!.stateCode;
  const byName = new Map<string, CityEntry>();
  const add = (entry: CityEntry) => {
    if (!byName.has(entry.cityName.toLowerCase())) byName.set(entry.cityName.toLowerCase(), entry);
  };
  if (country === 'GB') ukPostTowns().forEach(add);
  for (const area of (country === 'HK' ? HK_AREAS[code] : undefined) ?? []) add({ cityCode: area, cityName: area });
  for (const name of cityIndex().get(`${country}|${code}`) ?? []) add({ cityCode: name, cityName: name });
  return [...byName.values()].sort((a, b) => a.cityName.localeCompare(b.cityName, 'en'));
}
