import { Alert, Col, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney } from '@console/contracts';
import type { ChargeUnitLine } from '@console/billing';
import type { Preview } from './preview-input';
import { noteText, skipText, unitLabel } from './preview-text';

interface Props {
  preview: Preview | undefined;
  /** The item's fields the engine still needs (PREVIEW_NEEDS). */
  missing: string[];
  loading: boolean;
  workOrderType: string | undefined;
  trigger: string | undefined;
}

const TOTALS = ['total', 'instant', 'holding', 'visibleTotal'] as const;

/** What charge() answered for the sample: its lines and totals, the reason it skipped the item, or its refusal. */
export function PreviewResult({ preview, missing, loading, workOrderType, trigger }: Props) {
  const { t, i18n } = useTranslation();
  if (missing.length) {
    const fields = missing.map((key) => t(`charge-item.fields.${key}`)).join(t('ruleEditor.preview.listSeparator'));
    return <Alert type="info" showIcon message={t('ruleEditor.preview.needs', { fields })} data-testid="preview-needs" />;
  }
  if (loading || !preview) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (preview.kind === 'refused') {
    const key = preview.fault === 'item' ? 'ruleEditor.preview.itemRefused' : 'ruleEditor.preview.sampleRefused';
    return <Alert type="error" showIcon message={t(key, { message: preview.message })} data-testid="preview-refused" />;
  }
  const { result } = preview;
  const charged = result.lines.filter((line): line is ChargeUnitLine => line.kind === 'charge');
  return (
    <div data-testid="preview-result">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('ruleEditor.preview.event', {
          type: workOrderType ? t(`work-order-type.options.code.${workOrderType}`) : '-',
          trigger: trigger ? t(`charge-item.options.chargeTrigger.${trigger}`) : '-',
        })}
      </Typography.Text>
      {result.lines.map((line, i) => (line.kind === 'skip' ? (
        <Alert key={i} type="warning" showIcon style={{ marginBottom: 8 }} message={t('ruleEditor.preview.skipped', { reason: skipText(line.reason, i18n.language) })} data-testid="preview-skipped" />
      ) : null))}
      {charged.length > 0 && (
        <Table<ChargeUnitLine>
          size="small"
          bordered
          pagination={false}
          rowKey="unit"
          dataSource={charged}
          onRow={(_, index) => ({ 'data-testid': `preview-line-${index}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'unit', title: t('ruleEditor.preview.unit'), render: (_, line) => unitLabel(t, line.unit) },
            { key: 'rule', title: t('ruleEditor.preview.rule'), render: (_, line) => (line.rule === null ? <Typography.Text type="secondary">{t('ruleEditor.preview.noRule')}</Typography.Text> : `#${line.rule}`) },
            { key: 'element', title: t('ruleEditor.preview.element'), render: (_, line) => t(`ruleEditor.elements.${line.element}`) },
            { key: 'quantity', title: t('ruleEditor.preview.quantity'), align: 'right', render: (_, line) => formatDecimal(line.quantity) },
            { key: 'amount', title: t('ruleEditor.preview.amount'), align: 'right', render: (_, line) => <Typography.Text strong>{formatMoney(line.amount, 4)}</Typography.Text> },
            { key: 'note', title: t('ruleEditor.preview.note'), render: (_, line) => (line.note ? <Tag color="gold">{noteText(line.note, i18n.language)}</Tag> : null) },
            { key: 'hidden', title: t('ruleEditor.preview.hidden'), render: (_, line) => (line.hidden ? <Tag>{t('ruleEditor.preview.hiddenYes')}</Tag> : t('ruleEditor.preview.hiddenNo')) },
          ]}
        />
      )}
      <Row gutter={16} style={{ marginTop: 12 }}>
        {TOTALS.map((key) => (
          <Col span={6} key={key}>
            <Statistic title={t(`ruleEditor.preview.${key}`)} value={formatMoney(result[key], 4)} valueStyle={{ fontSize: 18 }} data-testid={`preview-${key}`} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
