import { normalCountryCode, zipCodeValid } from '@console/contracts';
import type { CarrierLine } from '../carriers';
import { genericProblem, problem, type Bilingual, type CarrierProblem } from '../messages';
import type { Address } from './address';

/** 02 §9: 'Address length at most 30 characters' (each street line). */
export const MAX_STREET_LENGTH = 30;
/** 02 §5 Address form: 'Phone: digits only, at least 10'. */
export const MIN_PHONE_DIGITS = 10;

/** 'PO Box 12', 'P.O. Box', 'pobox', 'Post Office Box'. */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/**
 * Who refuses a PO box: UPS, FedEx and DHL deliver to a door, not to a post office box; USPS
 * delivers there, and FedEx SmartPost hands its last mile to USPS. Without a carrier the
 * spec's generic 'no PO box' rule (02 §5) holds.
 */
const TAKES_PO_BOX: ReadonlySet<CarrierLine> = new Set(['USPS', 'FEDEX_SMARTPOST']);

const FIELD: Record<string, Bilingual> = {
  addressLine1: { en: 'Address line 1', zh: '地址行 1' },
  addressLine2: { en: 'Address line 2', zh: '地址行 2' },
  city: { en: 'City', zh: '城市' },
  zipCode: { en: 'Zip code', zh: '邮编' },
  countryCode: { en: 'Country', zh: '国家' },
  phone: { en: 'Phone', zh: '电话' },
};

/**
 * The address form's rules (02 §5 Address form, generic messages; 02 §9), each a problem on its
 * field in both languages: zip, city, address and country are required; street lines at most 30
 * characters, without commas, and without a PO box where the carrier refuses one; the phone, when
 * given, digits only and at least 10; the zip code in its country's form (US 5 or 9 digits, CA
 * A1A 1A1, GB postcodes...: the table in @console/contracts zip-codes.ts).
 */
export function checkAddressForm(address: Address, line?: CarrierLine): CarrierProblem[] {
  const problems: CarrierProblem[] = [];
  for (const field of ['addressLine1', 'city', 'zipCode', 'countryCode'] as const) {
    if (!address[field]?.trim()) problems.push(genericProblem(field, 'required', { field: FIELD[field] }));
  }
  for (const field of ['addressLine1', 'addressLine2'] as const) {
    const street = address[field]?.trim() ?? '';
    if (!street) continue;
    if (street.length > MAX_STREET_LENGTH) problems.push(problem(field, 'streetTooLong', { field: FIELD[field], max: MAX_STREET_LENGTH }));
    if (street.includes(',')) problems.push(genericProblem(field, 'noComma', { field: FIELD[field] }));
    if (PO_BOX.test(street) && !(line && TAKES_PO_BOX.has(line))) problems.push(genericProblem(field, 'streetNoPoBox'));
  }
  const phone = address.phone?.trim();
  if (phone && !new RegExp(`^[0-9]{${MIN_PHONE_DIGITS},}$`).test(phone)) problems.push(genericProblem('phone', 'phoneDigits10'));
  const zip = address.zipCode?.trim();
  if (zip && address.countryCode?.trim() && !zipCodeValid(normalCountryCode(address.countryCode), zip)) {
    problems.push(genericProblem('zipCode', 'zipCodeInvalid'));
  }
  return problems;
}
