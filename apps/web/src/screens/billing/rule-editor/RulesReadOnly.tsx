import { useMemo } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@console/contracts';
import { inOrder, type DraftRule } from './rule-model';
import { conditionText, pricingLines } from './rule-text';

const lines = (items: string[]) => items.map((line, i) => <div key={i}>{line}</div>);

/** A charge item's rules on its show page: a compact table in priority order, each rule on one row. */
export function RulesReadOnly({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const rules = useMemo(() => inOrder(value), [value]);
  return (
    <Table<DraftRule>
      size="small"
      bordered
      pagination={false}
      rowKey="priority"
      dataSource={rules}
      data-testid="rules-read-only"
      locale={{ emptyText: t('ruleEditor.empty') }}
      columns={[
        { key: 'priority', title: t('ruleEditor.priority'), width: 80, align: 'center', render: (_, rule) => rule.priority },
        { key: 'conditions', title: t('ruleEditor.conditions'), render: (_, rule) => lines(rule.conditions.map((c) => conditionText(t, c))) },
        { key: 'element', title: t('ruleEditor.chargeElement'), render: (_, rule) => (rule.chargeElement ? t(`ruleEditor.elements.${rule.chargeElement}`) : '-') },
        { key: 'fee', title: t('ruleEditor.basicFee'), align: 'right', render: (_, rule) => formatMoney(rule.basicFee, 4) },
        { key: 'pricing', title: t('ruleEditor.pricing'), render: (_, rule) => (
          <>
            <Typography.Text type="secondary">{t(rule.pricing.kind === 'THRESHOLD' ? 'ruleEditor.threshold' : 'ruleEditor.interval')}</Typography.Text>
            {lines(pricingLines(t, rule))}
          </>
        ) },
        { key: 'min', title: t('ruleEditor.min'), align: 'right', render: (_, rule) => formatMoney(rule.min, 4) },
        { key: 'max', title: t('ruleEditor.max'), align: 'right', render: (_, rule) => formatMoney(rule.max, 4) },
      ]}
    />
  );
}
