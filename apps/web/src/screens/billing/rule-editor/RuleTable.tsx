import { useMemo } from 'react';
import { Button, Popconfirm, Select, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Element } from '@console/billing';
import { withBound, type DraftRule } from './rule-model';
import type { RuleFault } from './rule-faults';
import { SortableRow } from './SortableRow';
import { PriorityCell } from './PriorityCell';
import { ConditionsCell } from './ConditionsCell';
import { PricingCell } from './PricingCell';
import { AmountInput } from './AmountInput';
import { CellMessage, statusOf } from './CellMessage';
import { elementOptions } from './labels';
import { useDragAnnouncements } from './use-drag-announcements';

interface Props {
  rules: DraftRule[];
  keys: string[];
  faults: Array<RuleFault | undefined>;
  onUpdate: (index: number, rule: DraftRule) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

interface Row {
  key: string;
  index: number;
  rule: DraftRule;
}

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const caption = { fontSize: 12, display: 'block', marginBottom: 2 } as const;
/** Cells of different heights read from their tops. */
const topAligned = () => ({ style: { verticalAlign: 'top' as const } });

/**
 * The rules as a table (02 §3 Charge rule), a row per rule in priority order: dragged by the
 * handle (pointer or keyboard) or moved with the arrows; each cell with the engine's message
 * under it while it is wrong.
 */
export function RuleTable({ rules, keys, faults, onUpdate, onRemove, onMove }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragAnnouncements(keys);
  const rows = useMemo(() => rules.map((rule, index): Row => ({ key: keys[index], index, rule })), [rules, keys]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  const columns: TableColumnsType<Row> = [
    { key: 'priority', title: t('ruleEditor.priority'), width: 96, render: (_, { index }) => <PriorityCell index={index} count={rules.length} fault={faults[index]} onMove={onMove} /> },
    { key: 'conditions', title: t('ruleEditor.conditions'), render: (_, { index, rule }) => <ConditionsCell rule={rule} index={index} fault={faults[index]} onChange={(next) => onUpdate(index, next)} /> },
    {
      key: 'charge', title: t('ruleEditor.chargeElement'), width: 150,
      render: (_, { index, rule }) => (
        <div>
          <Select<Element>
            id={`rule-${index}-charge-element`}
            style={{ width: '100%' }}
            placeholder={t('form.select')}
            value={rule.chargeElement ?? undefined}
            status={statusOf(faults[index], 'chargeElement')}
            options={elementOptions(t)}
            popupMatchSelectWidth={false}
            onChange={(chargeElement) => onUpdate(index, { ...rule, chargeElement })}
          />
          <CellMessage fault={faults[index]} under="chargeElement" rule={index} />
          <Typography.Text type="secondary" style={{ ...caption, marginTop: 6 }}>{t('ruleEditor.basicFee')}</Typography.Text>
          <AmountInput id={`rule-${index}-basic-fee`} cell="basicFee" value={rule.basicFee} fault={faults[index]} rule={index} label={t('ruleEditor.basicFee')}
            onChange={(basicFee) => onUpdate(index, { ...rule, basicFee })} />
        </div>
      ),
    },
    { key: 'pricing', title: t('ruleEditor.pricing'), width: 250, render: (_, { index, rule }) => <PricingCell rule={rule} index={index} fault={faults[index]} onChange={(next) => onUpdate(index, next)} /> },
    {
      key: 'bounds', title: t('ruleEditor.bounds'), width: 120,
      render: (_, { index, rule }) => (
        <div>
          <Typography.Text type="secondary" style={caption}>{t('ruleEditor.min')}</Typography.Text>
          <AmountInput id={`rule-${index}-min`} cell="min" value={rule.min} fault={faults[index]} rule={index} placeholder={t('ruleEditor.noBound')} label={t('ruleEditor.min')}
            onChange={(text) => onUpdate(index, withBound(rule, 'min', text))} />
          <Typography.Text type="secondary" style={{ ...caption, marginTop: 6 }}>{t('ruleEditor.max')}</Typography.Text>
          <AmountInput id={`rule-${index}-max`} cell="max" value={rule.max} fault={faults[index]} rule={index} placeholder={t('ruleEditor.noBound')} label={t('ruleEditor.max')}
            onChange={(text) => onUpdate(index, withBound(rule, 'max', text))} />
        </div>
      ),
    },
    {
      key: 'remove', title: '', width: 44, align: 'center',
      render: (_, { index }) => (
        <Popconfirm title={t('ruleEditor.removeConfirm', { n: index + 1 })} onConfirm={() => onRemove(index)} okText={t('buttons.delete')} cancelText={t('buttons.cancel')}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('ruleEditor.removeRule', { n: index + 1 })} data-testid={`rule-${index}-remove`} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <DndContext sensors={sensors} modifiers={[verticalOnly]} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Table<Row>
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          components={{ body: { row: SortableRow } }}
          dataSource={rows}
          columns={columns.map((column) => ({ ...column, onCell: topAligned }))}
          onRow={(row) => ({ 'data-testid': `rule-row-${row.index}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: t('ruleEditor.empty') }}
          data-testid="rule-table"
        />
      </SortableContext>
    </DndContext>
  );
}
