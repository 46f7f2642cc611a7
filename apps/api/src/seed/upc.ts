import { gtinCheckDigit } from '@console/metadata';

/**
 * A UPC-A code (12 digits) from its first 11 and their GS1 check digit (the one the product's
 * barcode rule checks): the demo's products carry real-looking codes, so a scanner's read of a
 * printed one matches.
 */
export function upcA(first11: string): string {
  if (!/^[0-9]{11}$/.test(first11)) throw new Error(`upcA: 11 digits expected, got ${first11}`);
  return `${first11}${gtinCheckDigit(first11)}`;
}
