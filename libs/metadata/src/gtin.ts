/**
 * GS1's check digit of a GTIN's other digits (modulo 10): from the right, they weigh 3, 1, 3, ...;
 * the check digit brings their sum to a multiple of 10.
 */
export function gtinCheckDigit(digits: string): number {
  const sum = [...digits].reverse().reduce((total, d, i) => total + (i % 2 === 0 ? 3 * Number(d) : Number(d)), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether a code of a GTIN's lengths (EAN-8, UPC-A 12, EAN-13, GTIN-14) ends in its check digit.
 * Any other shape passes: the field's pattern says what shape it wants, and one message per
 * fault is enough.
 */
export function gtinChecks(code: string): boolean {
  if (!/^([0-9]{8}|[0-9]{12,14})$/.test(code)) return true;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}
