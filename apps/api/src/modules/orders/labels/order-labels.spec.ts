import { TRACKING_STATUS as S } from '@console/carriers';
import { labelSizeOf, sandboxLabelOf, trackingStatusAt } from './order-labels';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const recipient = { name: 'Ann Lee', addressLine1: '1 Main St', city: 'Austin', stateCode: 'TX', zipCode: '78701', countryCode: 'US' };
const order = (over: Record<string, unknown> = {}) => ({ id: 1, carrier: 2, trackingNo: '1ZSBX0010300000010', labelCreatedAt: new Date(T0), voidRequestedAt: null, recipient, ...over });

describe('an order row as the sandbox carrier\'s label (02 §4 tracking status)', () => {
  it('moves label created 1 -> in transit 2 -> delivered 3 on the sandbox timeline', () => {
    expect(trackingStatusAt(order(), T0 + 23 * HOUR)).toBe(S.LABEL_CREATED);
    expect(trackingStatusAt(order(), T0 + 24 * HOUR)).toBe(S.IN_TRANSIT);
    expect(trackingStatusAt(order(), T0 + 72 * HOUR)).toBe(S.DELIVERED);
  });
  it('a void asked: void pending 6, voided 4 an hour later; the EXCEPTION street stops in exception 5', () => {
    const voided = order({ voidRequestedAt: new Date(T0 + HOUR) });
    expect(trackingStatusAt(voided, T0 + HOUR + 1)).toBe(S.VOID_PENDING);
    expect(trackingStatusAt(voided, T0 + 2 * HOUR)).toBe(S.VOIDED);
    expect(sandboxLabelOf(order({ recipient: { ...recipient, addressLine2: 'exception' } }), 'UPS').exception).toBe(true);
    expect(trackingStatusAt(order({ recipient: { ...recipient, addressLine1: 'EXCEPTION' } }), T0 + 30 * HOUR)).toBe(S.EXCEPTION);
  });
  it('no label, no status; the label size defaults to 4x6', () => {
    expect(trackingStatusAt(order({ trackingNo: null }), T0)).toBeNull();
    expect([labelSizeOf('8.5x11'), labelSizeOf('4x6'), labelSizeOf(null)]).toEqual(['8.5x11', '4x6', '4x6']);
  });
});
