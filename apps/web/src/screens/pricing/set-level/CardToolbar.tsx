import { Button, DatePicker, Dropdown, Flex, Form, Input, Select, Switch, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DATE_DISPLAY, DATE_PARAM } from '@console/contracts';
import { levelPriceCard } from '@console/resources';

export interface CopySource {
  key: string;
  label: string;
}

interface Props {
  minimumCharge: string;
  minimumError?: string;
  effectiveFrom: string;
  effectiveError?: string;
  accounts: Array<{ value: number; label: string }>;
  accountId: number | undefined;
  showAllZones: boolean;
  copySources: CopySource[];
  readOnly: boolean;
  onMinimumCharge: (value: string) => void;
  onEffectiveFrom: (value: string) => void;
  onAccount: (id: number) => void;
  onShowAllZones: (all: boolean) => void;
  onCopy: (key: string) => void;
  onInsertRow: () => void;
  onRemoveRow: () => void;
}

const field = (key: string) => `${levelPriceCard.name}.fields.${key}`;

/** Above the grid: the card's minimum charge and effective date, what it is compared with, and row tools. */
export function CardToolbar(props: Props) {
  const { t } = useTranslation();
  const { readOnly } = props;
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={12}>
      <Form layout="inline" component="div" style={{ rowGap: 8 }}>
        <Form.Item label={t(field('minimumCharge'))} required validateStatus={props.minimumError ? 'error' : undefined} help={props.minimumError} style={{ marginBottom: 0 }}>
          <Input
            id="set-level-minimum"
            data-testid="minimum-charge"
            prefix="$"
            style={{ width: 120 }}
            inputMode="decimal"
            value={props.minimumCharge}
            readOnly={readOnly}
            onChange={(e) => props.onMinimumCharge(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t(field('effectiveFrom'))} validateStatus={props.effectiveError ? 'error' : undefined} help={props.effectiveError} style={{ marginBottom: 0 }}>
          <DatePicker
            data-testid="effective-from"
            format={DATE_DISPLAY}
            allowClear={false}
            disabled={readOnly}
            value={dayjs(props.effectiveFrom, DATE_PARAM)}
            onChange={(d) => d && props.onEffectiveFrom(d.format(DATE_PARAM))}
          />
        </Form.Item>
        <Form.Item label={t('setLevel.compareWith')} style={{ marginBottom: 0 }}>
          <Select
            data-testid="compare-account"
            style={{ width: 200 }}
            value={props.accountId}
            placeholder={t('setLevel.noCompare')}
            disabled={props.accounts.length === 0}
            options={props.accounts}
            onChange={props.onAccount}
          />
        </Form.Item>
      </Form>
      <Flex gap={8} align="center" wrap>
        <Switch size="small" checked={props.showAllZones} onChange={props.onShowAllZones} data-testid="all-zones" id="set-level-all-zones" />
        <label htmlFor="set-level-all-zones" style={{ marginRight: 8 }}>{t('setLevel.allZones')}</label>
        <Dropdown
          disabled={readOnly || props.copySources.length === 0}
          menu={{ items: props.copySources.map((s) => ({ key: s.key, label: s.label })), onClick: ({ key }) => props.onCopy(key) }}
        >
          <Button icon={<CopyOutlined />} data-testid="copy-rows">{t('setLevel.copyFrom')}</Button>
        </Dropdown>
        <Tooltip title={t('setLevel.insertRow')}>
          <Button icon={<PlusOutlined />} disabled={readOnly} onClick={props.onInsertRow} data-testid="insert-row">{t('setLevel.addRow')}</Button>
        </Tooltip>
        <Button icon={<DeleteOutlined />} disabled={readOnly} onClick={props.onRemoveRow} data-testid="remove-row">{t('setLevel.removeRow')}</Button>
      </Flex>
    </Flex>
  );
}
