/**
 * The value of the `address` widget: a 02 §3 Address object, the JSON the API takes on a
 * parcel order's recipient and sender (name, company, address lines, city, state, zip,
 * country, phone, e-mail, residential). Pure, so the widget's value in and out is tested alone.
 */
export interface AddressValue {
  name: string;
  company: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  phone: string;
  email: string;
  isResidential: boolean;
}

/** The text parts, in the order the sub-form shows them. */
export const ADDRESS_TEXT_KEYS = ['name', 'company', 'addressLine1', 'addressLine2', 'city', 'stateCode', 'zipCode', 'countryCode', 'phone', 'email'] as const;

/**
 * A stored value as the sub-form holds it: every part present (text '' where missing, the
 * residential flag a boolean), from an object or its JSON text; anything else is an empty
 * address. Parts the API does not know are kept, so nothing stored is lost by an edit.
 */
export function addressIn(value: unknown): AddressValue {
  let source: unknown = value;
  if (typeof value === 'string') {
    try {
      source = JSON.parse(value) as unknown;
    } catch {
      source = null;
    }
  }
  const from = source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const out: Record<string, unknown> = { ...from };
  for (const key of ADDRESS_TEXT_KEYS) out[key] = text(from[key]);
  out.isResidential = from.isResidential === true || from.isResidential === 1 || from.isResidential === 'true';
  return out as unknown as AddressValue;
}

/** Whether a value already has the shape addressIn gives (nothing to fill in). */
export function isAddressShaped(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return ADDRESS_TEXT_KEYS.every((k) => typeof v[k] === 'string') && typeof v.isResidential === 'boolean';
}

/** One part changed: the object the API takes, the other parts as they were. */
export function addressWith(value: unknown, key: keyof AddressValue, part: unknown): AddressValue {
  return { ...addressIn(value), [key]: key === 'isResidential' ? part === true : typeof part === 'string' ? part : '' };
}

/**
 * The address as a label reads (the show page): the person and company, the street lines,
 * 'City, ST 12345', the country, then the phone and e-mail. Empty parts and lines are left out.
 */
export function addressLines(value: unknown): string[] {
  const a = addressIn(value);
  const join = (parts: string[], sep: string) => parts.map((p) => p.trim()).filter(Boolean).join(sep);
  return [
    join([a.name, a.company], ', '),
    a.addressLine1.trim(),
    a.addressLine2.trim(),
    join([a.city, join([a.stateCode, a.zipCode], ' ')], ', '),
    a.countryCode.trim(),
    join([a.phone, a.email], ' · '),
  ].filter(Boolean);
}
