import { carrierOfCode, validateAddressSandbox } from '@console/carriers';
import type { Row } from '../../engine/row';
import { addressOf } from './order-rules';

/**
 * The recipient and sender of a write, with the validation the form asked for (the address
 * carries `validationStatus`: the form's Validate was used) judged again here on the address as
 * saved, so the stored status and result are the validator's, never a client's claim, and an
 * address changed after its check is judged as it now reads. Addresses never validated are left
 * as they are (status none).
 */
export function withValidations(row: Row, shipping: { carrier: number; serviceCode: string }): void {
  for (const key of ['recipient', 'sender'] as const) {
    const value = row[key];
    if (!value || typeof value !== 'object' || Array.isArray(value) || !('validationStatus' in value)) continue;
    const address = addressOf(value);
    if (!address) continue;
    const answer = validateAddressSandbox(address, { carrier: carrierOfCode(shipping.carrier), service: shipping.serviceCode });
    row[key] = { ...(value as Record<string, unknown>), validationStatus: answer.status, validationResult: answer.result };
  }
}
