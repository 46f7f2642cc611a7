import { dhlCheckDigit, fedexCheckDigit, upsCheckDigit, uspsCheckDigit } from './check-digits';

// Real numbers: UPS's own example 1Z999AA10123456784, and jkeen/tracking_number_data's
// couriers/*.json "test_numbers.valid" (gathered from labels and the carriers' specifications).
describe('check digits against published real numbers', () => {
  it.each(['1Z999AA10123456784', '1Z5R89390357567127', '1Z879E930346834440', '1Z410E7W0392751591', '1ZXX3150YW44070023'])('UPS %s', (n) => {
    expect(upsCheckDigit(n.slice(2, 17))).toBe(Number(n[17]));
  });
  it('UPS by hand: 1Z999AA1012345678 -> 9,9,9,A=2,A=2,1,0,1,2,3,4,5,6,7,8: 40 + 2 x 28 = 96 -> 4', () => {
    expect(upsCheckDigit('999AA1012345678')).toBe(4);
  });
  it.each(['9400111206206406260787', '9400111201080805483016', '9405803699300124287899', '9434611206206406227577', '9505511069605048600624'])('USPS IMpb %s', (n) => {
    expect(uspsCheckDigit(n.slice(0, 21))).toBe(Number(n[21]));
  });
  it('USPS by hand: 940011120620640626078 weighs 3,1,3... from the right to 123 -> 7', () => {
    expect(uspsCheckDigit('940011120620640626078')).toBe(7);
  });
  it.each(['986578788855', '477179081230', '799531274483', '790535312317', '974367662710'])('FedEx %s', (n) => {
    expect(fedexCheckDigit(n.slice(0, 11))).toBe(Number(n[11]));
  });
  it('FedEx by hand: 98657878885 weighs to 269 = 24 x 11 + 5 -> 5; 70000000000 to 21 = 11 + 10 -> 0', () => {
    expect(fedexCheckDigit('98657878885')).toBe(5);
    expect(fedexCheckDigit('70000000000')).toBe(0);
  });
  it.each(['3318810025', '8487135506', '1099255990', '3821724944', '3318810036'])('DHL Express %s', (n) => {
    expect(dhlCheckDigit(n.slice(0, 9))).toBe(Number(n[9]));
  });
  it('DHL by hand: 331881002 = 47411571 x 7 + 5 -> 5', () => {
    expect(dhlCheckDigit('331881002')).toBe(5);
  });
  it('refuses bodies of the wrong form', () => {
    expect(() => upsCheckDigit('999AA101234567')).toThrow(RangeError);
    expect(() => fedexCheckDigit('9865787888A')).toThrow(RangeError);
    expect(() => dhlCheckDigit('33188100')).toThrow(RangeError);
    expect(() => uspsCheckDigit('94a')).toThrow(RangeError);
  });
});
