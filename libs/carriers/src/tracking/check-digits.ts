/**
 * The check digits of the four carriers' tracking numbers. Each was checked against real numbers
 * published in jkeen/tracking_number_data (MIT; couriers/*.json "test_numbers", the algorithms in
 * CHECKSUM_ALGORITHMS.md), which gathers them from the carriers' label specifications; see
 * check-digits.spec.ts for the worked examples.
 */

/**
 * UPS 1Z numbers: over the 15 characters after "1Z", letters count as (char code - 63) mod 10
 * (A=2, B=3 ... I=0, J=1 ...: UPS's own mapping), the characters in even positions (2nd, 4th,
 * ... counting from 1) are doubled, and the check digit brings the sum to a multiple of 10.
 * 1Z999AA10123456784: 9,9,9,2,2,1,0,1,2,3,4,5,6,7,8 -> odd positions 40 + 2 x even 28 = 96 -> 4.
 */
export function upsCheckDigit(body15: string): number {
  if (!/^[0-9A-Z]{15}$/.test(body15)) throw new RangeError(`UPS: 15 letters or digits expected, got '${body15}'`);
  let sum = 0;
  [...body15].forEach((ch, i) => {
    const value = /[0-9]/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/**
 * USPS IMpb (Publication 199): mod 10 over the 21 digits before the check digit, weights 3 and 1
 * alternating from the rightmost digit (weight 3) leftwards; the check digit brings the sum to a
 * multiple of 10. 9400111206206406260787: the weighted sum of 940011120620640626078 is 123 -> 7.
 */
export function uspsCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError(`USPS: digits expected, got '${digits}'`);
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => { sum += Number(ch) * (i % 2 === 0 ? 3 : 1); });
  return (10 - (sum % 10)) % 10;
}

/**
 * FedEx Express 12-digit numbers: the first 11 digits weighted 1, 3, 7 repeating from the
 * rightmost one, the sum mod 11 is the check digit, a remainder of 10 counting as 0.
 * 986578788855: 9x3 + 8x1 + 6x7 + 5x3 + 7x1 + 8x7 + 7x3 + 8x1 + 8x7 + 8x3 + 5x1 = 269 = 24 x 11 + 5 -> 5.
 */
export function fedexCheckDigit(digits11: string): number {
  if (!/^[0-9]{11}$/.test(digits11)) throw new RangeError(`FedEx: 11 digits expected, got '${digits11}'`);
  const weights = [1, 3, 7];
  let sum = 0;
  [...digits11].reverse().forEach((ch, i) => { sum += Number(ch) * weights[i % 3]; });
  return (sum % 11) % 10;
}

/**
 * DHL Express 10-digit waybills: the first 9 digits as a number, mod 7.
 * 3318810025: 331881002 = 47411571 x 7 + 5 -> 5.
 */
export function dhlCheckDigit(digits9: string): number {
  if (!/^[0-9]{9}$/.test(digits9)) throw new RangeError(`DHL: 9 digits expected, got '${digits9}'`);
  return Number(digits9) % 7;
}
