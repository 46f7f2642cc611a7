import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageDef } from '@console/metadata';
import { ResourcePage } from '../../../engine/page/ResourcePage';
import { FeeSheetTab } from './FeeSheetTab';
import { QuoteTab } from './QuoteTab';
import { useCarriers } from './use-carriers';

/**
 * /shipping-fee (01 §2 `shipping-fee`): what a client pays per service and zone under its level —
 * the fee sheet — and one shipment's fee explained line by line — the quote. Both ask the rate
 * engine through the API; the page only picks and shows.
 */
export default function ShippingFeePage({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  const carriers = useCarriers();
  return (
    <ResourcePage def={page} action="list">
      <Tabs
        data-testid="sf-tabs"
        items={[
          { key: 'sheet', label: t('shippingFee.tabs.sheet'), children: <FeeSheetTab carriers={carriers} /> },
          { key: 'quote', label: t('shippingFee.tabs.quote'), children: <QuoteTab carriers={carriers} /> },
        ]}
      />
    </ResourcePage>
  );
}
