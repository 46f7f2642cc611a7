import { Alert, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translatePricingMessage } from '@console/pricing';
import { languageOf } from '../../../platform/envelope';
import { FeeLinesTable } from '../fee-lines/FeeLinesTable';
import { weightText } from './fee-sheet-model';
import { levelReason } from './selection';
import type { QuoteAnswer } from './shipping-fee-api';

/**
 * A priced shipment explained: the zone and the level used (and why that level), each package's
 * billable weight, then the engine's lines and the total. A shipment the engine refused shows
 * its message in the language of the moment.
 */
export function QuoteResult({ answer, clientChosen }: { answer: QuoteAnswer; clientChosen: boolean }) {
  const { t, i18n } = useTranslation();
  const { result, resolved } = answer;
  if (!result.ok) {
    return <Alert type="error" showIcon data-testid="sq-failed" message={t('shippingFee.failed')} description={translatePricingMessage(result.message, languageOf(i18n.language))} />;
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="sq-result">
      <Descriptions
        bordered size="small" column={1} data-testid="sq-resolved"
        items={[
          { key: 'zone', label: t('shippingFee.zoneUsed'), children: <span data-testid="sq-zone">{resolved.zone}</span> },
          {
            key: 'level', label: t('shippingFee.levelUsed'),
            children: (
              <span data-testid="sq-level">
                <Typography.Text strong>{resolved.levelName}</Typography.Text>{' '}
                <Typography.Text type="secondary">({t(levelReason(resolved.levelFrom, clientChosen))})</Typography.Text>
              </span>
            ),
          },
          {
            key: 'billable', label: t('shippingFee.billable'),
            children: <span data-testid="sq-billable">{result.billableWeights.map((w, i) => t('shippingFee.billableOne', { n: i + 1, weight: weightText(w) })).join(' · ')}</span>,
          },
        ]}
      />
      <FeeLinesTable lines={result.lines} total={result.total} />
    </Space>
  );
}
