import { Suspense } from 'react';
import { DatePicker, Input, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY, DATETIME_DISPLAY } from '@console/contracts';
import { DEFAULT_TEXT_LENGTH, kindOf, rulesOf, type FieldDef } from '@console/metadata';
import { RelationSelect } from './RelationSelect';
import { FileUploadInput } from './FileUploadInput';
import { useWidget } from './widgets/use-widget';

interface Props {
  resource: string;
  name: string;
  field: FieldDef;
  /** The options offered, when fewer than all (a status's allowed next states). */
  only?: ReadonlyArray<string | number>;
  /** Shown, not changed: a field set once, on the edit form (its kind's input, greyed; never a widget). */
  disabled?: boolean;
  /** The record being edited, handed to a widget (the fields the form does not hold). */
  record?: Record<string, unknown>;
  /** Injected by Form.Item. */
  id?: string;
  value?: unknown;
  checked?: boolean;
  onChange?: (value: unknown) => void;
}

const FULL = { width: '100%' };
/** Text longer than one line of a form gets a text area. */
export const isLongText = (field: FieldDef) => ['textarea', 'json'].includes(kindOf(field).input(field));

/**
 * The length counter of a text input: '310 / 64' turns red past the limit, but nothing typed or
 * pasted is cut (antd's `maxLength` would cut it silently); the maxLength rule says what is wrong.
 */
const lengthCount = (field: FieldDef) => ({ max: longestOf(field), show: true });

/** The most characters the field's rules allow (a long text's bound is its rule's, not a column's). */
function longestOf(field: FieldDef): number {
  for (const rule of rulesOf(field)) {
    if (rule.type === 'maxLength' || rule.type === 'exactLength') return rule.value;
    if (rule.type === 'lengthBetween') return rule.max;
  }
  return DEFAULT_TEXT_LENGTH;
}

// A widget name neither the engine nor the app has falls back to the kind's input below.

/** The input of one form field: its named widget when it has one (the engine's, else the app's), else the kind registry's input. */
export function FieldInput({ resource, name, field, only, disabled, record, ...bind }: Props) {
  const { t } = useTranslation();
  const Widget = useWidget(disabled ? undefined : field.widget);
  if (Widget) {
    return (
      <Suspense fallback={<Skeleton.Input active block />}>
        <Widget id={bind.id} value={bind.value} onChange={bind.onChange} resource={resource} name={name} field={field} record={record} />
      </Suspense>
    );
  }
  const common = { id: bind.id, value: bind.value as never, onChange: bind.onChange as never, disabled };
  switch (kindOf(field).input(field)) {
    // Numbers are typed as text and sent as typed (form-values.ts): no rounding to a precision,
    // no clamping to min/max, no reading of '1e9999' as some float. The rules refuse what is
    // out of range or not written plainly, with the API's messages.
    case 'integer':
      return <Input {...common} inputMode="numeric" placeholder={t('form.input')} />;
    case 'decimal':
      return <Input {...common} inputMode="decimal" placeholder={t('form.input')} />;
    case 'money':
      // A string all the way: amounts never pass through a binary float.
      return <Input {...common} inputMode="decimal" prefix="$" placeholder={t('form.input')} />;
    case 'select':
      return (
        <Select
          {...common}
          // A status moving through its transitions is never cleared (no move leads to nothing).
          allowClear={!field.required && !only}
          placeholder={t('form.select')}
          options={(field.options ?? [])
            .filter((o) => !only || only.some((v) => String(v) === String(o.value)))
            .map((o) => ({ value: o.value, label: t(`${resource}.options.${name}.${o.value}`) }))}
        />
      );
    case 'switch':
      return <Switch id={bind.id} checked={bind.checked ?? (disabled ? Boolean(bind.value) : undefined)} onChange={bind.onChange as never} disabled={disabled} />;
    case 'date':
      return <DatePicker {...common} style={FULL} format={DATE_DISPLAY} />;
    case 'datetime':
      return <DatePicker {...common} style={FULL} format={DATETIME_DISPLAY} showTime />;
    case 'options':
      // A json field with options is a list of them: a multi-select.
      return (
        <Select
          {...common}
          mode="multiple"
          allowClear
          placeholder={t('form.select')}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: t(`${resource}.options.${name}.${o.value}`) }))}
        />
      );
    case 'relations':
      // A json field pointing at a resource is a list of its ids: a multi-select of its records.
      return <RelationSelect resource={resource} name={name} field={field} id={bind.id} value={bind.value} onChange={bind.onChange} multiple disabled={disabled} />;
    case 'json':
      return <Input.TextArea {...common} rows={6} style={{ fontFamily: 'monospace' }} />;
    case 'relation':
      return <RelationSelect resource={resource} name={name} field={field} id={bind.id} value={bind.value} onChange={bind.onChange} fillsForm={!disabled} disabled={disabled} />;
    case 'file':
      return <FileUploadInput resource={resource} name={name} field={field} id={bind.id} value={bind.value} onChange={bind.onChange} disabled={disabled} />;
    case 'textarea':
      return <Input.TextArea {...common} rows={3} count={lengthCount(field)} />;
    default: // text
      return <Input {...common} count={lengthCount(field)} placeholder={t('form.input')} />;
  }
}
