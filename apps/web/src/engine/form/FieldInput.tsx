import { Suspense } from 'react';
import { DatePicker, Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY, DATETIME_DISPLAY } from '@console/contracts';
import type { FieldDef } from '@console/metadata';
import { RelationSelect } from './RelationSelect';
import { WIDGETS } from './widgets';

interface Props {
  resource: string;
  name: string;
  field: FieldDef;
  /** Injected by Form.Item. */
  id?: string;
  value?: unknown;
  checked?: boolean;
  onChange?: (value: unknown) => void;
}

const FULL = { width: '100%' };
/** Text longer than one line of a form gets a text area. */
export const isLongText = (field: FieldDef) => field.kind === 'json' || (field.kind === 'text' && (field.maxLength ?? 255) > 255);

// A widget name missing from WIDGETS falls back to the kind's input below.

/** The input of one form field: its named widget when it has one, else by kind. */
export function FieldInput({ resource, name, field, ...bind }: Props) {
  const { t } = useTranslation();
  const Widget = field.widget ? WIDGETS[field.widget] : undefined;
  if (Widget) {
    return (
      <Suspense fallback={<Skeleton.Input active block />}>
        <Widget id={bind.id} value={bind.value} onChange={bind.onChange} resource={resource} name={name} field={field} />
      </Suspense>
    );
  }
  const common = { id: bind.id, value: bind.value as never, onChange: bind.onChange as never };
  switch (field.kind) {
    case 'integer':
      return <InputNumber {...common} style={FULL} precision={0} min={field.min} max={field.max} />;
    case 'decimal':
      return <InputNumber {...common} style={FULL} precision={field.scale} min={field.min} max={field.max} />;
    case 'money':
      // A string all the way: amounts never pass through a binary float.
      return <InputNumber {...common} style={FULL} stringMode prefix="$" step="0.01" />;
    case 'enum':
      return (
        <Select
          {...common}
          allowClear={!field.required}
          placeholder={t('form.select')}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: t(`${resource}.options.${name}.${o.value}`) }))}
        />
      );
    case 'boolean':
      return <Switch id={bind.id} checked={bind.checked} onChange={bind.onChange as never} />;
    case 'date':
      return <DatePicker {...common} style={FULL} format={DATE_DISPLAY} />;
    case 'datetime':
      return <DatePicker {...common} style={FULL} format={DATETIME_DISPLAY} showTime />;
    case 'json':
      return <Input.TextArea {...common} rows={6} style={{ fontFamily: 'monospace' }} />;
    case 'relation':
      return <RelationSelect field={field} id={bind.id} value={bind.value} onChange={bind.onChange} fillsForm />;
    default:
      return isLongText(field) ? (
        <Input.TextArea {...common} rows={3} maxLength={field.maxLength} showCount />
      ) : (
        <Input {...common} maxLength={field.maxLength} placeholder={t('form.input')} />
      );
  }
}
