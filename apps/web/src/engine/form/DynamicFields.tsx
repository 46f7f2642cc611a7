import { Col, DatePicker, Form, Input, Select, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { DATE_DISPLAY, DATE_PARAM, dayjs } from '@console/contracts';
import type { DynamicFieldSpec, FieldDef } from '@console/metadata';
import { specLabel, useDynamicSpecs } from '../dynamic-fields';

interface Props {
  resource: string;
  /** The json field holding the values (a ticket's `extra`). */
  name: string;
  field: FieldDef;
}

const FULL = { width: '100%' };

/**
 * The inputs of a `fieldsFrom` field: one per field the chosen record defines (a ticket
 * category's Order No., Reason...), shown once the relation has a value. Each is its own form
 * item under the json field (`extra.orderNo`), so the server's per-field errors land under it;
 * dates are held as 'YYYY-MM-DD' and numbers as typed, the way the API checks them. Changing the
 * choice swaps the inputs, and the former choice's values are no longer sent.
 */
export function DynamicFields({ resource, name, field }: Props) {
  const { t, i18n } = useTranslation();
  const chosen: unknown = Form.useWatch(field.fieldsFrom!.relation, { preserve: true });
  const { specs, loading } = useDynamicSpecs(resource, field, chosen);
  if (loading) return <Col xs={24}><Skeleton.Input active block /></Col>;
  return (
    <>
      {specs.map((spec) => {
        const label = specLabel(spec, i18n.language);
        const rules: Rule[] = spec.required ? [{ required: true, whitespace: true, message: t('messages.required', { field: label }) }] : [];
        return (
          <Col key={spec.key} xs={24} md={12}>
            <Form.Item name={[name, spec.key]} label={label} rules={rules} {...valueBinding(spec)}>
              {input(spec, t)}
            </Form.Item>
          </Col>
        );
      })}
    </>
  );
}

/** A date input holds the API's 'YYYY-MM-DD' text in the form; the picker works on a dayjs. */
function valueBinding(spec: DynamicFieldSpec) {
  if (spec.kind !== 'date') return {};
  return {
    getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, DATE_PARAM) : undefined }),
    normalize: (value: Dayjs | null) => (value ? value.format(DATE_PARAM) : undefined),
  };
}

/** The input of one defined field; its id is the form item's (`extra_orderNo`). */
function input(spec: DynamicFieldSpec, t: (key: string) => string) {
  switch (spec.kind) {
    case 'select':
      return <Select allowClear placeholder={t('form.select')} options={(spec.options ?? []).map((o) => ({ value: o, label: o }))} />;
    case 'date':
      return <DatePicker style={FULL} format={DATE_DISPLAY} />;
    case 'number':
      // typed as text and sent as typed: the API refuses what is not a plain number
      return <Input inputMode="decimal" placeholder={t('form.input')} />;
    default:
      return <Input maxLength={500} placeholder={t('form.input')} />;
  }
}
