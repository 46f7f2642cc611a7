import { Button, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DragHandle } from './SortableRow';
import type { RuleFault } from './rule-faults';
import { CellMessage } from './CellMessage';

interface Props {
  index: number;
  count: number;
  fault: RuleFault | undefined;
  onMove: (from: number, to: number) => void;
}

/** The rule's priority, its row's place: a drag handle and move up / move down buttons (for the keyboard too). */
export function PriorityCell({ index, count, fault, onMove }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <DragHandle label={t('ruleEditor.drag', { n })} testId={`rule-${index}-drag`} />
      <Typography.Text strong style={{ minWidth: 20, textAlign: 'center' }} data-testid={`rule-${index}-priority`}>{n}</Typography.Text>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <Tooltip title={t('ruleEditor.moveUp')}>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('ruleEditor.moveUpN', { n })}
            onClick={() => onMove(index, index - 1)} data-testid={`rule-${index}-up`} />
        </Tooltip>
        <Tooltip title={t('ruleEditor.moveDown')}>
          <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} aria-label={t('ruleEditor.moveDownN', { n })}
            onClick={() => onMove(index, index + 1)} data-testid={`rule-${index}-down`} />
        </Tooltip>
      </div>
      <CellMessage fault={fault} under="priority" rule={index} />
    </div>
  );
}
