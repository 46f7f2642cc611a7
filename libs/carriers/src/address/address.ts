/** An address of an order (02 §3 Address); type: sender 1, recipient 2. */
export interface Address {
  name?: string;
  company?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateCode?: string;
  zipCode: string;
  countryCode: string;
  phone?: string;
  email?: string;
  isResidential?: boolean;
}

export const ADDRESS_TYPE = { SENDER: 1, RECIPIENT: 2 } as const;

/** 02 §3 Address validation status. */
export const ADDRESS_VALIDATION_STATUS = { NONE: 0, SUCCESS: 1, ERROR: -1 } as const;
export type AddressValidationStatus = (typeof ADDRESS_VALIDATION_STATUS)[keyof typeof ADDRESS_VALIDATION_STATUS];

/** 02 §3 Address validation result. */
export const ADDRESS_VALIDATION_RESULT = { UNKNOWN: 0, RESIDENTIAL: 1, COMMERCIAL: 2, ERROR: 3, NO_VALIDATE_TYPE: 4 } as const;
export type AddressValidationResult = (typeof ADDRESS_VALIDATION_RESULT)[keyof typeof ADDRESS_VALIDATION_RESULT];
