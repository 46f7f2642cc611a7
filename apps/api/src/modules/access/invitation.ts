import { randomBytes } from 'node:crypto';

/** 10 characters without look-alikes (0/O, 1/I/L), easy to read out over the phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInvitationCode(length = 10): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A password meeting the admin rule (letters and digits, 14 characters), offered on create and reset. */
export function generatePassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (set: string, n: number) => Array.from(randomBytes(n), (b) => set[b % set.length]).join('');
  return `${pick(letters, 6)}${pick(digits, 2)}${pick(letters + digits, 6)}`;
}
