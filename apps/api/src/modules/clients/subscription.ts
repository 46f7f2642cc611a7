/** A WMS client's subscription status (01 §4). */
type SubscriptionStatus = 'IN_TRIAL' | 'TRIAL_EXPIRED' | 'IN_SUBSCRIPTION' | 'SUBSCRIPTION_EXPIRED' | 'REFUNDED' | 'INACTIVE';

export interface SubscriptionDates {
  subscriptionStatus: SubscriptionStatus;
  /** Calendar days, 'YYYY-MM-DD' (inclusive ends), or null. */
  trialEndDate: string | null;
  subscriptionStartDate: string | null;
  subscriptionEndDate: string | null;
}

/**
 * The status the dates give on `today` ('YYYY-MM-DD', UTC), pure, in this order:
 *  1. Refunded and Inactive were set by staff: they stay.
 *  2. A paid period that has started: In subscription through its last day, then Subscription expired.
 *  3. Else a trial: In trial through its last day, then Trial expired.
 *  4. No dates at all: the status stays as it is.
 * Comparing 'YYYY-MM-DD' strings compares the days. The same input always gives the same
 * status, so the daily job may run twice (two instances, a retry) and change nothing more.
 */
export function subscriptionStatusOn(row: SubscriptionDates, today: string): SubscriptionStatus {
  if (row.subscriptionStatus === 'REFUNDED' || row.subscriptionStatus === 'INACTIVE') return row.subscriptionStatus;
  const started = row.subscriptionEndDate !== null && (row.subscriptionStartDate === null || row.subscriptionStartDate <= today);
  if (started) return today <= row.subscriptionEndDate! ? 'IN_SUBSCRIPTION' : 'SUBSCRIPTION_EXPIRED';
  if (row.trialEndDate !== null) return today <= row.trialEndDate ? 'IN_TRIAL' : 'TRIAL_EXPIRED';
  return row.subscriptionStatus;
}

/** Today in UTC as 'YYYY-MM-DD' (the day the daily schedule runs for). */
export { utcDayOf as utcDay } from '../../engine/jobs/daily-schedule';
