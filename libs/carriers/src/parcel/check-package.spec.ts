import { checkPackage, type ParcelPackage } from './check-package';

const inches = (length: number, width: number, height: number, weight: number, weightUnit: ParcelPackage['weightUnit'] = 'lb'): ParcelPackage =>
  ({ length, width, height, dimensionUnit: 'in', weight, weightUnit });
const cm = (length: number, width: number, height: number, weight: number, weightUnit: ParcelPackage['weightUnit'] = 'kg'): ParcelPackage =>
  ({ length, width, height, dimensionUnit: 'cm', weight, weightUnit });
const keys = (p: ParcelPackage, line?: Parameters<typeof checkPackage>[1]) => checkPackage(p, line).map((x) => `${x.field}:${x.key}`);

describe('UPS: 108 in longest, 165 in length plus girth, 150 lb', () => {
  it('108 x 20 x 8 in, 150 lb: 108 + 2 x (20 + 8) = 164, passes', () => {
    expect(checkPackage(inches(108, 20, 8, 150), 'UPS')).toEqual([]);
  });
  it('108 x 20 x 9 in: 108 + 2 x 29 = 166 > 165, in both languages', () => {
    expect(checkPackage(inches(108, 20, 9, 10), 'UPS')).toEqual([{
      field: 'dimensions', key: 'lengthPlusGirth',
      en: 'Length plus girth (166 in) may be at most 165 in for UPS',
      zh: 'UPS要求长度加周长（166 in）不超过 165 in',
    }]);
  });
  it('the longest side is found whichever field holds it: 10 x 109 x 10 marks width', () => {
    expect(keys(inches(10, 109, 10, 1), 'UPS')).toEqual(['width:longestSide']);
  });
  it('in cm against limits in inches: 274 cm = 107.87 in passes, 275 cm = 108.27 in does not', () => {
    expect(checkPackage(cm(274, 30, 20, 10), 'UPS')).toEqual([]);
    expect(keys(cm(275, 30, 20, 10), 'UPS')).toEqual(['length:longestSide']);
  });
  it('weight in any unit: 2400 oz = 150 lb passes, 2401 oz fails; 68 kg = 149.9 lb passes, 68.1 kg = 150.1 lb fails', () => {
    expect(checkPackage(inches(10, 10, 10, 2400, 'oz'), 'UPS')).toEqual([]);
    expect(keys(inches(10, 10, 10, 2401, 'oz'), 'UPS')).toEqual(['weight:weightMax']);
    expect(checkPackage(inches(10, 10, 10, 68, 'kg'), 'UPS')).toEqual([]);
    expect(checkPackage(inches(10, 10, 10, 68.1, 'kg'), 'UPS')[0]).toMatchObject({ key: 'weightMax', en: 'The weight may be at most 150 lb for UPS', zh: 'UPS要求重量不超过 150 lb' });
  });
});

describe('DHL Express: 120 x 80 x 80 cm, 70 kg', () => {
  it('120 x 80 x 80 cm, 70 kg passes; 121 cm breaks the longest side', () => {
    expect(checkPackage(cm(120, 80, 80, 70), 'DHL')).toEqual([]);
    expect(keys(cm(121, 80, 80, 70), 'DHL')).toEqual(['length:longestSide']);
  });
  it('the second longest side: 120 x 81 x 10 cm marks width; 48 in = 121.92 cm breaks the longest', () => {
    expect(keys(cm(120, 81, 10, 1), 'DHL')).toEqual(['width:secondLongestSide']);
    expect(checkPackage(inches(20, 48, 10, 1), 'DHL')[0]).toMatchObject({ field: 'width', en: 'The longest side may be at most 120 cm for DHL Express' });
  });
  it('154 lb = 69.85 kg passes, 155 lb = 70.31 kg fails', () => {
    expect(checkPackage(inches(10, 10, 10, 154), 'DHL')).toEqual([]);
    expect(keys(inches(10, 10, 10, 155), 'DHL')).toEqual(['weight:weightMax']);
  });
});

describe('USPS: at least 6 x 3 x 1 in, 108 in length plus girth, 70 lb', () => {
  it('a minimum size: 5 x 4 x 1 is too short, 6 x 2 x 1 too narrow, 6 x 3 x 1 passes', () => {
    expect(checkPackage(inches(5, 4, 1, 1), 'USPS')).toEqual([{ field: 'length', key: 'sideMinimumFor', en: 'Length must be at least 6 in for USPS', zh: 'USPS要求长至少为 6 in' }]);
    expect(keys(inches(6, 2, 1, 1), 'USPS')).toEqual(['width:sideMinimumFor']);
    expect(checkPackage(inches(6, 3, 1, 1), 'USPS')).toEqual([]);
  });
  it('40 x 17 x 17 = 108 passes, 40 x 17 x 18 = 110 fails', () => {
    expect(checkPackage(inches(40, 17, 17, 1), 'USPS')).toEqual([]);
    expect(keys(inches(40, 17, 18, 1), 'USPS')).toEqual(['dimensions:lengthPlusGirth']);
  });
  it('1120 oz = 70 lb passes, 1121 oz fails', () => {
    expect(checkPackage(inches(10, 10, 10, 1120, 'oz'), 'USPS')).toEqual([]);
    expect(keys(inches(10, 10, 10, 1121, 'oz'), 'USPS')).toEqual(['weight:weightMax']);
  });
});

describe('FedEx and FedEx SmartPost', () => {
  it('FedEx: 108 x 20 x 8 in, 150 lb passes like UPS', () => {
    expect(checkPackage(inches(108, 20, 8, 150), 'FEDEX')).toEqual([]);
  });
  it('SmartPost: 50 x 20 x 20 = 130 passes, 50 x 20 x 21 = 132 fails; 71 lb fails', () => {
    expect(checkPackage(inches(50, 20, 20, 70), 'FEDEX_SMARTPOST')).toEqual([]);
    expect(keys(inches(50, 20, 21, 71), 'FEDEX_SMARTPOST')).toEqual(['dimensions:lengthPlusGirth', 'weight:weightMax']);
  });
});

describe('every carrier, and none', () => {
  it('sides must be whole numbers (02 §5), named in both languages; the weight is still checked', () => {
    expect(checkPackage(inches(10.5, 10, 10, 0), 'UPS')).toEqual([
      { field: 'length', key: 'sideWhole', en: 'Length must be a whole number', zh: '长必须是整数' },
      { field: 'weight', key: 'weightPositive', en: 'The weight must be greater than 0', zh: '重量必须大于 0' },
    ]);
  });
  it('without a carrier: only whole sides of at least 1 and a weight above 0', () => {
    expect(checkPackage(inches(500, 300, 200, 900))).toEqual([]);
    expect(checkPackage(cm(0, 10, 10, 1))).toEqual([{ field: 'length', key: 'sideMinimum', en: 'Length must be at least 1 cm', zh: '长至少为 1 cm' }]);
  });
});
