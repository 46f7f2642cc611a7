import { useMemo, useState } from 'react';
import { Card, Col, Form, Row, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DraftRule } from './rule-model';
import { defaultSample } from './sample-order';
import { itemValues, missingForPreview, preview, previewInput } from './preview-input';
import { useWorkOrderTypeCode } from './use-work-order-type-code';
import { SampleOrderForm } from './SampleOrderForm';
import { PreviewResult } from './PreviewResult';

interface Props {
  rules: DraftRule[];
  /** The record being edited: the fields set once that the edit form does not hold (the charge method). */
  record?: Record<string, unknown>;
}

/**
 * The live preview (02 §3 Charge item and rule): charge() of @console/billing, in the browser,
 * on a sample order the user edits, with the item as the form holds it right now (its rules as
 * typed), on every change. Nothing is sent or saved.
 */
export function RulePreview({ rules, record }: Props) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  const [sample, setSample] = useState(defaultSample);
  const item = useMemo(() => itemValues({ ...values, rules }, record), [values, rules, record]);
  const { code, loading } = useWorkOrderTypeCode(item.workOrderTypeId);
  const missing = useMemo(() => missingForPreview(item), [item]);
  const shown = useMemo(
    () => (code && !missing.length ? preview(previewInput(item, code, sample), i18n.language) : undefined),
    [item, code, missing, sample, i18n.language],
  );
  return (
    <Card
      size="small"
      title={<><EyeOutlined /> {t('ruleEditor.preview.title')}</>}
      style={{ marginTop: 16 }}
      data-testid="rule-preview"
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>{t('ruleEditor.preview.help')}</Typography.Paragraph>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={10}>
          <SampleOrderForm sample={sample} onChange={setSample} />
        </Col>
        <Col xs={24} xl={14}>
          <PreviewResult preview={shown} missing={missing} loading={loading} workOrderType={code} trigger={item.chargeTrigger as string | undefined} />
        </Col>
      </Row>
    </Card>
  );
}
