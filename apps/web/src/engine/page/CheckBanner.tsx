import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@console/contracts';
import { request } from '../../platform/http';
import { useTimeZone } from '../../platform/use-session';

/** What a stored check answers: how many records it found wrong, and when it ran. */
export interface CheckVerdict {
  drifted: number;
  checkedAt: string;
}

const CHECK_AGAIN_MS = 5 * 60 * 1000;

/**
 * The red banner above a list while a stored consistency check (nightly or on demand) found
 * records whose cached figures differ from their history: the domain gives the check's URL, the
 * headline and what else it knows (the first record found). Nothing is fixed from here: a person
 * decides what to post. Quiet on failure: the banner is a warning, not the page.
 */
export function CheckBanner<V extends CheckVerdict>({ url, message, details, testId }: {
  url: string;
  message: (verdict: V) => string;
  details?: (verdict: V) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { data } = useQuery({
    queryKey: ['check-banner', url],
    queryFn: () => request<V | null>({ url, method: 'get', suppressErrors: true }),
    refetchInterval: CHECK_AGAIN_MS,
  });
  if (!data || data.drifted === 0) return null;
  const description = [t('checks.lastChecked', { time: formatDateTime(data.checkedAt, timeZone) }), details?.(data) ?? ''].filter(Boolean).join(' · ');
  return <Alert type="error" showIcon banner style={{ marginBottom: 12 }} message={message(data)} description={description} data-testid={testId} />;
}
