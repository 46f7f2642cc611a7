import { useMemo } from 'react';
import { Form } from 'antd';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useParams } from 'react-router';
import type { ResourceScreenProps } from '../types';
import { useTimeZone } from '../../app/use-session';
import { formToApi, recordToForm } from '../form-values';
import { FormFields } from './FormFields';
import { ResourcePage } from '../page/ResourcePage';
import { ListButton, SaveButton } from '../page/PageButtons';
import { RecordNotFound } from '../show/RecordNotFound';
import { useRecordState } from '../show/record-state';

type Values = Record<string, unknown>;

/**
 * The generated edit form. It sends the version of the record it loaded, so a record changed
 * by someone else meanwhile answers 409 'The page information has expired…' instead of being
 * overwritten. A record that cannot be had shows the not-found state, never an empty form.
 */
export default function ResourceEdit({ def }: ResourceScreenProps) {
  const { id } = useParams();
  const timeZone = useTimeZone();
  const { formProps, saveButtonProps, onFinish, query, formLoading } = useForm<BaseRecord, HttpError, Values>({
    resource: def.name,
    action: 'edit',
    id,
    warnWhenUnsavedChanges: true,
    redirect: 'list',
    // The not-found state tells a missing record; useRecordState toasts any other failure.
    queryMeta: { suppressErrors: true },
  });
  const state = useRecordState(query);
  const record = query?.data?.data;
  const initialValues = useMemo(() => (record ? recordToForm(def, record, timeZone) : undefined), [def, record, timeZone]);

  if (state === 'missing' || state === 'failed') {
    return <RecordNotFound def={def} action="edit" onRetry={state === 'failed' ? () => void query?.refetch() : undefined} />;
  }
  return (
    <ResourcePage
      def={def}
      action="edit"
      loading={formLoading}
      extra={<ListButton resource={def.name} />}
      footer={<SaveButton {...saveButtonProps} />}
    >
      <Form
        {...formProps}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => onFinish({ ...formToApi(def, values, 'edit', timeZone, record), version: record?.version }).catch(() => undefined)}
      >
        <FormFields def={def} mode="edit" record={record} />
      </Form>
    </ResourcePage>
  );
}
