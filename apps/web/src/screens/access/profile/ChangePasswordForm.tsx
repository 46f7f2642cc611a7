import { useMemo, useState } from 'react';
import { App, Button, Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useLogout, useWarnAboutChange } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { adminUser } from '@console/resources';
import { antdRulesOf, messageText } from '../../../engine/form-rules';
import { PASSWORD_FIELDS, changePassword, type PasswordChange } from './profile-api';
import { showFieldErrors } from './server-errors';

const AUTOCOMPLETE = { currentPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' } as const;

/**
 * Current, new and confirmed password (spec 01 §5). The new one follows the admin-user password
 * rule (`adminPassword`: 8+ characters with a letter and a number), taken from that field's
 * definition. The server ends every session on success, so the user is told to sign in again
 * and, once they close the notice, signed out here too and sent to /login.
 */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const { modal } = App.useApp();
  const { mutate: logout } = useLogout();
  const { setWarnWhen } = useWarnAboutChange();
  const [busy, setBusy] = useState(false);

  const rules = useMemo<Record<keyof PasswordChange, Rule[]>>(() => {
    const label = (key: keyof PasswordChange) => t(`profile.${key}`);
    const required = (key: keyof PasswordChange): Rule => ({ required: true, message: t('messages.required', { field: label(key) }) });
    const text = messageText(t, i18n.language);
    return {
      currentPassword: [required('currentPassword')],
      newPassword: antdRulesOf(adminUser.fields.password, label('newPassword'), text),
      confirmPassword: [
        required('confirmPassword'),
        ({ getFieldValue }) => ({
          validator: (_rule, value) =>
            !value || value === getFieldValue('newPassword')
              ? Promise.resolve()
              : Promise.reject(new Error(t('messages.passwordsMustMatch'))),
        }),
      ],
    };
  }, [t, i18n.language]);

  const submit = async (values: PasswordChange) => {
    setBusy(true);
    try {
      await changePassword(values);
    } catch (e) {
      showFieldErrors(form, e, PASSWORD_FIELDS);
      setBusy(false);
      return;
    }
    // Nothing left to save: this session is over. Leaving must not ask about unsaved data.
    setWarnWhen(false);
    modal.success({
      title: t('profile.changePassword'),
      content: t('messages.passwordChanged'),
      keyboard: false,
      afterClose: () => logout(),
    });
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="change-password-form">
      <Row gutter={24}>
        {PASSWORD_FIELDS.map((key) => (
          <Col key={key} xs={24} md={8}>
            <Form.Item
              name={key}
              label={t(`profile.${key}`)}
              rules={rules[key]}
              // One message per fault: 'abc1' breaks both the length and the password rule.
              validateFirst
              dependencies={key === 'confirmPassword' ? ['newPassword'] : undefined}
            >
              <Input.Password autoComplete={AUTOCOMPLETE[key]} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
