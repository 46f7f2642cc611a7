import { useMemo, useState } from 'react';
import { Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZONE_LIST, cardRowProblems } from '@console/pricing';
import type { WidgetProps } from './types';

type CardRow = { from: string; to: string; zones: Record<string, string> };

/**
 * A card's weight ranges x zones. On a show page: the grid itself, a row per range and a column
 * per zone it prices. In a form: the rows as JSON text, checked as they are typed by the rules the
 * server applies (the spreadsheet upload and the level zone grid are the comfortable ways).
 */
export default function RateGrid({ id, value, onChange, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => (Array.isArray(value) ? (value as CardRow[]) : []), [value]);
  const zones = useMemo(() => ZONE_LIST.filter((zone) => rows.some((r) => r.zones?.[zone] !== undefined)), [rows]);
  const [text, setText] = useState(() => JSON.stringify(rows, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  if (readOnly) {
    return (
      <Table<CardRow>
        data-testid="rate-grid"
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content', y: 420 }}
        rowKey={(r) => `${r.from}-${r.to}`}
        dataSource={rows}
        columns={[
          { key: 'range', title: t('rateGrid.weight'), fixed: 'left', width: 110, render: (_, r) => `${r.from} - ${r.to}` },
          ...zones.map((zone) => ({ key: zone, title: zone, width: 80, align: 'right' as const, render: (_: unknown, r: CardRow) => r.zones?.[zone] ?? '-' })),
        ]}
      />
    );
  }
  return (
    <>
      <Input.TextArea
        id={id}
        rows={10}
        style={{ fontFamily: 'monospace' }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed = JSON.parse(e.target.value) as unknown;
            setProblem(cardRowProblems(parsed).length ? t('rateGrid.invalid') : null);
            onChange?.(parsed);
          } catch {
            setProblem(t('rateGrid.notJson'));
          }
        }}
      />
      {problem && <Typography.Text type="warning">{problem}</Typography.Text>}
    </>
  );
}
