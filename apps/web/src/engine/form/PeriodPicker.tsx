import { useMemo } from 'react';
import { DatePicker } from 'antd';
import { DATE_DISPLAY, DATE_PARAM, dayjs } from '@console/contracts';
import type { Dayjs } from 'dayjs';

/** A period of days as the API takes it: ['YYYY-MM-DD', 'YYYY-MM-DD'], both included. */
export type Period = [string, string];

interface Props {
  value: Period;
  onChange: (period: Period) => void;
  /** Shortcuts beside the calendars (the last 30 days, last month...). */
  presets: ReadonlyArray<{ label: string; value: Period }>;
  /** The last day offered: today where the user is (what is priced again is the past). */
  today: string;
  disabled?: boolean;
  'data-testid'?: string;
}

const day = (d: string) => dayjs(d, DATE_PARAM);

/**
 * A past period picked for a job that prices it again (the pricing replay, the re-bill preview):
 * both ends required, shown MM/DD/YYYY, no day after today, with the screen's shortcuts.
 */
export function PeriodPicker({ value, onChange, presets, today, disabled, 'data-testid': testId }: Props) {
  const shortcuts = useMemo(() => presets.map((p) => ({ label: p.label, value: [day(p.value[0]), day(p.value[1])] as [Dayjs, Dayjs] })), [presets]);
  const last = useMemo(() => day(today), [today]);
  return (
    <DatePicker.RangePicker
      value={[day(value[0]), day(value[1])]}
      format={DATE_DISPLAY}
      allowClear={false}
      presets={shortcuts}
      disabled={disabled}
      disabledDate={(d) => d.isAfter(last, 'day')}
      onChange={(picked) => picked?.[0] && picked[1] && onChange([picked[0].format(DATE_PARAM), picked[1].format(DATE_PARAM)])}
      data-testid={testId}
    />
  );
}
