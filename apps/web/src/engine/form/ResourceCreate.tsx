import { useMemo } from 'react';
import { Form } from 'antd';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import type { ResourceScreenProps } from '../types';
import { useTimeZone } from '../../app/use-session';
import { createDefaults, formToApi } from '../form-values';
import { FormFields } from './FormFields';
import { ResourcePage } from '../page/ResourcePage';
import { ListButton, SaveButton } from '../page/PageButtons';

type Values = Record<string, unknown>;

/** The generated create form; leaving it with changes asks first (refine's unsaved-changes guard). */
export default function ResourceCreate({ def }: ResourceScreenProps) {
  const timeZone = useTimeZone();
  const { formProps, saveButtonProps, onFinish } = useForm<BaseRecord, HttpError, Values>({
    resource: def.name,
    action: 'create',
    warnWhenUnsavedChanges: true,
    redirect: 'list',
  });
  const initialValues = useMemo(() => createDefaults(def), [def]);

  return (
    <ResourcePage def={def} action="create" extra={<ListButton resource={def.name} />} footer={<SaveButton {...saveButtonProps} />}>
      <Form
        {...formProps}
        layout="vertical"
        initialValues={initialValues}
        // Rejections are shown by the data layer (toast) and by refine on the fields.
        onFinish={(values) => onFinish(formToApi(def, values, 'create', timeZone)).catch(() => undefined)}
      >
        <FormFields def={def} mode="create" />
      </Form>
    </ResourcePage>
  );
}
