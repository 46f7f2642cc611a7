import { useEffect, useState } from 'react';
import { Button, Col, Empty, Form, Input, Row, Skeleton } from 'antd';
import { useWarnAboutChange } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { adminUser } from '@console/resources';
import { loadUserInfo } from '../../../app/auth-provider';
import { toastSuccess } from '../../../platform/toast';
import { FieldInput } from '../../../engine/form/FieldInput';
import { useFieldRules } from '../../../engine/form/use-field-rules';
import { toApiValue, toFormValue } from '../../../engine/form-values';
import { PROFILE_FIELDS } from '@console/contracts';
import { fetchProfile, saveProfile, type ProfileRecord } from './profile-api';
import { showFieldErrors } from './server-errors';

type Values = Record<string, unknown>;

// Labels, inputs and rules are the admin-user resource's own, so the profile validates exactly
// as the admin-user form and the API do (spec 01 §5).
const label = (key: string) => `${adminUser.name}.fields.${key}`;

function toForm(record: ProfileRecord): Values {
  const values: Values = { userName: record.userName };
  for (const key of PROFILE_FIELDS) values[key] = toFormValue(adminUser.fields[key], record[key]);
  return values;
}

/**
 * The editable part of My Profile. The record is kept in state, not in the query cache: saving
 * reloads afterLogin, and every session change clears that cache (platform/query-client.ts), which
 * would drop the form back to loading right after a save.
 */
export function ProfileForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const rules = useFieldRules(adminUser);
  const { setWarnWhen } = useWarnAboutChange();
  const [record, setRecord] = useState<ProfileRecord>();
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchProfile()
      .then((r) => live && setRecord(r))
      .catch(() => undefined) // the HTTP layer has said why
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const save = async (values: Values) => {
    if (!record) return;
    setSaving(true);
    try {
      const body = Object.fromEntries(PROFILE_FIELDS.map((key) => [key, toApiValue(adminUser.fields[key], values[key])]));
      const saved = await saveProfile({ ...body, version: record.version });
      setRecord(saved); // the next save sends the new version
      form.setFieldsValue(toForm(saved));
      setWarnWhen(false);
      toastSuccess(t('messages.saved'));
      // The header, the dashboard and date display read name and time zone from afterLogin.
      await loadUserInfo();
    } catch (e) {
      showFieldErrors(form, e, PROFILE_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  if (loading) return <Skeleton active />;
  if (!record) return <Empty />;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toForm(record)}
      onValuesChange={() => setWarnWhen(true)}
      onFinish={save}
      data-testid="profile-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="userName" label={t(label('userName'))}>
            <Input disabled />
          </Form.Item>
        </Col>
        {PROFILE_FIELDS.map((key) => (
          <Col key={key} xs={24} md={12}>
            <Form.Item name={key} label={t(label(key))} rules={rules[key]}>
              <FieldInput resource={adminUser.name} name={key} field={adminUser.fields[key]} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
        {t('buttons.save')}
      </Button>
    </Form>
  );
}
