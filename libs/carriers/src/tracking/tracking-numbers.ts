import type { Carrier } from '../carriers';
import { dhlCheckDigit, fedexCheckDigit, upsCheckDigit, uspsCheckDigit } from './check-digits';

/**
 * Tracking numbers in each carrier's real format, made from a sequence number (the sandbox
 * carrier's label counter) so the same sequence always gives the same number, and checked.
 * A sequence must fit the serial part of the format; a larger one is refused, never wrapped
 * (a wrapped serial would repeat an earlier label's number).
 */
export interface TrackingNumberInput {
  /** 0 or more: the label's place in the sandbox's count. */
  sequence: number;
  /** UPS: the 6-letter-or-digit shipper number; USPS: the 6-digit mailer id (MID). */
  shipper?: string;
  /** UPS: the 2-digit service in the number; USPS: the 3-digit service type code (STC). */
  service?: string;
  /** USPS: the 2-digit channel application identifier, 94 (online postage) or 92 (commercial mailer). */
  channel?: '92' | '93' | '94' | '95';
}

/** Sandbox defaults: a shipper number and a mailer id no real account has. */
const SANDBOX_UPS_SHIPPER = 'SBX001';
const SANDBOX_USPS_MID = '123456';

/** 1Z + shipper (6) + service (2) + package (7) + check digit: 18 characters. */
export function upsTrackingNumber({ sequence, shipper = SANDBOX_UPS_SHIPPER, service = '03' }: TrackingNumberInput): string {
  if (!/^[0-9A-Z]{6}$/.test(shipper)) throw new RangeError(`UPS shipper number: 6 letters or digits, got '${shipper}'`);
  if (!/^[0-9]{2}$/.test(service)) throw new RangeError(`UPS service: 2 digits, got '${service}'`);
  const body = `${shipper}${service}${serial(sequence, 7)}`;
  return `1Z${body}${upsCheckDigit(body)}`;
}

/** IMpb: channel (2) + service type code (3) + 6-digit mailer id + serial (10) + check digit: 22 digits. */
export function uspsTrackingNumber({ sequence, shipper = SANDBOX_USPS_MID, service = '001', channel = '94' }: TrackingNumberInput): string {
  if (!/^[0-8][0-9]{5}$/.test(shipper)) throw new RangeError(`USPS mailer id: 6 digits not starting with 9, got '${shipper}'`);
  if (!/^[0-9]{3}$/.test(service)) throw new RangeError(`USPS service type code: 3 digits, got '${service}'`);
  const body = `${channel}${service}${shipper}${serial(sequence, 10)}`;
  return `${body}${uspsCheckDigit(body)}`;
}

/** 11 digits + check digit: 12 digits (FedEx Express and Ground labels both use this form). */
export function fedexTrackingNumber({ sequence }: TrackingNumberInput): string {
  // A leading 7 like most FedEx numbers (never 0: a number must not lose digits as an integer).
  const body = `7${serial(sequence, 10)}`;
  return `${body}${fedexCheckDigit(body)}`;
}

/** 9 digits + check digit: 10 digits. */
export function dhlTrackingNumber({ sequence }: TrackingNumberInput): string {
  const body = `1${serial(sequence, 8)}`;
  return `${body}${dhlCheckDigit(body)}`;
}

export function trackingNumber(carrier: Carrier, input: TrackingNumberInput): string {
  switch (carrier) {
    case 'UPS': return upsTrackingNumber(input);
    case 'USPS': return uspsTrackingNumber(input);
    case 'FEDEX': return fedexTrackingNumber(input);
    case 'DHL': return dhlTrackingNumber(input);
  }
}

/** Whether the text is a tracking number of the carrier: its format and its check digit. Spaces are ignored. */
export function isTrackingNumber(carrier: Carrier, text: string): boolean {
  const s = text.replace(/\s+/g, '').toUpperCase();
  switch (carrier) {
    case 'UPS': return /^1Z[0-9A-Z]{6}[0-9A-Z]{2}[0-9A-Z]{7}[0-9]$/.test(s) && upsCheckDigit(s.slice(2, 17)) === Number(s[17]);
    case 'USPS': return /^9[2-5][0-9]{20}$/.test(s) && uspsCheckDigit(s.slice(0, 21)) === Number(s[21]);
    case 'FEDEX': return /^[0-9]{12}$/.test(s) && fedexCheckDigit(s.slice(0, 11)) === Number(s[11]);
    case 'DHL': return /^[0-9]{10}$/.test(s) && dhlCheckDigit(s.slice(0, 9)) === Number(s[9]);
  }
}

/** Which carriers' formats the text fits (a 12-digit number is FedEx's; a 10-digit one DHL's...). */
export function carriersOfTrackingNumber(text: string): Carrier[] {
  return (['UPS', 'USPS', 'FEDEX', 'DHL'] as const).filter((c) => isTrackingNumber(c, text));
}

function serial(sequence: number, width: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 0 || sequence >= 10 ** width) {
    throw new RangeError(`sequence ${sequence}: a whole number from 0 to ${10 ** width - 1} expected`);
  }
  return String(sequence).padStart(width, '0');
}
