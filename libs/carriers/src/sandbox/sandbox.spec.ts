import type { Address } from '../address/address';
import type { LabelRequest } from '../adapter';
import { isTrackingNumber } from '../tracking/tracking-numbers';
import { TRACKING_STATUS as S } from '../tracking/tracking-status';
import { sandboxAdapter } from './sandbox-adapter';
import { createSandboxLabel, SANDBOX_EXCEPTION_STREET, SANDBOX_FAIL_LABEL_STREET, type SandboxLabel } from './sandbox-label';
import { trackSandboxLabel, voidSandboxLabel } from './sandbox-tracking';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const from: Address = { name: 'Warehouse 1', addressLine1: '500 E 4th St', city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US' };
const to: Address = { name: 'Ann Lee', addressLine1: '1 Main St', city: 'Austin', stateCode: 'TX', zipCode: '78701', countryCode: 'US' };
const box = { length: 12, width: 10, height: 6, dimensionUnit: 'in', weight: 3, weightUnit: 'lb' } as const;
const request = (over: Partial<LabelRequest> = {}): LabelRequest =>
  ({ carrier: 'UPS', service: 'GROUND', shipFrom: from, shipTo: to, packages: [box], orderNo: 'SO-1', labelSize: '4x6', ...over });

function created(over: Partial<LabelRequest> = {}): SandboxLabel {
  const outcome = createSandboxLabel(request(over), 7, T0);
  if (!outcome.ok) throw new Error(outcome.message.en);
  return outcome.label;
}

describe('createSandboxLabel', () => {
  it('answers the sequence\'s tracking number in the carrier\'s format, label created 1', () => {
    const outcome = createSandboxLabel(request(), 1, T0);
    expect(outcome).toEqual({ ok: true, status: S.LABEL_CREATED, label: { carrier: 'UPS', service: 'GROUND', trackingNumber: '1ZSBX0010300000010', createdAt: T0, exception: false } });
    for (const carrier of ['USPS', 'FEDEX', 'DHL'] as const) {
      const made = createSandboxLabel(request({ carrier }), 42, T0);
      expect(made.ok && isTrackingNumber(carrier, made.label.trackingNumber)).toBe(true);
    }
  });
  it('refuses the FAIL LABEL test address with Generate Label Failed', () => {
    expect(createSandboxLabel(request({ shipTo: { ...to, addressLine2: 'fail label' } }), 1, T0)).toEqual({ ok: false, message: { en: 'Generate Label Failed', zh: '生成面单失败' } });
    expect(SANDBOX_FAIL_LABEL_STREET).toBe('FAIL LABEL');
  });
  it('refuses no package, two for USPS, and a package beyond the limits, naming the package', () => {
    expect(createSandboxLabel(request({ packages: [] }), 1, T0)).toMatchObject({ ok: false, message: { en: 'Please fill in the package information before creating the label' } });
    const two = createSandboxLabel(request({ carrier: 'USPS', packages: [box, box] }), 1, T0);
    expect(two.ok === false && two.problems?.map((p) => p.key)).toEqual(['multiplePackages']);
    const heavy = createSandboxLabel(request({ packages: [box, { ...box, weight: 151 }] }), 1, T0);
    expect(heavy.ok === false && [heavy.message.en, heavy.problems?.map((p) => p.field)]).toEqual(['Generate Label Failed', ['packages[1].weight']]);
    const smartPost = createSandboxLabel(request({ carrier: 'FEDEX', service: 'SMART_POST', packages: [box, box] }), 1, T0);
    expect(smartPost.ok).toBe(false);
  });
});

describe('trackSandboxLabel: the statuses of 02 §4 by elapsed time', () => {
  const label = created();
  it('label created 1 until 24 h, in transit 2 until 72 h, then delivered 3', () => {
    expect(trackSandboxLabel(label, T0 + 23 * HOUR).status).toBe(S.LABEL_CREATED);
    expect(trackSandboxLabel(label, T0 + 24 * HOUR).status).toBe(S.IN_TRANSIT);
    expect(trackSandboxLabel(label, T0 + 72 * HOUR)).toEqual({
      status: S.DELIVERED,
      events: [{ status: 1, at: T0 }, { status: 2, at: T0 + 24 * HOUR }, { status: 3, at: T0 + 72 * HOUR }],
    });
  });
  it('the EXCEPTION test address stops in exception 5', () => {
    const stuck = created({ shipTo: { ...to, addressLine1: SANDBOX_EXCEPTION_STREET } });
    expect(trackSandboxLabel(stuck, T0 + 100 * HOUR).status).toBe(S.EXCEPTION);
  });
});

describe('voidSandboxLabel: void pending, then voided', () => {
  const label = created();
  it('void pending 6 at once, voided 4 an hour later; a second void answers the same', () => {
    const first = voidSandboxLabel(label, T0 + 2 * HOUR);
    expect(first).toMatchObject({ ok: true, status: S.VOID_PENDING, label: { voidRequestedAt: T0 + 2 * HOUR } });
    if (!first.ok) throw new Error();
    expect(trackSandboxLabel(first.label, T0 + 2 * HOUR + HOUR - 1).status).toBe(S.VOID_PENDING);
    expect(trackSandboxLabel(first.label, T0 + 3 * HOUR).status).toBe(S.VOIDED);
    // a voided label never goes in transit
    expect(trackSandboxLabel(first.label, T0 + 100 * HOUR).status).toBe(S.VOIDED);
    expect(voidSandboxLabel(first.label, T0 + 5 * HOUR)).toMatchObject({ ok: true, status: S.VOIDED });
  });
  it('a scanned parcel cannot be voided', () => {
    expect(voidSandboxLabel(label, T0 + 30 * HOUR)).toMatchObject({ ok: false, message: { en: 'The label cannot be voided: the carrier has already scanned the parcel' } });
  });
});

describe('sandboxAdapter: the CarrierAdapter over the pure transitions', () => {
  it('creates, tracks and voids through the store it is given', async () => {
    const store = new Map<string, SandboxLabel>();
    let now = T0;
    let seq = 0;
    const dhl = sandboxAdapter('DHL', { now: () => now, nextSequence: async () => ++seq, load: async (n) => store.get(n), save: async (l) => { store.set(l.trackingNumber, l); } });
    const made = await dhl.createLabel(request({ packages: [{ ...box, dimensionUnit: 'cm', weightUnit: 'kg' }] }));
    expect(made).toEqual({ ok: true, trackingNumber: '1000000013', status: S.LABEL_CREATED, createdAt: T0 });
    now += HOUR;
    expect(await dhl.void('1000000013')).toEqual({ ok: true, status: S.VOID_PENDING });
    now += HOUR;
    expect(await dhl.track('1000000013')).toMatchObject({ ok: true, status: S.VOIDED });
    expect(await dhl.track('0000000000')).toMatchObject({ ok: false });
    expect(await dhl.rate(request())).toMatchObject({ ok: false, message: { en: 'Unable to fetch the fee details' } });
  });
});
