import { useTranslation } from 'react-i18next';
import { CheckBanner } from '../../engine/page/CheckBanner';

/** The last full check of the ledger (GET /api/finance/verify/last), nightly or on demand. */
interface LedgerVerdict {
  accounts: number;
  drifted: number;
  checkedAt: string;
  /** Absent for a sales user: another client's figures are not theirs to see. */
  firstDrifted?: { clientId: number; clientName: string | null };
}

/**
 * The red banner of the finance screens (02 §2 Finance): shown while the ledger's last check found
 * accounts whose stored figures differ from their entries, with when it ran and the first such
 * client. Nothing is fixed from here: a person decides what entry reverses what.
 */
export default function LedgerDriftBanner() {
  const { t } = useTranslation();
  return (
    <CheckBanner<LedgerVerdict>
      url="/finance/verify/last"
      testId="ledger-drift-banner"
      message={(v) => t('messages.ledgerDrift', { count: v.drifted })}
      details={(v) => (v.firstDrifted ? t('finance.firstDrifted', { client: v.firstDrifted.clientName ?? '', clientId: v.firstDrifted.clientId }) : '')}
    />
  );
}
