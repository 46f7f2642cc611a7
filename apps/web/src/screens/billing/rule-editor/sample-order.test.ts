import { describe, expect, it } from 'vitest';
import { addLine, addPackage, defaultSample, removeLine, removePackage, updateLine, updatePackage, updateSample } from './sample-order';

describe('the sample order of the preview', () => {
  it('starts as one 10 lb 12 x 10 x 8 in parcel with SKU-A x 2 and SKU-B x 1', () => {
    expect(defaultSample()).toEqual({
      orderType: 'PARCEL', fba: false, cancelled: false, hours: '0', pallets: '0',
      packages: [{ weight: '10', weightUnit: 'lb', length: '12', width: '10', height: '8', dimUnit: 'in', lines: [{ sku: 'SKU-A', qty: '2' }, { sku: 'SKU-B', qty: '1' }] }],
    });
  });

  it('adds and removes packages, keeping at least one', () => {
    const two = addPackage(defaultSample());
    expect(two.packages).toHaveLength(2);
    expect(two.packages[1]).toMatchObject({ weight: '1', weightUnit: 'lb', lines: [{ sku: '', qty: '1' }] });
    expect(removePackage(removePackage(two, 0), 0).packages).toHaveLength(1);
    expect(removePackage(two, 0).packages[0]).toEqual(two.packages[1]);
  });

  it("adds, changes and removes a package's lines, down to none", () => {
    let sample = addLine(defaultSample(), 0);
    sample = updateLine(sample, 0, 2, { sku: 'SKU-C', qty: '4' });
    expect(sample.packages[0].lines.map((l) => `${l.sku}x${l.qty}`)).toEqual(['SKU-Ax2', 'SKU-Bx1', 'SKU-Cx4']);
    for (let i = 0; i < 4; i++) sample = removeLine(sample, 0, 0);
    expect(sample.packages[0].lines).toEqual([]);
  });

  it('changes the order and one package only', () => {
    const sample = updatePackage(updateSample(addPackage(defaultSample()), { fba: true, hours: '1.5' }), 1, { weightUnit: 'kg', weight: '2' });
    expect(sample).toMatchObject({ fba: true, hours: '1.5' });
    expect(sample.packages.map((p) => `${p.weight}${p.weightUnit}`)).toEqual(['10lb', '2kg']);
  });
});
