/**
 * The first three digits of the ZIP codes of each US state and DC (USPS sectional centers).
 * Source: USPS, Domestic Mail Manual, exhibit L002 '3-Digit ZIP Code Prefix Matrix'.
 * Used only to warn when a pasted zip code does not belong to its state: a few codes cross a
 * line (Texarkana, Fishers Island), so a mismatch is a warning, never a refusal.
 */
const PREFIXES: Record<string, string> = {
  AL: '350-369', AK: '995-999', AZ: '850-865', AR: '716-729,755', CA: '900-961', CO: '800-816', CT: '060-069',
  DE: '197-199', DC: '200-205,569', FL: '320-349', GA: '300-319,398-399', HI: '967-968', ID: '832-838',
  IL: '600-629', IN: '460-479', IA: '500-528', KS: '660-679', KY: '400-427', LA: '700-714', ME: '039-049',
  MD: '206-219', MA: '010-027,055', MI: '480-499', MN: '550-567', MS: '386-397', MO: '630-658', MT: '590-599',
  NE: '680-693', NV: '889-898', NH: '030-038', NJ: '070-089', NM: '870-884', NY: '005,063,100-149',
  NC: '270-289', ND: '580-588', OH: '430-459', OK: '730-749', OR: '970-979', PA: '150-196', RI: '028-029',
  SC: '290-299', SD: '570-577', TN: '370-385', TX: '733,750-799,885', UT: '840-847', VT: '050-059',
  VA: '201,220-246', WA: '980-994', WV: '247-268', WI: '530-549', WY: '820-831,834',
};

const RANGES = new Map(
  Object.entries(PREFIXES).map(([state, list]) => [
    state,
    list.split(',').map((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return [from, to] as const;
    }),
  ]),
);

/**
 * Whether a US zip code lies in the state: true or false for a state and a zip of five digits
 * (zip+4 too), undefined when either is not one the table knows.
 */
export function usZipInState(zipCode: string, stateCode: string): boolean | undefined {
  const ranges = RANGES.get(stateCode.trim().toUpperCase());
  const digits = /^(\d{3})\d{2}(-?\d{4})?$/.exec(zipCode.trim());
  if (!ranges || !digits) return undefined;
  const prefix = Number(digits[1]);
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}
