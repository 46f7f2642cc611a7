import { useMemo } from 'react';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';
import { formFields, type FormMode } from '../form-values';
import { FieldInput, isLongText } from './FieldInput';
import { useFieldRules } from './use-field-rules';

/** The form items of a resource: typed fields only; on edit only those still editable. */
export function FormFields({ def, mode }: { def: ResourceDef; mode: FormMode }) {
  const { t } = useTranslation();
  const rules = useFieldRules(def);
  const fields = useMemo(() => formFields(def, mode), [def, mode]);
  return (
    <Row gutter={24}>
      {fields.map(([key, field]) => (
        <Col key={key} xs={24} md={isLongText(field) ? 24 : 12}>
          <Form.Item
            name={key}
            label={t(`${def.name}.fields.${key}`)}
            rules={rules[key]}
            // One message per field: the first rule it breaks (a short password broke two).
            validateFirst
            valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
            extra={field.help ? t(`${def.name}.help.${key}`) : undefined}
          >
            <FieldInput resource={def.name} name={key} field={field} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
