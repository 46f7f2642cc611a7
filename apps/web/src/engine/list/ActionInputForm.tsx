import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomAction, FieldDef, ResourceDef } from '@console/metadata';
import { FieldInput } from '../form/FieldInput';
import { antdRulesOf, recordRuleDependencies, recordRuleOf, messageText } from '../form-rules';

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
  const { t, i18n } = useTranslation();
  // the rules over several inputs (inputRules) read as a definition's record rules over its fields
  const inputs = { fields: action.input ?? {}, recordRules: action.inputRules } as unknown as ResourceDef;
  const text = messageText(t, i18n.language);
  return (
    <>
      {question ? <p>{question}</p> : null}
      {/* Named, so its inputs' ids (action-<name>_<field>) never repeat the filter bar's on the same page. */}
      <Form form={form} name={`action-${action.name}`} layout="vertical" preserve={false} data-testid={`action-input-${action.name}`}>
        {askedInputs(action).map(([key, field]) => {
          const label = t(`${resource}.actionInputs.${action.name}.${key}`);
          return (
            <Form.Item
              key={key} name={key} label={label}
              rules={[...antdRulesOf(field, label, text), ...recordRuleOf(inputs, key, i18n.language, () => form.getFieldsValue())]}
              dependencies={recordRuleDependencies(inputs, key)}
              extra={field.help ? t(`${resource}.help.${key}`) : undefined}>
              <FieldInput resource={resource} name={key} field={field} />
            </Form.Item>
          );
        })}
      </Form>
    </>
  );
}

/**
 * The inputs the dialog asks: an input with `form: false` is one a screen sends itself (Get
 * Rate's other service, from the order's rate panel), taken by the API but never asked.
 */
export function askedInputs(action: CustomAction): Array<[string, FieldDef]> {
  return Object.entries(action.input ?? {}).filter(([, field]) => field.form !== false);
}
