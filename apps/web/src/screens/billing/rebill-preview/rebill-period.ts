import { DATE_PARAM, dayjs } from '@console/contracts';
import type { Period } from '../../../engine/form/PeriodPicker';

const day = (d: string) => dayjs(d, DATE_PARAM);
const monthsBack = (today: string, months: number): Period => {
  const first = day(today).startOf('month').subtract(months, 'month');
  return [first.format(DATE_PARAM), day(today).startOf('month').subtract(1, 'day').format(DATE_PARAM)];
};

/** The last full month before today's: what a plan billed most recently end to end (the preview's default). */
export function lastFullMonth(today: string): Period {
  return monthsBack(today, 1);
}

/**
 * The preview's shortcuts, as i18n keys under `rebillPreview` and periods: last month, this month
 * so far, the last three full months. Billing runs by the month (a Monthly storage rule sums its
 * month), so the shortcuts are whole months where they can be.
 */
export function previewPresets(today: string): Array<{ key: 'lastMonth' | 'thisMonth' | 'last3Months'; value: Period }> {
  return [
    { key: 'lastMonth', value: lastFullMonth(today) },
    { key: 'thisMonth', value: [day(today).startOf('month').format(DATE_PARAM), today] },
    { key: 'last3Months', value: monthsBack(today, 3) },
  ];
}
