import type { Address } from './address';
import { SANDBOX_UNVALIDATABLE_STREET, validateAddressSandbox } from './sandbox-validator';

const reno: Address = { name: 'Ann Lee', addressLine1: '500 E 4th St', city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US' };

describe('the sandbox address validator (02 §3 status and result, 02 §8 messages)', () => {
  it('a US address whose zip prefix 895 is Nevada\'s (889-898), without a company: success 1, residential 1', () => {
    expect(validateAddressSandbox(reno)).toEqual({ status: 1, result: 1, isResidential: true });
  });
  it('with a company: commercial 2; the order\'s own flag wins', () => {
    expect(validateAddressSandbox({ ...reno, company: 'Acme' })).toEqual({ status: 1, result: 2, isResidential: false });
    expect(validateAddressSandbox({ ...reno, company: 'Acme', isResidential: true }).result).toBe(1);
  });
  it('zip 10001 (New York\'s 100) with state NV: error -1, result error 3, not found', () => {
    expect(validateAddressSandbox({ ...reno, zipCode: '10001' })).toEqual({ status: -1, result: 3, message: { en: 'The address was not found', zh: '未找到该地址' } });
  });
  it('a zip+4 in the state passes; a malformed zip or an unknown state is not found', () => {
    expect(validateAddressSandbox({ ...reno, zipCode: '89502-1234' }).status).toBe(1);
    expect(validateAddressSandbox({ ...reno, zipCode: '8950' }).result).toBe(3);
    expect(validateAddressSandbox({ ...reno, stateCode: 'XX' }).result).toBe(3);
  });
  it('the documented test street: error -1, unknown 0, unable to validate', () => {
    expect(validateAddressSandbox({ ...reno, addressLine1: SANDBOX_UNVALIDATABLE_STREET.toLowerCase() })).toEqual({
      status: -1, result: 0, message: { en: 'Unable to validate the address', zh: '无法验证该地址' },
    });
  });
  it('outside the US: none 0, no validate type 4, not verified', () => {
    const toronto: Address = { addressLine1: '100 Queen St W', city: 'Toronto', stateCode: 'ON', zipCode: 'M5H 2N2', countryCode: 'CA' };
    expect(validateAddressSandbox(toronto)).toEqual({ status: 0, result: 4, message: { en: 'Address not verified', zh: '地址未验证' } });
  });
  it('a home shipped FedEx Ground: valid, with the Home Delivery advice; a business or another service: none', () => {
    expect(validateAddressSandbox(reno, { carrier: 'FEDEX', service: 'FEDEX_GROUND' })).toEqual({
      status: 1, result: 1, isResidential: true,
      message: { en: 'Address is unable to be validated, it is recommended to use FedEx Home Delivery', zh: '该地址无法验证，建议使用 FedEx Home Delivery' },
    });
    expect(validateAddressSandbox({ ...reno, company: 'Acme' }, { carrier: 'FEDEX', service: 'FEDEX_GROUND' }).message).toBeUndefined();
    expect(validateAddressSandbox(reno, { carrier: 'FEDEX', service: 'GROUND_HOME_DELIVERY' }).message).toBeUndefined();
  });
});
