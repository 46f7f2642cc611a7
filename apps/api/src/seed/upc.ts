/**
 * A UPC-A code (12 digits) from its first 11: the check digit is what makes 10 of three times
 * the digits in odd places plus the digits in even places (GS1's modulo 10). The demo's products
 * carry real-looking codes, so a scanner's read of a printed one matches.
 */
export function upcA(first11: string): string {
  if (!/^[0-9]{11}$/.test(first11)) throw new Error(`upcA: 11 digits expected, got ${first11}`);
  const digits = [...first11].map(Number);
  const sum = digits.reduce((total, d, i) => total + (i % 2 === 0 ? 3 * d : d), 0);
  return `${first11}${(10 - (sum % 10)) % 10}`;
}
