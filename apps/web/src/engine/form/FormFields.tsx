import { Suspense, useMemo, type ReactNode } from 'react';
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { conditionHolds, groupOf, isReturned, nextStates, setOnceFields, type FieldDef, type RecordCondition, type ResourceDef } from '@console/metadata';
import { formFields, toFormValue, type FormMode } from '../form-values';
import { useTimeZone } from '../../platform/use-session';
import { FieldInput, isLongText } from './FieldInput';
import { useFieldRules } from './use-field-rules';
import { FieldGroups } from './FieldGroups';
import { InlineChildren } from './InlineChildren';
import { DynamicFields } from './DynamicFields';
import { useAddon } from '../addon-slots';
import { recordRuleDependencies, recordRuleOf } from '../form-rules';

interface Props {
  def: ResourceDef;
  mode: FormMode;
  /** The record being edited: conditions on fields the form does not show read it. */
  record?: Record<string, unknown>;
}

/**
 * The form items of a resource: typed fields only; on edit those still editable, and those set
 * once (`editable: false`) shown read-only in their place: not an input of the form, so never
 * validated nor sent. A conditional field (`visibleWhen`) is shown only while its condition holds
 * on the form's values; hidden, it is not validated (so it is required only when shown) and not sent.
 */
export function FormFields({ def, mode, record }: Props) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const rules = useFieldRules(def);
  const fields = useMemo(() => formFields(def, mode), [def, mode]);
  const readOnly = useMemo(() => readOnlyFields(def, mode), [def, mode]);
  // In the definition's order, the read-only ones among the inputs.
  const entries = useMemo(() => {
    const shown = new Set([...fields.map(([key]) => key), ...readOnly.keys()]);
    return Object.entries(def.fields).filter(([key]) => shown.has(key));
  }, [def, fields, readOnly]);
  const Addon = useAddon('form', def.formAddon);
  // Record rules (threshold xor interval) judged on the whole form, shown under each field they name.
  const recordRules = useMemo(
    () => Object.fromEntries(fields.map(([key]) => [key, recordRuleOf(def, key, i18n.language, () => form.getFieldsValue(true) as Record<string, unknown>, record)])),
    [def, fields, i18n.language, form, record],
  );
  // A status with declared transitions offers only the stored state and its next ones.
  const only = (key: string) => (mode === 'edit' && record && def.transitions?.field === key ? nextStates(def.transitions, record[key]) : undefined);
  const item = (key: string, field: FieldDef) => readOnly.has(key) ? <ReadOnlyItem key={key} def={def} name={key} field={field} record={record} /> : (
    <Col key={key} xs={24} md={isLongText(field) ? 24 : 12}>
      <Form.Item
        name={key}
        label={t(`${def.name}.fields.${key}`)}
        rules={[...rules[key], ...recordRules[key]]}
        dependencies={recordRuleDependencies(def, key)}
        // One message per field: the first rule it breaks (a short password broke two).
        validateFirst
        valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
        extra={field.help ? t(`${def.name}.help.${key}`) : undefined}
      >
        <FieldInput resource={def.name} name={key} field={field} only={only(key)} record={record} />
      </Form.Item>
    </Col>
  );
  // A field of a conditional group carries the group's condition (defineResource): the group
  // hides as a whole, and each field still settles like any conditional field.
  const render = (key: string, field: FieldDef) =>
    // the inputs a chosen record defines (a ticket category's extra fields), each its own item
    field.fieldsFrom && !readOnly.has(key) ? <DynamicFields key={key} resource={def.name} name={key} field={field} /> :
    field.visibleWhen && field.visibleWhen !== groupOf(def, key)?.visibleWhen ? (
      <WhenCondition key={key} condition={field.visibleWhen} record={record}>{item(key, field)}</WhenCondition>
    ) : (
      item(key, field)
    );
  return (
    <>
      {Addon && <Suspense fallback={null}><Addon def={def} mode={mode} record={record} /></Suspense>}
      <FieldGroups def={def} entries={entries} render={render} record={record} />
      <InlineChildren def={def} />
    </>
  );
}

/**
 * The fields set once that the edit form shows read-only: those the record returns, but not a
 * partition's field (its route says it).
 */
function readOnlyFields(def: ResourceDef, mode: FormMode): Map<string, FieldDef> {
  if (mode !== 'edit') return new Map();
  return new Map(setOnceFields(def).filter(([key, field]) => isReturned(field) && key !== def.partition?.field));
}

/** A field set once, on the edit form: its stored value in its kind's input, greyed, with a word why. */
function ReadOnlyItem({ def, name, field, record }: { def: ResourceDef; name: string; field: FieldDef; record?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const id = `${name}-readonly`;
  return (
    <Col xs={24} md={isLongText(field) ? 24 : 12}>
      <Form.Item label={t(`${def.name}.fields.${name}`)} htmlFor={id} extra={t('form.setOnce')} data-testid={`readonly-${name}`}>
        <FieldInput resource={def.name} name={name} field={field} id={id} value={toFormValue(field, record?.[name], timeZone)} checked={field.kind === 'boolean' ? Boolean(record?.[name]) : undefined} disabled />
      </Form.Item>
    </Col>
  );
}

/** Its children while the condition holds on the form's current values (else on the record). */
function WhenCondition({ condition, record, children }: { condition: RecordCondition; record?: Record<string, unknown>; children: ReactNode }) {
  // preserve: read the value even when the condition's own field is not an input of this form.
  const watched: unknown = Form.useWatch(condition.field, { preserve: true });
  const value = watched === undefined ? record?.[condition.field] : watched;
  return conditionHolds(condition, { [condition.field]: value }) ? children : null;
}
