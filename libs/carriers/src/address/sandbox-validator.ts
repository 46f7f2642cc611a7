import { normalCountryCode, usZipInState, zipCodeValid } from '@console/contracts';
import { say, type Bilingual } from '../messages';
import { ADDRESS_VALIDATION_RESULT as RESULT, ADDRESS_VALIDATION_STATUS as STATUS, type Address, type AddressValidationResult, type AddressValidationStatus } from './address';

export interface AddressValidation {
  status: AddressValidationStatus;
  result: AddressValidationResult;
  /** Set when the address validated as a home or a business. */
  isResidential?: boolean;
  /** Why it failed, or what to do (the FedEx Home Delivery advice on a valid address). */
  message?: Bilingual;
}

/**
 * A street a tester types to get 'Unable to validate the address' (the carrier's validation
 * service could not answer): the sandbox's stand-in for a time-out or an outage.
 */
export const SANDBOX_UNVALIDATABLE_STREET = 'UNABLE TO VALIDATE';

/** The FedEx services that deliver to businesses, for which a home address draws the Home Delivery advice. */
const FEDEX_BUSINESS_SERVICES = new Set(['FEDEX_GROUND', 'GROUND']);

/**
 * The sandbox's address validation: deterministic, no carrier behind it. Its rules, first match:
 * 1. a country other than the US: status none 0, result no validate type 4, 'Address not
 *    verified' (the sandbox, like the carriers' US address services, validates US addresses only);
 * 2. address line 1 is SANDBOX_UNVALIDATABLE_STREET: status error -1, result unknown 0, 'Unable
 *    to validate the address';
 * 3. a zip code not of 5 or 9 digits, a state the zip-prefix table does not know, or a zip code
 *    whose first three digits are not the state's (USPS's 3-digit prefixes, the table in
 *    @console/contracts us-zip-states.ts): status error -1, result error 3, 'The address was not
 *    found';
 * 4. otherwise status success 1; an address with a company is commercial 2, without one
 *    residential 1 (an order's own isResidential flag wins when set). A residential address
 *    shipped with FedEx Ground, which serves businesses, also carries 'Address is unable to be
 *    validated, it is recommended to use FedEx Home Delivery': advice, the address stays valid.
 * 02 §8 lists the four messages; which rule draws which is this sandbox's choice.
 */
export function validateAddressSandbox(address: Address, shipping: { carrier?: string; service?: string } = {}): AddressValidation {
  if (normalCountryCode(address.countryCode) !== 'US') {
    return { status: STATUS.NONE, result: RESULT.NO_VALIDATE_TYPE, message: say('addressNotVerified') };
  }
  if (address.addressLine1.trim().toUpperCase() === SANDBOX_UNVALIDATABLE_STREET) {
    return { status: STATUS.ERROR, result: RESULT.UNKNOWN, message: say('addressUnableToValidate') };
  }
  const zip = address.zipCode.trim();
  if (!zipCodeValid('US', zip) || usZipInState(zip, address.stateCode ?? '') !== true) {
    return { status: STATUS.ERROR, result: RESULT.ERROR, message: say('addressNotFound') };
  }
  const isResidential = address.isResidential ?? !address.company?.trim();
  const validated: AddressValidation = { status: STATUS.SUCCESS, result: isResidential ? RESULT.RESIDENTIAL : RESULT.COMMERCIAL, isResidential };
  const fedexGround = shipping.carrier?.toUpperCase() === 'FEDEX' && FEDEX_BUSINESS_SERVICES.has((shipping.service ?? '').toUpperCase());
  return isResidential && fedexGround ? { ...validated, message: say('addressUseFedexHomeDelivery') } : validated;
}
