import { Button, Checkbox, Popover, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListColumnPreferences } from '@console/contracts';
import { currentOrder, hiddenColumns, moveColumn, toggleColumn } from './column-preferences';

interface Props {
  /** The list's declared columns (key and title), Actions excluded. */
  columns: Array<{ key: string; title: string }>;
  prefs: ListColumnPreferences;
  onChange: (next: ListColumnPreferences) => void;
  /** Until the stored preferences are read: a change made on the defaults would overwrite them. */
  disabled?: boolean;
  /** Columns the definition starts hidden (listHidden). */
  startHidden?: readonly string[];
}

/** Show or hide each column and move it up or down; kept per user through the API. */
export function ColumnChooser({ columns, prefs, onChange, disabled, startHidden = [] }: Props) {
  const { t } = useTranslation();
  const keys = columns.map((c) => c.key);
  const titles = new Map(columns.map((c) => [c.key, c.title]));
  const order = currentOrder(keys, prefs);
  const hidden = new Set(hiddenColumns(prefs, startHidden));
  const visibleCount = keys.filter((k) => !hidden.has(k)).length;
  const content = (
    <div style={{ minWidth: 260 }} data-testid="column-chooser">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, maxWidth: 280 }}>{t('powerList.columnsHelp')}</Typography.Paragraph>
      {order.map((key, i) => (
        <div key={key} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '2px 0' }} data-testid={`column-item-${key}`}>
          <Checkbox
            checked={!hidden.has(key)}
            // the last visible column stays: a list of no columns helps nobody
            disabled={!hidden.has(key) && visibleCount === 1}
            onChange={(e) => onChange(toggleColumn(prefs, key, e.target.checked, startHidden))}
            data-testid={`column-toggle-${key}`}
          >
            {titles.get(key)}
          </Checkbox>
          <Space size={0}>
            <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('powerList.moveUp')}
              onClick={() => onChange(moveColumn(keys, prefs, key, -1))} data-testid={`column-up-${key}`} />
            <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === order.length - 1} aria-label={t('powerList.moveDown')}
              onClick={() => onChange(moveColumn(keys, prefs, key, 1))} data-testid={`column-down-${key}`} />
          </Space>
        </div>
      ))}
      <Button size="small" style={{ marginTop: 8 }} onClick={() => onChange({ order: [], hidden: [], widths: {}, ...(prefs.density ? { density: prefs.density } : {}) })} data-testid="column-reset">
        {t('powerList.resetColumns')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('powerList.columns')}>
      <Button icon={<SettingOutlined />} disabled={disabled} data-testid="column-chooser-button">{t('powerList.columns')}</Button>
    </Popover>
  );
}
