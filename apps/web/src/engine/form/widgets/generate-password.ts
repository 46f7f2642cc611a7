import { ADMIN_PASSWORD_MIN_LENGTH } from '@console/contracts';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A default password offered to the administrator (spec 01 §3): 12 characters from the
 * crypto RNG with at least one letter and one digit, so it passes the adminPassword rule.
 * Look-alike characters (0/O, 1/l/I) are left out because it is read aloud or retyped.
 */
export function generatePassword(length = Math.max(12, ADMIN_PASSWORD_MIN_LENGTH)): string {
  const pool = LETTERS + DIGITS;
  const random = new Uint32Array(length);
  crypto.getRandomValues(random);
  const chars = Array.from(random, (n, i) => (i === 0 ? LETTERS : i === 1 ? DIGITS : pool)[n % (i === 0 ? LETTERS.length : i === 1 ? DIGITS.length : pool.length)]);
  // The guaranteed letter and digit move to random places.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random[i] % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
