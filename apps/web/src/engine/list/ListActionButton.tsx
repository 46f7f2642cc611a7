import { useState } from 'react';
import { Button, Form, Modal } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { CustomAction, ResourceDef } from '@console/metadata';
import { toastSuccess } from '../../platform/toast';
import { saidOf } from '../../platform/data-provider';
import type { ApiError } from '../../platform/envelope';
import { ActionInputForm } from './ActionInputForm';

interface Props {
  def: ResourceDef;
  action: CustomAction;
}

/**
 * A list action (`on: 'list'`, e.g. Create Transaction): a button next to Create that opens a
 * dialog with the action's inputs. Each opening draws one idempotency key, sent with every
 * submit of that dialog: a submit retried after a lost answer is recognised by the server,
 * while the next opening is a new request. Field errors show under their inputs.
 */
export function ListActionButton({ def, action }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: perform } = useCustomMutation();
  const invalidate = useInvalidate();
  const label = t(`${def.name}.actions.${action.name}`);
  const fields = Object.keys(action.input ?? {});

  const submit = async () => {
    // a refused form shows its messages under the fields; nothing to throw
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const answer = await perform({
        url: `/resources/${def.name}/actions/${action.name}`,
        method: 'post',
        values,
        config: { headers: { 'Idempotency-Key': key! } },
        meta: { fieldsShown: fields },
      });
      toastSuccess(saidOf(answer) ?? t('messages.actionDone', { action: label }));
      setKey(null);
      await invalidate({ resource: def.name, invalidates: ['list'] });
    } catch (error) {
      const errors = (error as Partial<ApiError>).errors ?? {};
      form.setFields(Object.entries(errors).filter(([field]) => fields.includes(field)).map(([name, message]) => ({ name, errors: [message] })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setKey(crypto.randomUUID())} data-testid={`list-action-${action.name}`}>{label}</Button>
      <Modal
        open={key !== null}
        title={label}
        okText={label}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setKey(null)}
        confirmLoading={busy}
        destroyOnHidden
        okButtonProps={{ 'data-testid': `confirm-${action.name}` } as Record<`data-${string}`, string>}
        width={560}
      >
        <ActionInputForm resource={def.name} action={action} form={form} question={action.confirm ? t(`${def.name}.confirms.${action.name}`) : undefined} />
      </Modal>
    </>
  );
}
