import type { MessageKey } from '../messages';
import { normalCountryCode, zipCodeValid } from './zip-codes';
import { usStateCode } from './us-states';

/** The fields the address form's auto-input fills (spec 01 §3 Address). */
export interface ParsedAddress {
  name: string;
  company?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  /** Digits only (spec 01 §5: the address form's phone is digits, at least 10). */
  phone: string;
  email?: string;
}

export type AddressParse = { ok: true; address: ParsedAddress } | { ok: false; error: MessageKey };

/** Countries written out on a line of their own, by name or code. */
const COUNTRY_NAMES: Record<string, string> = {
  'us': 'US', 'usa': 'US', 'u.s.a.': 'US', 'united states': 'US', 'united states of america': 'US',
  'canada': 'CA', 'mexico': 'MX', 'united kingdom': 'GB', 'uk': 'GB', 'great britain': 'GB',
  'china': 'CN', 'germany': 'DE', 'france': 'FR', 'australia': 'AU', 'japan': 'JP', 'puerto rico': 'PR',
};

const LABEL = /^(name|company|phone|tel|telephone|mobile|cell|ph|email|e-mail|address|addr)\s*[:：]\s*/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]+$/;
/** A second street line: apartment, unit, suite, floor, building, room. */
const UNIT = /^(apt|apartment|unit|suite|ste|fl|floor|bldg|building|rm|room|#)\b\.?/i;

const unlabelled = (line: string) => line.replace(LABEL, '').trim();
const digitsOf = (text: string) => text.replace(/\D/g, '');
const looksLikeStreet = (line: string) => /^\d/.test(line) || UNIT.test(line) || /\bp\.?\s*o\.?\s*box\b/i.test(line);

/**
 * Reads a pasted address into the form's fields (the auto-input of spec 01 §5). It needs at
 * least three lines: a name, a street, and city, state and zip code separated by commas
 * ('Reno, NV, 89502', a country may follow: 'Toronto, ON, M5V 2T6, CA'), and a phone number on
 * a line of its own. Lines may carry labels ('Phone: ...'). A line between the name and the
 * street that does not start like a street is the company; a line after the first street is
 * its second line. An e-mail line and a country line are optional (the country defaults to
 * US). It says which rule failed when it cannot.
 */
export function parseAddress(text: string): AddressParse {
  const lines = String(text ?? '').split(/\r?\n/).map((l) => unlabelled(l.trim())).filter((l) => l !== '');
  if (lines.length < 3) return { ok: false, error: 'addressParseLines' };
  const used = new Set<number>();

  const phoneAt = lines.findIndex((l) => PHONE.test(l) && digitsOf(l).length >= 10);
  if (phoneAt < 0) return { ok: false, error: 'addressParsePhone' };
  used.add(phoneAt);
  const emailAt = lines.findIndex((l, i) => !used.has(i) && EMAIL.test(l));
  if (emailAt >= 0) used.add(emailAt);
  const countryAt = lines.findIndex((l, i) => !used.has(i) && COUNTRY_NAMES[l.toLowerCase()] !== undefined);
  if (countryAt >= 0) used.add(countryAt);

  // The city line: the last one with city, state and zip (and perhaps a country) between commas.
  let cityAt = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    const parts = lines[i].split(',').map((p) => p.trim());
    if (!used.has(i) && (parts.length === 3 || parts.length === 4) && parts.every((p) => p !== '')) {
      cityAt = i;
      break;
    }
  }
  if (cityAt < 0) return { ok: false, error: 'addressParseCityLine' };
  used.add(cityAt);
  const [city, state, zip, country] = lines[cityAt].split(',').map((p) => p.trim());
  const countryCode = normalCountryCode(country ? COUNTRY_NAMES[country.toLowerCase()] ?? country : countryAt >= 0 ? COUNTRY_NAMES[lines[countryAt].toLowerCase()] : 'US');
  if (!zipCodeValid(countryCode, zip)) return { ok: false, error: 'zipCodeInvalid' };
  const stateCode = countryCode === 'US' ? usStateCode(state) : state.toUpperCase();
  if (!stateCode) return { ok: false, error: 'addressParseState' };

  // Before the city line: the name, perhaps a company, then one or two street lines.
  const rest = lines.filter((_, i) => i < cityAt && !used.has(i));
  if (rest.length < 2) return { ok: false, error: 'addressParseLines' };
  const [name, ...after] = rest;
  const company = after.length >= 2 && !looksLikeStreet(after[0]) ? after.shift() : undefined;
  const [addressLine1, ...more] = after;
  const address: ParsedAddress = {
    name, addressLine1, city, stateCode, zipCode: zip.toUpperCase(), countryCode, phone: digitsOf(lines[phoneAt]),
    ...(company ? { company } : {}),
    ...(more.length ? { addressLine2: more.join(' ') } : {}),
    ...(emailAt >= 0 ? { email: lines[emailAt] } : {}),
  };
  return { ok: true, address };
}
