import { subscriptionStatusOn, utcDay, type SubscriptionDates } from './subscription';

const row = (over: Partial<SubscriptionDates>): SubscriptionDates => ({
  subscriptionStatus: 'IN_TRIAL', trialEndDate: null, subscriptionStartDate: null, subscriptionEndDate: null, ...over,
});

describe('subscriptionStatusOn', () => {
  it('keeps a trial through its last day, then expires it', () => {
    expect(subscriptionStatusOn(row({ trialEndDate: '2026-11-30' }), '2026-11-30')).toBe('IN_TRIAL');
    expect(subscriptionStatusOn(row({ trialEndDate: '2026-11-30' }), '2026-12-01')).toBe('TRIAL_EXPIRED');
  });

  it('counts a paid period from its start through its last day', () => {
    const paid = row({ trialEndDate: '2026-01-31', subscriptionStartDate: '2026-02-01', subscriptionEndDate: '2027-01-31' });
    expect(subscriptionStatusOn(paid, '2026-01-15')).toBe('IN_TRIAL');
    expect(subscriptionStatusOn(paid, '2026-02-01')).toBe('IN_SUBSCRIPTION');
    expect(subscriptionStatusOn(paid, '2027-01-31')).toBe('IN_SUBSCRIPTION');
    expect(subscriptionStatusOn(paid, '2027-02-01')).toBe('SUBSCRIPTION_EXPIRED');
  });

  it('leaves Refunded and Inactive, and a record without dates, as they are', () => {
    expect(subscriptionStatusOn(row({ subscriptionStatus: 'REFUNDED', subscriptionEndDate: '2099-01-01' }), '2026-11-23')).toBe('REFUNDED');
    expect(subscriptionStatusOn(row({ subscriptionStatus: 'INACTIVE', trialEndDate: '2099-01-01' }), '2026-11-23')).toBe('INACTIVE');
    expect(subscriptionStatusOn(row({ subscriptionStatus: 'SUBSCRIPTION_EXPIRED' }), '2026-11-23')).toBe('SUBSCRIPTION_EXPIRED');
  });

  it('is idempotent: the status it gives gives itself again', () => {
    const once = row({ subscriptionStatus: 'IN_TRIAL', trialEndDate: '2026-11-01' });
    const status = subscriptionStatusOn(once, '2026-11-23');
    expect(subscriptionStatusOn({ ...once, subscriptionStatus: status }, '2026-11-23')).toBe(status);
  });

  it('reads the day in UTC', () => {
    expect(utcDay(new Date('2026-11-23T23:59:59-08:00'))).toBe('2026-11-24');
  });
});
