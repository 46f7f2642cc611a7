/** The wire shapes of the reference calls (spec 01 §7): queryCountry, queryState and queryCity. */
export interface CountryEntry {
  countryCode: string;
  countryName: string;
  phoneCode: string;
}

export interface StateEntry {
  stateCode: string;
  stateName: string;
  countryCode: string;
}

/**
 * A city of a state (queryCity). Cities of the reference package carry no code of their own:
 * their code is their name. A UK post town's code is its postcode areas ('B'; London's eight
 * 'E EC N NW SE SW W WC').
 */
export interface CityEntry {
  cityCode: string;
  cityName: string;
}
