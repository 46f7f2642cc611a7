import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import type { TimeRangePickerProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY, dayjs } from '@console/contracts';
import type { FieldDef } from '@console/metadata';
import { RelationSelect } from '../form/RelationSelect';
import { useAccess } from '../../app/use-session';

interface Props {
  resource: string;
  name: string;
  field: FieldDef;
  /** Injected by Form.Item: the input's id (= field name) for labels and tests. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const WIDTH = { width: 200 };

/** Shortcuts of spec 01 §9: last week, last month, last 3 months. */
function usePresets(): TimeRangePickerProps['presets'] {
  const { t } = useTranslation();
  const today = dayjs();
  return [
    { label: t('filters.lastWeek'), value: [today.subtract(1, 'week'), today] },
    { label: t('filters.lastMonth'), value: [today.subtract(1, 'month'), today] },
    { label: t('filters.last3Months'), value: [today.subtract(3, 'month'), today] },
  ];
}

function NumberRange({ value, onChange }: { value?: unknown; onChange?: (v: unknown) => void }) {
  const { t } = useTranslation();
  const [from, to] = (Array.isArray(value) ? value : [null, null]) as Array<number | null>;
  return (
    <Space.Compact>
      <InputNumber placeholder={t('filters.from')} value={from} onChange={(v) => onChange?.([v, to])} />
      <InputNumber placeholder={t('filters.to')} value={to} onChange={(v) => onChange?.([from, v])} />
    </Space.Compact>
  );
}

/** The input of one filter, chosen by the field's kind and operator. */
export function FilterInput({ resource, name, field, id, value, onChange }: Props) {
  const { t } = useTranslation();
  const presets = usePresets();
  const allowed = useAccess();
  // Form.Item injects value/onChange (and the input id = field name); their types vary by input.
  const common = { id, value: value as never, onChange: onChange as never };
  const dateKind = field.kind === 'date' || field.kind === 'datetime';

  if (field.filter === 'between') {
    if (dateKind) {
      return <DatePicker.RangePicker {...common} format={DATE_DISPLAY} presets={presets} allowEmpty={[true, true]} placeholder={[t('filters.from'), t('filters.to')]} />;
    }
    return <NumberRange value={value} onChange={onChange} />; // id-less: two inputs
  }
  if (field.kind === 'enum') {
    const options = (field.options ?? []).map((o) => ({ value: o.value, label: t(`${resource}.options.${name}.${o.value}`) }));
    return <Select {...common} style={WIDTH} allowClear mode={field.filter === 'in' ? 'multiple' : undefined} options={options} placeholder={t('filters.all')} />;
  }
  if (field.kind === 'boolean') {
    const options = [{ value: 'true', label: t('table.yes') }, { value: 'false', label: t('table.no') }];
    return <Select {...common} style={WIDTH} allowClear options={options} placeholder={t('filters.all')} />;
  }
  if (field.kind === 'relation' && field.relation && allowed(field.relation.resource, 'list')) {
    return <RelationSelect field={field} id={id} value={value} onChange={onChange} style={WIDTH} />;
  }
  if (dateKind) return <DatePicker {...common} format={DATE_DISPLAY} />;
  if (['integer', 'decimal', 'money', 'relation'].includes(field.kind)) return <InputNumber {...common} style={WIDTH} />;
  return (
    <Input
      {...common}
      style={WIDTH}
      allowClear
      placeholder={field.filter === 'contains' ? t('filters.contains') : undefined}
    />
  );
}
