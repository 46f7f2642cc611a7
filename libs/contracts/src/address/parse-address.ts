import type { MessageKey, MessageParams } from '../messages';
import { normalCountryCode, zipCodeValid } from './zip-codes';
import { US_STATES, usStateCode } from './us-states';
import { usZipInState } from './us-zip-states';

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

/** Something read that a person should look at, though it does not stop the fill. */
interface AddressWarning {
  field: keyof ParsedAddress;
  message: MessageKey;
  params: MessageParams;
}

type AddressParse =
  | { ok: true; address: ParsedAddress; warnings: AddressWarning[] }
  | { ok: false; error: MessageKey };

/** Countries written out on a line of their own or after the zip, by name or code. */
const COUNTRY_NAMES: Record<string, string> = {
  'us': 'US', 'usa': 'US', 'u.s.': 'US', 'u.s.a.': 'US', 'united states': 'US', 'united states of america': 'US',
  'canada': 'CA', 'mexico': 'MX', 'united kingdom': 'GB', 'uk': 'GB', 'u.k.': 'GB', 'great britain': 'GB', 'england': 'GB',
  'china': 'CN', 'germany': 'DE', 'france': 'FR', 'australia': 'AU', 'japan': 'JP', 'puerto rico': 'PR',
};

const LABEL = /^(name|full name|recipient|ship to|attn|attention|company|company name|phone|phone number|tel|telephone|mobile|cell|ph|email|e-mail|address|addr|street)\s*[:：]\s*/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]+$/;
/** A second street line: apartment, unit, suite, floor, building, room. */
const UNIT = /^(apt|apartment|unit|suite|ste|fl|floor|bldg|building|rm|room|#)\b\.?/i;
/** A US zip code, zip+4 with or without its hyphen. */
const US_ZIP = /^\d{5}(?:-?\d{4})?$/;

const unlabelled = (line: string) => line.replace(LABEL, '').trim();
/** A phone's extension ('ext. 12', 'x12'), which the form's digits-only phone cannot hold. */
const EXTENSION = /\s*(?:ext\.?|extension|x)\s*\d{1,6}$/i;
const phoneOf = (line: string) => line.replace(EXTENSION, '');
const digitsOf = (text: string) => text.replace(/\D/g, '');
const looksLikeStreet = (line: string) => /^\d/.test(line) || UNIT.test(line) || /\bp\.?\s*o\.?\s*box\b/i.test(line);
const countryNamed = (text: string) => COUNTRY_NAMES[text.trim().toLowerCase()];

/** US state names, longest first, for a city line without a comma before the state. */
const STATE_WORDS = US_STATES.map(([code, name]) => [code, name.toLowerCase()] as const).sort((a, b) => b[1].length - a[1].length);

type CityLine =
  | { kind: 'none' }
  | { kind: 'error'; error: MessageKey }
  | { kind: 'ok'; city: string; state: string; zip: string; country?: string };

/**
 * Splits 'Los Angeles CA' or 'Cupertino California' into city and US state: the state is the
 * line's last word or words when they are a state's code or name. Undefined when they are not.
 */
function splitUsState(text: string): { city: string; state: string } | undefined {
  const words = text.trim().replace(/\.$/, '').split(/\s+/);
  if (words.length < 2) return undefined;
  const last = words[words.length - 1];
  if (usStateCode(last) && last.length === 2) return { city: words.slice(0, -1).join(' '), state: last };
  const lower = words.join(' ').toLowerCase();
  for (const [code, name] of STATE_WORDS) {
    if (lower.endsWith(` ${name}`)) return { city: words.slice(0, words.length - name.split(' ').length).join(' '), state: code };
  }
  return undefined;
}

/**
 * Splits 'CA 90001', 'California 95014-1234', 'ON M5V 2T6' or 'LDN SW1A 2AA' into state and
 * zip: the zip is the last word, or the last two where the country writes its codes in two
 * parts. Undefined when nothing before the zip is left for the state.
 */
function splitZip(text: string, country: string): { state: string; zip: string } | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length >= 3) {
    const two = words.slice(-2).join(' ');
    if (!US_ZIP.test(words[words.length - 1]) && [country, 'CA', 'GB'].some((c) => zipCodeValid(c, two))) {
      return { state: words.slice(0, -2).join(' '), zip: two };
    }
  }
  if (words.length >= 2) return { state: words.slice(0, -1).join(' '), zip: words[words.length - 1] };
  return undefined;
}

/**
 * Reads the line with city, state and zip code: 'Reno, NV, 89502', 'Los Angeles, CA 90001',
 * 'Cupertino, California 95014', 'New York NY 10001-1234', a country after the zip ('Toronto,
 * ON, M5V 2T6, Canada'). A line with no comma is read only when it ends in a US state and zip,
 * or, in another country named on the paste, in a state's code and a zip of that country
 * ('Sydney NSW 2000').
 */
function readCityLine(line: string, fallbackCountry: string): CityLine {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '')) return parts.length > 1 ? { kind: 'error', error: 'addressParseCityLine' } : { kind: 'none' };
  let country: string | undefined;
  if (parts.length === 4 || (parts.length >= 2 && parts.length <= 3 && countryNamed(parts[parts.length - 1]))) {
    const last = parts.pop()!;
    country = normalCountryCode(countryNamed(last) ?? last);
  } else if (parts.length === 1 || parts.length === 2) {
    // 'Los Angeles, CA 90001 USA': a country written after the zip without a comma
    const words = parts[parts.length - 1].split(/\s+/);
    for (const n of [3, 2, 1]) {
      const named = words.length > n + 1 ? countryNamed(words.slice(-n).join(' ')) : undefined;
      if (named) {
        country = named;
        parts[parts.length - 1] = words.slice(0, -n).join(' ');
        break;
      }
    }
  }
  const countryCode = country ?? fallbackCountry;
  if (parts.length === 3) return { kind: 'ok', city: parts[0], state: parts[1], zip: parts[2], country };
  if (parts.length === 2) {
    // 'City, ST 12345' or 'City ST, 12345' (or 'Toronto ON, M5V 2T6')
    if ([countryCode, 'US', 'CA', 'GB'].some((c) => zipCodeValid(c, parts[1])) && /\d/.test(parts[1])) {
      const words = parts[0].split(/\s+/);
      const usZip = countryCode === 'US' && US_ZIP.test(parts[1]);
      const split = splitUsState(parts[0])
        ?? (!usZip && words.length >= 2 ? { city: words.slice(0, -1).join(' '), state: words[words.length - 1] } : undefined);
      return split ? { kind: 'ok', ...split, zip: parts[1], country } : { kind: 'error', error: 'addressParseCityLine' };
    }
    const split = splitZip(parts[1], countryCode);
    return split ? { kind: 'ok', city: parts[0], ...split, country } : { kind: 'error', error: 'addressParseCityLine' };
  }
  if (parts.length === 1) {
    const words = parts[0].split(/\s+/);
    const zip = words[words.length - 1];
    if (countryCode !== 'US') {
      // 'Sydney NSW 2000' under an Australia line: the state's code is the word before the zip.
      if (words.length < 3 || !/\d/.test(zip) || !zipCodeValid(countryCode, zip)) return { kind: 'none' };
      return { kind: 'ok', city: words.slice(0, -2).join(' '), state: words[words.length - 2], zip, country };
    }
    if (words.length < 3 || !US_ZIP.test(zip)) return { kind: 'none' };
    const split = splitUsState(words.slice(0, -1).join(' '));
    return split ? { kind: 'ok', ...split, zip, country } : { kind: 'error', error: 'addressParseCityLine' };
  }
  return { kind: 'error', error: 'addressParseCityLine' };
}

/** 'Suite 200' after '123 Main St, ': a street line with its unit after a comma is two lines. */
function splitStreet(line: string): string[] {
  const at = line.indexOf(',');
  if (at < 0) return [line];
  const unit = line.slice(at + 1).trim();
  return UNIT.test(unit) ? [line.slice(0, at).trim(), unit] : [line];
}

/**
 * Reads a pasted address into the form's fields (the auto-input of spec 01 §5). It needs at
 * least three lines: a name, a street, and city, state and zip code, and a phone number on a
 * line of its own. The city line takes what people paste: 'Reno, NV, 89502', 'Los Angeles, CA
 * 90001', 'Cupertino, California 95014', 'New York NY 10001-1234', a country after the zip;
 * what it still cannot read is answered with the spec's 'separate with commas'. Lines may
 * carry labels ('Phone: ...'). A line between the name and the street that does not start like
 * a street is the company; a line after the first street is its second line. An e-mail line
 * and a country line are optional (the country defaults to US). A US zip code outside its
 * state is filled but warned about. It says which rule failed when it cannot read the text.
 */
export function parseAddress(text: string): AddressParse {
  const lines = String(text ?? '').split(/\r?\n/).map((l) => unlabelled(l.trim())).filter((l) => l !== '');
  if (lines.length < 3) return { ok: false, error: 'addressParseLines' };
  const used = new Set<number>();

  const phoneAt = lines.findIndex((l) => PHONE.test(phoneOf(l)) && digitsOf(phoneOf(l)).length >= 10 && !US_ZIP.test(l));
  if (phoneAt < 0) return { ok: false, error: 'addressParsePhone' };
  used.add(phoneAt);
  const emailAt = lines.findIndex((l, i) => !used.has(i) && EMAIL.test(l));
  if (emailAt >= 0) used.add(emailAt);
  const countryAt = lines.findIndex((l, i) => !used.has(i) && countryNamed(l) !== undefined);
  if (countryAt >= 0) used.add(countryAt);
  const lineCountry = countryAt >= 0 ? countryNamed(lines[countryAt]) : 'US';

  // The city line: the last line that reads as one (or the first that says why it cannot).
  let cityAt = -1;
  let read: CityLine = { kind: 'none' };
  for (let i = lines.length - 1; i >= 0 && cityAt < 0; i--) {
    if (used.has(i)) continue;
    read = readCityLine(lines[i], lineCountry);
    if (read.kind !== 'none') cityAt = i;
  }
  if (read.kind === 'none') return { ok: false, error: 'addressParseCityLine' };
  if (read.kind === 'error') return { ok: false, error: read.error };
  used.add(cityAt);
  const { city, state } = read;
  let zip = read.zip.toUpperCase();
  let countryCode = read.country ?? lineCountry;
  // No country written: a Canadian or British postcode says where the address is.
  if (read.country === undefined && countryAt < 0 && !zipCodeValid('US', zip)) {
    countryCode = ['CA', 'GB'].find((c) => zipCodeValid(c, zip)) ?? countryCode;
  }
  if (!zipCodeValid(countryCode, zip)) return { ok: false, error: 'zipCodeInvalid' };
  if (countryCode === 'US' && /^\d{9}$/.test(zip)) zip = `${zip.slice(0, 5)}-${zip.slice(5)}`;
  // Elsewhere a code is upper-cased and a name kept as written (the form's state list knows it).
  const stateCode = countryCode === 'US' ? usStateCode(state.replace(/\.$/, '')) : /^[a-z\d]{1,3}$/i.test(state) ? state.toUpperCase() : state;
  if (!stateCode) return { ok: false, error: 'addressParseState' };

  // Before the city line: the name, perhaps a company, then one or two street lines.
  const rest = lines.filter((_, i) => i < cityAt && !used.has(i));
  if (rest.length < 2) return { ok: false, error: 'addressParseLines' };
  const [name, ...after] = rest;
  const company = after.length >= 2 && !looksLikeStreet(after[0]) ? after.shift() : undefined;
  const [addressLine1, ...more] = after.flatMap(splitStreet);
  const address: ParsedAddress = {
    name, addressLine1, city, stateCode, zipCode: zip, countryCode, phone: digitsOf(phoneOf(lines[phoneAt])),
    ...(company ? { company } : {}),
    ...(more.length ? { addressLine2: more.join(' ') } : {}),
    ...(emailAt >= 0 ? { email: lines[emailAt] } : {}),
  };
  const warnings: AddressWarning[] = [];
  if (countryCode === 'US' && usZipInState(zip, stateCode) === false) {
    warnings.push({ field: 'zipCode', message: 'zipNotInState', params: { zip, state: stateCode } });
  }
  return { ok: true, address, warnings };
}
