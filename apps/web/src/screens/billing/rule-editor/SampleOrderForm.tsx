import { Button, Col, Input, Row, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_PACKAGES, addPackage, updateSample, type SampleOrder } from './sample-order';
import { SamplePackageCard } from './SamplePackageCard';

interface Props {
  sample: SampleOrder;
  onChange: (sample: SampleOrder) => void;
}

const label = { fontSize: 12, display: 'block', marginBottom: 2 } as const;

/** The sample order the preview prices: its type, FBA, cancelled, hours, pallets and packages (numbers as typed). */
export function SampleOrderForm({ sample, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<Omit<SampleOrder, 'packages'>>) => onChange(updateSample(sample, patch));
  return (
    <div data-testid="sample-order">
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('ruleEditor.preview.order')}</Typography.Text>
      <Row gutter={[12, 8]}>
        <Col span={12}>
          <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.orderType')}</Typography.Text>
          <Input id="sample-order-type" value={sample.orderType} onChange={(e) => set({ orderType: e.target.value })} />
        </Col>
        <Col span={6}>
          <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.fba')}</Typography.Text>
          <Switch id="sample-fba" checked={sample.fba} onChange={(fba) => set({ fba })} aria-label={t('ruleEditor.preview.fba')} />
        </Col>
        <Col span={6}>
          <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.cancelled')}</Typography.Text>
          <Switch id="sample-cancelled" checked={sample.cancelled} onChange={(cancelled) => set({ cancelled })} aria-label={t('ruleEditor.preview.cancelled')} />
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.hours')}</Typography.Text>
          <Input id="sample-hours" inputMode="decimal" value={sample.hours} onChange={(e) => set({ hours: e.target.value })} />
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.pallets')}</Typography.Text>
          <Input id="sample-pallets" inputMode="numeric" value={sample.pallets} onChange={(e) => set({ pallets: e.target.value })} />
        </Col>
      </Row>
      {sample.packages.map((_pkg, p) => (
        <SamplePackageCard key={p} sample={sample} index={p} onChange={onChange} />
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        disabled={sample.packages.length >= MAX_PACKAGES}
        onClick={() => onChange(addPackage(sample))}
        data-testid="sample-add-package"
      >
        {t('ruleEditor.preview.addPackage')}
      </Button>
    </div>
  );
}
