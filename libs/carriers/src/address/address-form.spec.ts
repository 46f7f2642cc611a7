import type { Address } from './address';
import { checkAddressForm } from './address-form';

const good: Address = { addressLine1: '500 E 4th St', addressLine2: 'Suite 2', city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US', phone: '7755550100' };
const keys = (a: Address, line?: Parameters<typeof checkAddressForm>[1]) => checkAddressForm(a, line).map((p) => `${p.field}:${p.key}`);

describe('the address form (02 §5, §9)', () => {
  it('a good address has no problem', () => {
    expect(checkAddressForm(good)).toEqual([]);
  });
  it('zip, city, address and country are required, named in both languages', () => {
    expect(checkAddressForm({ ...good, city: ' ' })).toEqual([{ field: 'city', key: 'required', en: 'City is required', zh: '城市不能为空' }]);
    expect(keys({ addressLine1: '', city: '', zipCode: '', countryCode: '' })).toEqual(['addressLine1:required', 'city:required', 'zipCode:required', 'countryCode:required']);
  });
  it('a street line: at most 30 characters, no commas', () => {
    expect(checkAddressForm({ ...good, addressLine1: '1234567890 Long Boulevard West' })).toEqual([]); // 30
    expect(checkAddressForm({ ...good, addressLine1: '1234567890 Long Boulevard Westt' })).toEqual([
      { field: 'addressLine1', key: 'streetTooLong', en: 'Address line 1: at most 30 characters', zh: '地址行 1：最多 30 个字符' },
    ]);
    expect(keys({ ...good, addressLine2: 'Suite 2, Floor 3' })).toEqual(['addressLine2:noComma']);
  });
  it('a PO box: refused without a carrier and by UPS, FedEx, DHL; taken by USPS and SmartPost', () => {
    const poBox = { ...good, addressLine1: 'P.O. Box 1234' };
    expect(keys(poBox)).toEqual(['addressLine1:streetNoPoBox']);
    expect(keys(poBox, 'UPS')).toEqual(['addressLine1:streetNoPoBox']);
    expect(keys({ ...good, addressLine2: 'pobox 9' }, 'FEDEX')).toEqual(['addressLine2:streetNoPoBox']);
    expect(keys(poBox, 'USPS')).toEqual([]);
    expect(keys(poBox, 'FEDEX_SMARTPOST')).toEqual([]);
    expect(keys({ ...good, addressLine1: '12 Boxwood Ln' }, 'UPS')).toEqual([]);
  });
  it('the phone: digits only, at least 10', () => {
    expect(checkAddressForm({ ...good, phone: '775555010' })[0]).toMatchObject({ field: 'phone', en: 'Phone must be digits only, at least 10', zh: '电话只能填写数字，至少 10 位' });
    expect(keys({ ...good, phone: '(775) 555-0100' })).toEqual(['phone:phoneDigits10']);
    expect(keys({ ...good, phone: undefined })).toEqual([]);
  });
  it('the zip code by country: US 5 or 9 digits, CA A1A 1A1', () => {
    expect(keys({ ...good, zipCode: '89502-1234' })).toEqual([]);
    expect(keys({ ...good, zipCode: '8950' })).toEqual(['zipCode:zipCodeInvalid']);
    expect(keys({ ...good, countryCode: 'CA', zipCode: 'M5H 2N2' })).toEqual([]);
    expect(checkAddressForm({ ...good, countryCode: 'CA', zipCode: '89502' })).toEqual([{ field: 'zipCode', key: 'zipCodeInvalid', en: 'Invalid Zipcode', zh: '邮编无效' }]);
  });
});
