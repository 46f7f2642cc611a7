import { useTranslation } from 'react-i18next';
import { CheckBanner } from '../../engine/page/CheckBanner';

/** The last full check of the stock (GET /api/inventory/verify/last), nightly or on demand. */
interface StockVerdict {
  rows: number;
  drifted: number;
  checkedAt: string;
  /** Absent for a user who sees only assigned clients: another client's row is not theirs to see. */
  firstDrifted?: { inventoryId: number; sku: string };
}

/**
 * The red banner of the inventory screens: shown while the stock's last check found rows whose
 * cached quantities differ from the sum of their movements, with when it ran and the first such
 * row. Nothing is fixed from here: the movements are the truth, and a person posts the correction.
 */
export default function StockDriftBanner() {
  const { t } = useTranslation();
  return (
    <CheckBanner<StockVerdict>
      url="/inventory/verify/last"
      testId="stock-drift-banner"
      message={(v) => t('messages.stockDrift', { count: v.drifted })}
      details={(v) => (v.firstDrifted ? t('inventory.firstDrifted', { sku: v.firstDrifted.sku, id: v.firstDrifted.inventoryId }) : '')}
    />
  );
}
