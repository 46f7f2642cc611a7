import { orderMigrations, timestampOf } from './order';

/** Stand-ins named like migration classes (only the name is read). */
const m = (name: string) => ({ name });

describe('orderMigrations', () => {
  it('merges the domains in timestamp order, whatever the folders', () => {
    const platform = [m('Access1763800000000'), m('AuditLog1763800000800')];
    const tech = [m('FeatureFlagTargets1763800001100'), m('FeatureFlag1763800000100')];
    const billing = [m('ShippingBill1764000000000')];
    expect(orderMigrations([billing, tech, platform]).map((x) => x.name)).toEqual([
      'Access1763800000000', 'FeatureFlag1763800000100', 'AuditLog1763800000800', 'FeatureFlagTargets1763800001100', 'ShippingBill1764000000000',
    ]);
  });

  it('refuses a name without a timestamp, a timestamp used twice and a migration listed twice', () => {
    expect(() => orderMigrations([[m('NoTimestamp')]])).toThrow('must end with a 13-digit timestamp');
    expect(() => orderMigrations([[m('A1763800000000')], [m('B1763800000000')]])).toThrow('A1763800000000 and B1763800000000 have the same timestamp');
    expect(() => orderMigrations([[m('A1763800000000')], [m('A1763800000000')]])).toThrow('A1763800000000 is listed twice');
  });

  it('reads the timestamp TypeORM reads', () => {
    expect(timestampOf(m('CoWarehouse1763800000500'))).toBe(1763800000500);
  });
});
