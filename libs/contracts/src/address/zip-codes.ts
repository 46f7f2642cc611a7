/**
 * Postal code patterns per country (ISO 3166-1 alpha-2), after the formats the national posts
 * publish. Checked on the address form and the API alike ('Invalid Zipcode'). A country not
 * listed accepts 2 to 10 letters, digits, spaces and hyphens; a country with no postal codes
 * (Hong Kong, the Emirates, Ireland before Eircode...) is not listed either, so any short code
 * passes there.
 */
const PATTERNS: Record<string, RegExp> = {
  US: /^\d{5}(-?\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^([A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/i,
  AU: /^\d{4}$/,
  CN: /^\d{6}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  MX: /^\d{5}$/,
  IN: /^\d{6}$/,
  JP: /^\d{3}-?\d{4}$/,
  KR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BR: /^\d{5}-?\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  PR: /^00\d{3}(-?\d{4})?$/,
};
const OTHER = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/i;

/** 'UK' is how many people write Great Britain; ISO calls it GB. */
const ALIASES: Record<string, string> = { UK: 'GB' };

export function normalCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return ALIASES[upper] ?? upper;
}

/** True when the zip code has the form its country uses. */
export function zipCodeValid(countryCode: string, zipCode: string): boolean {
  const zip = zipCode.trim();
  return (PATTERNS[normalCountryCode(countryCode)] ?? OTHER).test(zip);
}
