import { DatePicker, Input, Select, Space } from 'antd';
import type { TimeRangePickerProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY, dayjs } from '@console/contracts';
import { filterInputOf, type FieldDef } from '@console/metadata';
import { RelationSelect } from '../form/RelationSelect';
import { findDef } from '../../platform/catalogue';
import { useMayLookup } from '../lookup';

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

/**
 * Numbers are typed as text, like the form's: the text is what the API reads, so '1e5' or a
 * money amount with 4 decimals is neither rewritten by a number input nor rounded by a float.
 */
function NumberRange({ value, onChange }: { value?: unknown; onChange?: (v: unknown) => void }) {
  const { t } = useTranslation();
  const [from, to] = (Array.isArray(value) ? value : ['', '']) as Array<string | null>;
  return (
    <Space.Compact style={WIDTH}>
      <Input inputMode="decimal" placeholder={t('filters.from')} value={from ?? ''} onChange={(e) => onChange?.([e.target.value, to])} />
      <Input inputMode="decimal" placeholder={t('filters.to')} value={to ?? ''} onChange={(e) => onChange?.([from, e.target.value])} />
    </Space.Compact>
  );
}

/** The input of one filter, chosen by the kind registry from the field's kind and operator. */
export function FilterInput({ resource, name, field, id, value, onChange }: Props) {
  const { t } = useTranslation();
  const presets = usePresets();
  const mayLookup = useMayLookup();
  const def = findDef(resource);
  // Form.Item injects value/onChange (and the input id = field name); their types vary by input.
  const common = { id, value: value as never, onChange: onChange as never };
  const options = () => (field.options ?? []).map((o) => ({ value: o.value, label: t(`${resource}.options.${name}.${o.value}`) }));

  switch (filterInputOf(field)) {
    case 'dateRange':
      return <DatePicker.RangePicker {...common} format={DATE_DISPLAY} presets={presets} allowEmpty={[true, true]} placeholder={[t('filters.from'), t('filters.to')]} />;
    case 'date':
      return <DatePicker {...common} format={DATE_DISPLAY} />;
    case 'numberRange':
      return <NumberRange value={value} onChange={onChange} />; // id-less: two inputs
    case 'number':
      return <Input {...common} style={WIDTH} inputMode="decimal" allowClear />;
    case 'select':
    case 'multiSelect':
      return <Select {...common} style={WIDTH} allowClear mode={filterInputOf(field) === 'multiSelect' ? 'multiple' : undefined} options={options()} placeholder={t('filters.all')} />;
    case 'yesNo':
      return <Select {...common} style={WIDTH} allowClear options={[{ value: 'true', label: t('table.yes') }, { value: 'false', label: t('table.no') }]} placeholder={t('filters.all')} />;
    case 'relation':
      if (def && mayLookup(def, name)) return <RelationSelect resource={resource} name={name} field={field} id={id} value={value} onChange={onChange} style={WIDTH} />;
      return <Input {...common} style={WIDTH} inputMode="numeric" allowClear />;
    default:
      return <Input {...common} style={WIDTH} allowClear placeholder={field.filter === 'contains' ? t('filters.contains') : undefined} />;
  }
}
