/** The wire shapes of the reference calls (spec 01 §7): queryCountry and queryState. */
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
