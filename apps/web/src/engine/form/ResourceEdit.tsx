import { useMemo, useState } from 'react';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import type { ResourceScreenProps } from '../types';
import { useTimeZone } from '../../platform/use-session';
import { formToApi, recordToForm } from '../form-values';
import { FormFields } from './FormFields';
import { ResourcePage } from '../page/ResourcePage';
import { inlineToApi, inlineToForm } from '../child-values';
import { findDef } from '../../platform/catalogue';
import { ListButton, SaveButton } from '../page/PageButtons';
import { useScreenPaths } from '../paths';
import { RecordNotFound } from '../show/RecordNotFound';
import { useRecordState } from '../show/record-state';
import { useWorkLock } from './use-work-lock';
import { saidOf } from '../../platform/data-provider';
import { toastWarning } from '../../platform/toast';
import { asksForChoice, withChoice, type AskedChoice } from './save-choices';
import { SaveChoiceModal } from './SaveChoiceModal';

type Values = Record<string, unknown>;

/**
 * The generated edit form. It sends the version of the record it loaded, so a record changed
 * by someone else meanwhile answers 409 'The page information has expired…' instead of being
 * overwritten. A record that cannot be had shows the not-found state, never an empty form.
 * A definition with `workLock` holds the record's work lock while the form is open; when
 * another user holds it the form says so and Save is disabled. A definition with `saveChoices`
 * may be asked for one by the server (409 `choiceRequired`): a dialog offers them, and the save is
 * sent again with the choice; what a save says beside its record (a replacement that failed) is
 * shown as a warning.
 * The fields appear once the record has loaded: refine resets the form when the record arrives,
 * so anything typed into fields shown earlier would be silently replaced by the stored values.
 */
export default function ResourceEdit({ def }: ResourceScreenProps) {
  const { id } = useParams();
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [lockAttempt, setLockAttempt] = useState(0);
  const lock = useWorkLock(def.name, id, Boolean(def.workLock), lockAttempt);
  const blocked = lock.kind === 'taken' || lock.kind === 'acquiring';
  const paths = useScreenPaths(def);
  const navigate = useNavigate();
  const { formProps, saveButtonProps, onFinish, query, formLoading } = useForm<BaseRecord, HttpError, Values>({
    resource: def.name,
    action: 'edit',
    id,
    warnWhenUnsavedChanges: true,
    // A partition's list path holds its value (`list/WMS`): go there ourselves.
    redirect: def.partition ? false : 'list',
    onMutationSuccess: def.partition ? () => navigate(paths.list) : undefined,
    // The not-found state tells a missing record; useRecordState toasts any other failure.
    queryMeta: { suppressErrors: true },
  });
  const [asked, setAsked] = useState<AskedChoice | null>(null);
  const [choosing, setChoosing] = useState(false);
  const save = (payload: Values) => onFinish(payload).then((answer) => {
    const said = saidOf(answer);
    if (said) toastWarning(said);
  }, (error: unknown) => {
    if (asksForChoice(def, error)) setAsked({ message: error.message, payload });
  });
  const choose = (value: string) => {
    if (!asked) return;
    setChoosing(true);
    void save(withChoice(asked.payload, value)).finally(() => {
      setChoosing(false);
      setAsked(null);
    });
  };
  const state = useRecordState(query);
  const record = query?.data?.data;
  const initialValues = useMemo(
    () => (record ? { ...recordToForm(def, record, timeZone), ...inlineToForm(def, record, findDef, timeZone) } : undefined),
    [def, record, timeZone],
  );

  if (state === 'missing' || state === 'failed') {
    return <RecordNotFound def={def} action="edit" onRetry={state === 'failed' ? () => void query?.refetch() : undefined} />;
  }
  return (
    <ResourcePage
      def={def}
      action="edit"
      loading={formLoading}
      extra={<ListButton to={paths.list} />}
      footer={<SaveButton {...saveButtonProps} disabled={blocked || saveButtonProps.disabled} />}
    >
      {lock.kind === 'taken' && (
        <Alert
          type="warning"
          showIcon
          data-testid="work-lock-taken"
          style={{ marginBottom: 16 }}
          message={t('workLock.taken')}
          description={<>{lock.message} {t('workLock.takenHelp')}</>}
          action={<Button size="small" onClick={() => setLockAttempt((n) => n + 1)}>{t('workLock.retry')}</Button>}
        />
      )}
      {record ? (
        <Form
          {...formProps}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => void save({ ...formToApi(def, values, 'edit', timeZone, record), ...inlineToApi(def, values, findDef, timeZone), version: record.version })}
        >
          <FormFields def={def} mode="edit" record={record} />
        </Form>
      ) : (
        <div data-testid="edit-form-loading"><Skeleton active paragraph={{ rows: 6 }} /></div>
      )}
      <SaveChoiceModal def={def} asked={asked} busy={choosing} onChoose={choose} onBack={() => setAsked(null)} />
    </ResourcePage>
  );
}
