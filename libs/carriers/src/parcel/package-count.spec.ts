import { checkPackageCount } from './package-count';

describe('packages per order (02 §5 Parcel order)', () => {
  it('USPS and FedEx SmartPost take one package, in the spec\'s words', () => {
    expect(checkPackageCount(1, 'USPS')).toEqual([]);
    expect(checkPackageCount(2, 'USPS')).toEqual([{ field: 'packages', key: 'multiplePackages', en: 'Multiple packages are not allowed for USPS and FedEx SmartPost', zh: 'USPS 和 FedEx SmartPost 不允许多个包裹' }]);
    expect(checkPackageCount(2, 'FEDEX_SMARTPOST').map((p) => p.key)).toEqual(['multiplePackages']);
  });
  it('without a carrier: at most 20', () => {
    expect(checkPackageCount(20)).toEqual([]);
    expect(checkPackageCount(21)).toEqual([{ field: 'packages', key: 'packageLimit', en: 'The package limit depends on the carrier; it is 20 without a carrier', zh: '包裹数量上限取决于承运商；未选择承运商时最多 20 个' }]);
  });
  it('UPS, FedEx and DHL: the carrier decides; none at all is refused everywhere', () => {
    expect(checkPackageCount(21, 'UPS')).toEqual([]);
    expect(checkPackageCount(0, 'DHL').map((p) => p.en)).toEqual(['Please fill in the package information before creating the label']);
  });
});
