import { Button, Input, Select, Space, Tooltip } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ConditionOp, Element } from '@console/billing';
import { addCondition, canAddCondition, removeCondition, updateCondition, MAX_CONDITIONS, type DraftRule } from './rule-model';
import type { RuleFault } from './rule-faults';
import { CellMessage, statusOf } from './CellMessage';
import { elementOptions, operatorOptions } from './labels';

interface Props {
  rule: DraftRule;
  index: number;
  fault: RuleFault | undefined;
  onChange: (rule: DraftRule) => void;
}

/** A rule's conditions, all of which must hold (02 §3 Charge rule): element, operator, value; 1..5 lines. */
export function ConditionsCell({ rule, index: r, fault, onChange }: Props) {
  const { t } = useTranslation();
  const id = (c: number, part: string) => `rule-${r}-condition-${c}-${part}`;
  const addButton = (
    <Button type="link" size="small" icon={<PlusOutlined />} disabled={!canAddCondition(rule)} onClick={() => onChange(addCondition(rule))} data-testid={`rule-${r}-add-condition`} style={{ paddingInline: 0 }}>
      {t('ruleEditor.addCondition')}
    </Button>
  );
  return (
    <div>
      {rule.conditions.map((condition, c) => (
        <div key={c} style={{ marginBottom: 6 }}>
          <Space.Compact block>
            <Select<Element>
              id={id(c, 'element')}
              style={{ width: '46%' }}
              placeholder={t('ruleEditor.element')}
              value={condition.element}
              status={statusOf(fault, `condition.${c}.element`)}
              options={elementOptions(t)}
              popupMatchSelectWidth={false}
              onChange={(element) => onChange(updateCondition(rule, c, { element }))}
            />
            <Select<ConditionOp>
              id={id(c, 'op')}
              style={{ width: '20%' }}
              aria-label={t('ruleEditor.operator')}
              value={condition.op}
              status={statusOf(fault, `condition.${c}.op`)}
              options={operatorOptions(t)}
              optionRender={(option) => `${option.label}  ${option.data.title}`}
              popupMatchSelectWidth={false}
              onChange={(op) => onChange(updateCondition(rule, c, { op }))}
            />
            <Input
              id={id(c, 'value')}
              style={{ width: '34%' }}
              inputMode="decimal"
              placeholder={t('ruleEditor.value')}
              aria-label={t('ruleEditor.value')}
              value={String(condition.value ?? '')}
              status={statusOf(fault, `condition.${c}.value`)}
              onChange={(e) => onChange(updateCondition(rule, c, { value: e.target.value }))}
            />
            <Tooltip title={t('ruleEditor.removeCondition')}>
              <Button
                icon={<MinusCircleOutlined />}
                disabled={rule.conditions.length <= 1}
                aria-label={t('ruleEditor.removeCondition')}
                onClick={() => onChange(removeCondition(rule, c))}
                data-testid={`rule-${r}-condition-${c}-remove`}
              />
            </Tooltip>
          </Space.Compact>
          <CellMessage fault={fault} under={`condition.${c}`} rule={r} />
        </div>
      ))}
      <CellMessage fault={fault} under="conditions" rule={r} />
      {canAddCondition(rule) ? addButton : <Tooltip title={t('ruleEditor.maxConditions', { max: MAX_CONDITIONS })}>{addButton}</Tooltip>}
    </div>
  );
}
