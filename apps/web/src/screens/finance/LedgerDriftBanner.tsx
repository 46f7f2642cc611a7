import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@console/contracts';
import { request } from '../../platform/http';
import { useTimeZone } from '../../platform/use-session';

/** The last full check of the ledger (GET /api/finance/verify/last), nightly or on demand. */
interface LedgerVerdict {
  accounts: number;
  drifted: number;
  checkedAt: string;
  /** Absent for a sales user: another client's figures are not theirs to see. */
  firstDrifted?: { clientId: number; clientName: string | null };
}

const CHECK_AGAIN_MS = 5 * 60 * 1000;

/**
 * The red banner of the finance screens (02 §2 Finance): shown while the ledger's last check found
 * accounts whose stored figures differ from their entries, with when it ran and the first such
 * client. Nothing is fixed from here: a person decides what entry reverses what.
 */
export default function LedgerDriftBanner() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { data } = useQuery({
    queryKey: ['finance', 'verify', 'last'],
    queryFn: () => request<LedgerVerdict | null>({ url: '/finance/verify/last', method: 'get', suppressErrors: true }),
    refetchInterval: CHECK_AGAIN_MS,
  });
  if (!data || data.drifted === 0) return null;
  const details = [
    t('finance.lastChecked', { time: formatDateTime(data.checkedAt, timeZone) }),
    data.firstDrifted ? t('finance.firstDrifted', { client: data.firstDrifted.clientName ?? '', clientId: data.firstDrifted.clientId }) : '',
  ].filter(Boolean).join(' · ');
  return (
    <Alert
      type="error"
      showIcon
      banner
      style={{ marginBottom: 12 }}
      message={t('messages.ledgerDrift', { count: data.drifted })}
      description={details}
      data-testid="ledger-drift-banner"
    />
  );
}
