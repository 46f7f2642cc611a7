import { useMemo } from 'react';
import { App, Form, Typography } from 'antd';
import { useCustomMutation, useDelete, useInvalidate, type BaseRecord } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isListAction, type ActionIcon, type RecordCondition, type ResourceDef } from '@console/metadata';
import { useAccess, useTimeZone } from '../../platform/use-session';
import { toastSuccess } from '../../platform/toast';
import { saidOf } from '../../platform/data-provider';
import { confirmTexts } from '../../platform/confirm';
import { screenPaths, usePartitionValue, useScreenPaths } from '../paths';
import { ActionInputForm, askedInputs } from './ActionInputForm';
import { formatValue } from '../format-value';
import { getCatalogue } from '../../platform/catalogue';
import { relatedLists } from './related-lists';

export interface RowAction {
  key: string;
  label: string;
  danger?: boolean;
  /** A custom action's icon in a list row (CustomAction.icon). */
  icon?: ActionIcon;
  /** Offered on this record? (a custom action's `when`); absent: always. */
  offeredOn?: (record: BaseRecord) => boolean;
  run: (record: BaseRecord) => void;
}

/** A metadata condition (`deleteWhen`, an action's `when`) as a test of one record; none: always. */
function offeredWhen(when: RecordCondition | undefined): RowAction['offeredOn'] {
  return when ? (record) => when.in.includes(record[when.field] as string | number | boolean) : undefined;
}

/**
 * The actions a row offers, in order View, Edit, Delete, then custom actions; each only when
 * the resource declares it and the user may do it. Built once per list, not per row.
 */
export function useRowActions(def: ResourceDef): RowAction[] {
  const { t } = useTranslation();
  const allowed = useAccess();
  const navigate = useNavigate();
  const paths = useScreenPaths(def);
  const partitionValue = usePartitionValue(def);
  const { modal } = App.useApp();
  const { mutateAsync: remove } = useDelete();
  const { mutateAsync: perform } = useCustomMutation();
  const invalidate = useInvalidate();
  const [inputForm] = Form.useForm();
  const timeZone = useTimeZone();

  return useMemo(() => {
    const actions: RowAction[] = [];
    // On a named list across a partition's values (My Follow), a row opens on its own value's screens.
    const pathsOf = (record: BaseRecord) => (def.partition && partitionValue === undefined ? screenPaths(def, String(record[def.partition.field])) : paths);
    // What a confirmation names: the record's title field, else '<singular> #<id>'.
    const titleOf = (record: BaseRecord) =>
      (def.titleField && record[def.titleField] != null ? String(record[def.titleField]) : '') || `${t(`${def.name}.singular`)} #${record.id}`;
    /**
     * An action that says what it did (its definition's `done`, filled by the API: '$500.00 added
     * to Acme Apparel LLC') is toasted in those words. One that changes the record answers the
     * record (toast only). One that produces something to hand on, like a reset password, answers
     * other fields: shown once, here.
     */
    const showActionAnswer = (label: string, data: BaseRecord | undefined, said?: string) => {
      if (said) {
        toastSuccess(said);
        return;
      }
      const extra = data && !('version' in data)
        ? Object.entries(data).filter(([key]) => def.fields[key] && data[key] != null)
        : [];
      if (extra.length === 0) {
        toastSuccess(t('messages.actionDone', { action: label }));
        return;
      }
      // A link (a proxy login's landing page) opens in a new tab; a time is shown in the user's zone.
      modal.info({
        title: label,
        width: 560,
        content: extra.map(([key, value]) => (
          <p key={key} style={{ margin: '4px 0', wordBreak: 'break-all' }} data-testid={`action-answer-${key}`}>
            {t(`${def.name}.fields.${key}`)}:{' '}
            {/^https?:\/\//.test(String(value))
              ? <Typography.Link href={String(value)} target="_blank" rel="noreferrer" copyable>{String(value)}</Typography.Link>
              : <Typography.Text copyable code>{formatValue(key, def.fields[key], value, { t, resource: def.name, timeZone })}</Typography.Text>}
          </p>
        )),
      });
    };
    if (allowed(def.name, 'show')) {
      actions.push({ key: 'show', label: t('buttons.show'), run: (r) => navigate(pathsOf(r).show(r.id!)) });
    }
    if (allowed(def.name, 'edit')) {
      actions.push({ key: 'edit', label: t('buttons.edit'), offeredOn: offeredWhen(def.editWhen), run: (r) => navigate(pathsOf(r).edit(r.id!)) });
    }
    if (allowed(def.name, 'delete')) {
      actions.push({
        key: 'delete',
        label: t('buttons.delete'),
        danger: true,
        offeredOn: offeredWhen(def.deleteWhen),
        run: (r) =>
          modal.confirm({
            ...confirmTexts(t, t('buttons.delete'), titleOf(r), def.deleteConfirm ? t(`${def.name}.deleteConfirm`) : t('table.deleteConfirm')),
            okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
            // The version it saw: a record changed meanwhile answers 409 instead of vanishing.
            onOk: () => remove({ resource: def.name, id: r.id!, meta: { version: r.version } }).catch(() => undefined),
          }),
      });
    }
    for (const action of def.customActions ?? []) {
      if (isListAction(action) || !allowed(def.name, action.name)) continue;
      const label = t(`${def.name}.actions.${action.name}`);
      // The version the screen saw travels along: a record changed meanwhile answers 409.
      const execute = (r: BaseRecord, input: Record<string, unknown> = {}) =>
        perform({ url: `/resources/${def.name}/${r.id}/actions/${action.name}`, method: 'post', values: { ...input, version: r.version } })
          .then(async (answer) => {
            showActionAnswer(label, answer.data, saidOf(answer));
            // what the action changed beside the record: its listed children, or a child row's parent and siblings
            await Promise.all(relatedLists(def, getCatalogue() ?? []).map((resource) => invalidate({ resource, invalidates: ['all'] })));
            return invalidate({ resource: def.name, invalidates: ['list', 'detail'], id: r.id });
          });
      // An action that asks for input (a reason) stays open until its form is valid and it ran.
      const askAndRun = (r: BaseRecord) => {
        inputForm.resetFields();
        // `.then` makes antd keep a refused OK to itself: the dialog stays open with the fields'
        // messages, and no uncaught rejection reaches the page
        void modal.confirm({
          ...confirmTexts(t, label, titleOf(r), ''),
          content: <ActionInputForm resource={def.name} action={action} form={inputForm} question={action.confirm ? t(`${def.name}.confirms.${action.name}`) : undefined} />,
          okButtonProps: { 'data-testid': `confirm-${action.name}` },
          onOk: () => inputForm.validateFields().then((values: Record<string, unknown>) => execute(r, values)),
        }).then(() => undefined, () => undefined);
      };
      actions.push({
        key: action.name,
        label,
        icon: action.icon,
        offeredOn: offeredWhen(action.when),
        run: (r) =>
          askedInputs(action).length
            ? askAndRun(r)
            : action.confirm
            ? modal.confirm({
              ...confirmTexts(t, label, titleOf(r), t(`${def.name}.confirms.${action.name}`)),
              okButtonProps: { 'data-testid': `confirm-${action.name}` },
              onOk: () => execute(r).catch(() => undefined),
            })
            : void execute(r).catch(() => undefined),
      });
    }
    return actions;
  }, [def, allowed, t, navigate, paths, partitionValue, modal, remove, perform, invalidate, inputForm, timeZone]);
}
