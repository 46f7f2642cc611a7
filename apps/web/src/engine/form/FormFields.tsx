import { Suspense, useMemo, type ReactNode } from 'react';
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { conditionHolds, groupOf, nextStates, type FieldDef, type RecordCondition, type ResourceDef } from '@console/metadata';
import { formFields, type FormMode } from '../form-values';
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
 * The form items of a resource: typed fields only; on edit only those still editable. A
 * conditional field (`visibleWhen`) is shown only while its condition holds on the form's
 * values; hidden, it is not validated (so it is required only when shown) and not sent.
 */
export function FormFields({ def, mode, record }: Props) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const rules = useFieldRules(def);
  const fields = useMemo(() => formFields(def, mode), [def, mode]);
  const Addon = useAddon('form', def.formAddon);
  // Record rules (threshold xor interval) judged on the whole form, shown under each field they name.
  const recordRules = useMemo(
    () => Object.fromEntries(fields.map(([key]) => [key, recordRuleOf(def, key, i18n.language, () => form.getFieldsValue(true) as Record<string, unknown>, record)])),
    [def, fields, i18n.language, form, record],
  );
  // A status with declared transitions offers only the stored state and its next ones.
  const only = (key: string) => (mode === 'edit' && record && def.transitions?.field === key ? nextStates(def.transitions, record[key]) : undefined);
  const item = (key: string, field: FieldDef) => (
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
        <FieldInput resource={def.name} name={key} field={field} only={only(key)} />
      </Form.Item>
    </Col>
  );
  // A field of a conditional group carries the group's condition (defineResource): the group
  // hides as a whole, and each field still settles like any conditional field.
  const render = (key: string, field: FieldDef) =>
    // the inputs a chosen record defines (a ticket category's extra fields), each its own item
    field.fieldsFrom ? <DynamicFields key={key} resource={def.name} name={key} field={field} /> :
    field.visibleWhen && field.visibleWhen !== groupOf(def, key)?.visibleWhen ? (
      <WhenCondition key={key} condition={field.visibleWhen} record={record}>{item(key, field)}</WhenCondition>
    ) : (
      item(key, field)
    );
  return (
    <>
      {Addon && <Suspense fallback={null}><Addon def={def} mode={mode} record={record} /></Suspense>}
      <FieldGroups def={def} entries={fields} render={render} record={record} />
      <InlineChildren def={def} />
    </>
  );
}

/** Its children while the condition holds on the form's current values (else on the record). */
function WhenCondition({ condition, record, children }: { condition: RecordCondition; record?: Record<string, unknown>; children: ReactNode }) {
  // preserve: read the value even when the condition's own field is not an input of this form.
  const watched: unknown = Form.useWatch(condition.field, { preserve: true });
  const value = watched === undefined ? record?.[condition.field] : watched;
  return conditionHolds(condition, { [condition.field]: value }) ? children : null;
}
