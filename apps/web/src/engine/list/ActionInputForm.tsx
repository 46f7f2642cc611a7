import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomAction } from '@console/metadata';
import { FieldInput } from '../form/FieldInput';
import { antdRulesOf } from '../form-rules';

interface Props {
  resource: string;
  action: CustomAction;
  form: FormInstance;
  /** The question of the action's confirmation, shown above the inputs. */
  question?: string;
}

/**
 * What a custom action asks before it runs (a suspension's reason), inside its confirmation:
 * the declared `input` fields with the kinds' inputs and the same rules the API runs.
 */
export function ActionInputForm({ resource, action, form, question }: Props) {
  const { t } = useTranslation();
  const text = (key: string, params: Record<string, string | number>) => t(`messages.${key}`, params);
  return (
    <>
      {question ? <p>{question}</p> : null}
      {/* Named, so its inputs' ids (action-<name>_<field>) never repeat the filter bar's on the same page. */}
      <Form form={form} name={`action-${action.name}`} layout="vertical" preserve={false} data-testid={`action-input-${action.name}`}>
        {Object.entries(action.input ?? {}).map(([key, field]) => {
          const label = t(`${resource}.actionInputs.${action.name}.${key}`);
          return (
            <Form.Item key={key} name={key} label={label} rules={antdRulesOf(field, label, text)} extra={field.help ? t(`${resource}.help.${key}`) : undefined}>
              <FieldInput resource={resource} name={key} field={field} />
            </Form.Item>
          );
        })}
      </Form>
    </>
  );
}
