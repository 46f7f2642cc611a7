import { useMemo } from 'react';
import { Form } from 'antd';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import type { ResourceScreenProps } from '../types';
import { useTimeZone } from '../../platform/use-session';
import { createDefaults, formToApi, parentShowPath, presetFromQuery } from '../form-values';
import { FormFields } from './FormFields';
import { ResourcePage } from '../page/ResourcePage';
import { inlineToApi } from '../child-values';
import { findDef } from '../../platform/catalogue';
import { ListButton, SaveButton } from '../page/PageButtons';
import { usePartitionValue, useScreenPaths } from '../paths';
import { useNavigate, useSearchParams } from 'react-router';

type Values = Record<string, unknown>;

/** The generated create form; leaving it with changes asks first (refine's unsaved-changes guard). */
export default function ResourceCreate({ def }: ResourceScreenProps) {
  const timeZone = useTimeZone();
  const paths = useScreenPaths(def);
  const navigate = useNavigate();
  const partitionValue = usePartitionValue(def);
  // A child's form opened from its parent's show page starts with the parent chosen (?planId=5)
  // and goes back to that page once saved.
  const [params] = useSearchParams();
  const preset = useMemo(() => presetFromQuery(def, params), [def, params]);
  const parentPage = parentShowPath(def, preset);
  const { formProps, saveButtonProps, onFinish } = useForm<BaseRecord, HttpError, Values>({
    resource: def.name,
    action: 'create',
    warnWhenUnsavedChanges: true,
    // A partition's list path holds its value (`list/WMS`): go there ourselves.
    redirect: def.partition || parentPage ? false : 'list',
    onMutationSuccess: parentPage ? () => navigate(parentPage) : def.partition ? () => navigate(paths.list) : undefined,
  });
  // On a partition's screen the value comes from the route, not from an input.
  const fixed = useMemo(() => (def.partition && partitionValue !== undefined ? { [def.partition.field]: partitionValue } : {}), [def, partitionValue]);
  // The partition value sits in the form's store too (it has no input): a field conditional on it
  // (a supplier's carrier, a billing group's clients) shows as on the record it will make.
  const initialValues = useMemo(() => ({ ...createDefaults(def), ...preset, ...fixed }), [def, preset, fixed]);

  return (
    <ResourcePage def={def} action="create" extra={<ListButton to={paths.list} />} footer={<SaveButton {...saveButtonProps} />}>
      <Form
        {...formProps}
        layout="vertical"
        initialValues={initialValues}
        // Rejections are shown by the data layer (toast) and by refine on the fields.
        onFinish={(values) => onFinish({ ...formToApi(def, { ...values, ...fixed }, 'create', timeZone), ...inlineToApi(def, values, findDef, timeZone), ...fixed }).catch(() => undefined)}
      >
        <FormFields def={def} mode="create" />
      </Form>
    </ResourcePage>
  );
}
