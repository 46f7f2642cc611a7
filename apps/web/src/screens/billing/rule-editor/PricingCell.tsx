import { Button, Input, Segmented, Space, Tooltip, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PriceInterval } from '@console/billing';
import { addInterval, removeInterval, switchPricing, updateInterval, type DraftRule, type PricingKind } from './rule-model';
import type { RuleFault } from './rule-faults';
import { CellMessage, statusOf } from './CellMessage';

interface Props {
  rule: DraftRule;
  index: number;
  fault: RuleFault | undefined;
  onChange: (rule: DraftRule) => void;
}

const caption = { fontSize: 12, display: 'block', marginBottom: 2 } as const;

/**
 * A rule's pricing (02 §3 Charge rule): a threshold (basic fee + each unit above it at the unit
 * price) or graduated intervals (each band's part at its own price), one or the other (02 §5):
 * the switch writes a new pricing of the kind chosen.
 */
export function PricingCell({ rule, index: r, fault, onChange }: Props) {
  const { t } = useTranslation();
  const { pricing } = rule;
  const bands = (intervals: PriceInterval[]) => onChange({ ...rule, pricing: { kind: 'INTERVAL', intervals } });
  return (
    <div>
      <Segmented<PricingKind>
        size="small"
        block
        value={pricing.kind}
        options={[{ value: 'THRESHOLD', label: t('ruleEditor.threshold') }, { value: 'INTERVAL', label: t('ruleEditor.interval') }]}
        onChange={(kind) => onChange(switchPricing(rule, kind))}
        data-testid={`rule-${r}-pricing-kind`}
        style={{ marginBottom: 6 }}
      />
      <CellMessage fault={fault} under="pricing" rule={r} />
      {pricing.kind === 'THRESHOLD' ? (
        <div>
          <div style={{ display: 'flex', gap: 8 }}>
            <div style={{ width: '50%' }}>
              <Typography.Text type="secondary" style={caption}>{t('ruleEditor.above')}</Typography.Text>
              <Input id={`rule-${r}-threshold`} inputMode="decimal" value={String(pricing.threshold ?? '')} status={statusOf(fault, 'threshold')}
                onChange={(e) => onChange({ ...rule, pricing: { ...pricing, threshold: e.target.value } })} />
            </div>
            <div style={{ width: '50%' }}>
              <Typography.Text type="secondary" style={caption}>{t('ruleEditor.unitPrice')}</Typography.Text>
              <Input id={`rule-${r}-unit-price`} inputMode="decimal" prefix="$" value={String(pricing.unitPrice ?? '')} status={statusOf(fault, 'unitPrice')}
                onChange={(e) => onChange({ ...rule, pricing: { ...pricing, unitPrice: e.target.value } })} />
            </div>
          </div>
          <CellMessage fault={fault} under="threshold" rule={r} />
        </div>
      ) : (
        <div data-testid={`rule-${r}-intervals`}>
          <div style={{ display: 'flex', gap: 4 }}>
            <Typography.Text type="secondary" style={{ ...caption, width: '50%' }}>{t('ruleEditor.range')}</Typography.Text>
            <Typography.Text type="secondary" style={caption}>{t('ruleEditor.unitPrice')}</Typography.Text>
          </div>
          {pricing.intervals.map((band, b) => {
            const last = b === pricing.intervals.length - 1;
            return (
              <div key={b} style={{ marginBottom: 4 }}>
                <Space.Compact block>
                  <Input value={String(band.from ?? '')} disabled style={{ width: '22%' }} aria-label={t('ruleEditor.from')} data-testid={`rule-${r}-interval-${b}-from`} />
                  {last ? (
                    // the last band is open: no end to type
                    <Tooltip title={t('ruleEditor.andAbove')}>
                      <Input value="∞" disabled style={{ width: '28%', textAlign: 'center' }} aria-label={t('ruleEditor.andAbove')} data-testid={`rule-${r}-interval-${b}-open`} />
                    </Tooltip>
                  ) : (
                    <Input id={`rule-${r}-interval-${b}-to`} inputMode="decimal" placeholder={t('ruleEditor.to')} style={{ width: '28%' }} value={String(band.to ?? '')}
                      status={statusOf(fault, `interval.${b}.to`)} onChange={(e) => bands(updateInterval(pricing.intervals, b, { to: e.target.value }))} />
                  )}
                  <Input id={`rule-${r}-interval-${b}-price`} inputMode="decimal" prefix="$" style={{ width: '50%' }} value={String(band.unitPrice ?? '')}
                    status={statusOf(fault, `interval.${b}.unitPrice`)} onChange={(e) => bands(updateInterval(pricing.intervals, b, { unitPrice: e.target.value }))} />
                  <Tooltip title={t('ruleEditor.removeInterval')}>
                    <Button icon={<MinusCircleOutlined />} disabled={pricing.intervals.length <= 1} aria-label={t('ruleEditor.removeInterval')}
                      onClick={() => bands(removeInterval(pricing.intervals, b))} data-testid={`rule-${r}-interval-${b}-remove`} />
                  </Tooltip>
                </Space.Compact>
                <CellMessage fault={fault} under={`interval.${b}`} rule={r} />
              </div>
            );
          })}
          <CellMessage fault={fault} under="intervals" rule={r} />
          <Button type="link" size="small" icon={<PlusOutlined />} style={{ paddingInline: 0 }} onClick={() => bands(addInterval(pricing.intervals))} data-testid={`rule-${r}-add-interval`}>
            {t('ruleEditor.addInterval')}
          </Button>
        </div>
      )}
    </div>
  );
}
