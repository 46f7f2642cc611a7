import { Button, Card, Input, Select, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DimUnit, WeightUnit } from '@console/billing';
import { DIM_UNITS, WEIGHT_UNITS, addLine, removeLine, removePackage, updateLine, updatePackage, type SampleOrder } from './sample-order';

interface Props {
  sample: SampleOrder;
  index: number;
  onChange: (sample: SampleOrder) => void;
}

const label = { fontSize: 12, display: 'block', marginBottom: 2 } as const;

/** One package of the sample: weight and unit, sides and unit, and its lines (sku and qty). */
export function SamplePackageCard({ sample, index: p, onChange }: Props) {
  const { t } = useTranslation();
  const pkg = sample.packages[p];
  const n = p + 1;
  const id = (part: string) => `sample-package-${p}-${part}`;
  const set = (patch: Parameters<typeof updatePackage>[2]) => onChange(updatePackage(sample, p, patch));
  return (
    <Card
      size="small"
      type="inner"
      style={{ marginTop: 12 }}
      title={t('ruleEditor.preview.packageN', { n })}
      data-testid={`sample-package-${p}`}
      extra={(
        <Tooltip title={t('ruleEditor.preview.removePackage', { n })}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={sample.packages.length <= 1} aria-label={t('ruleEditor.preview.removePackage', { n })}
            onClick={() => onChange(removePackage(sample, p))} data-testid={`sample-package-${p}-remove`} />
        </Tooltip>
      )}
    >
      <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.weight')}</Typography.Text>
      <Space.Compact block style={{ marginBottom: 8 }}>
        <Input id={id('weight')} inputMode="decimal" value={pkg.weight} onChange={(e) => set({ weight: e.target.value })} aria-label={t('ruleEditor.preview.weight')} />
        <Select<WeightUnit> id={id('weight-unit')} style={{ width: 80 }} value={pkg.weightUnit} onChange={(weightUnit) => set({ weightUnit })}
          options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`shippingFee.units.${u}`) }))} aria-label={t('ruleEditor.preview.weightUnit')} />
      </Space.Compact>
      <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.dims')}</Typography.Text>
      <Space.Compact block style={{ marginBottom: 8 }}>
        <Input id={id('length')} inputMode="decimal" value={pkg.length} onChange={(e) => set({ length: e.target.value })} aria-label={t('ruleEditor.preview.length')} />
        <Input id={id('width')} inputMode="decimal" value={pkg.width} onChange={(e) => set({ width: e.target.value })} aria-label={t('ruleEditor.preview.width')} />
        <Input id={id('height')} inputMode="decimal" value={pkg.height} onChange={(e) => set({ height: e.target.value })} aria-label={t('ruleEditor.preview.height')} />
        <Select<DimUnit> id={id('dim-unit')} style={{ width: 80 }} value={pkg.dimUnit} onChange={(dimUnit) => set({ dimUnit })}
          options={DIM_UNITS.map((u) => ({ value: u, label: t(`shippingFee.units.${u}`) }))} aria-label={t('ruleEditor.preview.dimUnit')} />
      </Space.Compact>
      <Typography.Text type="secondary" style={label}>{t('ruleEditor.preview.lines')}</Typography.Text>
      {pkg.lines.map((line, l) => (
        <Space.Compact block key={l} style={{ marginBottom: 4 }}>
          <Input id={id(`line-${l}-sku`)} placeholder={t('ruleEditor.preview.sku')} value={line.sku} style={{ width: '60%' }}
            onChange={(e) => onChange(updateLine(sample, p, l, { sku: e.target.value }))} aria-label={t('ruleEditor.preview.sku')} />
          <Input id={id(`line-${l}-qty`)} inputMode="numeric" placeholder={t('ruleEditor.preview.qty')} value={line.qty} style={{ width: '40%' }} prefix="×"
            onChange={(e) => onChange(updateLine(sample, p, l, { qty: e.target.value }))} aria-label={t('ruleEditor.preview.qty')} />
          <Tooltip title={t('ruleEditor.preview.removeLine')}>
            <Button icon={<MinusCircleOutlined />} aria-label={t('ruleEditor.preview.removeLine')} onClick={() => onChange(removeLine(sample, p, l))} data-testid={id(`line-${l}-remove`)} />
          </Tooltip>
        </Space.Compact>
      ))}
      <Button type="link" size="small" icon={<PlusOutlined />} style={{ paddingInline: 0 }} onClick={() => onChange(addLine(sample, p))} data-testid={id('add-line')}>
        {t('ruleEditor.preview.addLine')}
      </Button>
    </Card>
  );
}
