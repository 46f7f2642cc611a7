import { useMemo } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../../engine/form/widgets/types';
import { MAX_RULES, canAddRule } from './rule-model';
import { ruleFaults } from './rule-faults';
import { useRuleRows } from './use-rule-rows';
import { RuleTable } from './RuleTable';
import { RulePreview } from './RulePreview';

/**
 * The charge rule editor (02 §3 Charge rule, 02 §5): the item's rules as a table the user orders
 * by priority, checked by the engine as typed, and beneath it a preview that prices a sample
 * order with the item as the form holds it. The form's value is the engine's ChargeRule[].
 */
export function RuleEditor({ id, value, onChange, record }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const { rules, keys, add, remove, move, update } = useRuleRows(value, onChange);
  const faults = useMemo(() => ruleFaults(rules, i18n.language), [rules, i18n.language]);
  const full = !canAddRule(rules);
  const addButton = (
    <Button icon={<PlusOutlined />} disabled={full} onClick={add} data-testid="rule-add">{t('ruleEditor.addRule')}</Button>
  );
  return (
    <div id={id} data-testid="rule-editor">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{t('ruleEditor.hint')}</Typography.Paragraph>
      <RuleTable rules={rules} keys={keys} faults={faults} onUpdate={update} onRemove={remove} onMove={move} />
      <Space style={{ marginTop: 8 }}>
        {full ? <Tooltip title={t('ruleEditor.maxRules', { max: MAX_RULES })}><span data-testid="rule-add-full">{addButton}</span></Tooltip> : addButton}
        <Typography.Text type="secondary">{t('ruleEditor.count', { n: rules.length, max: MAX_RULES })}</Typography.Text>
      </Space>
      <RulePreview rules={rules} record={record} />
    </div>
  );
}
