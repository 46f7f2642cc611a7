import { useEffect, useState } from 'react';
import { Alert, Button, Form, Space } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '@console/metadata';
import { request } from '../../../platform/http';
import { languageOf } from '../../../platform/envelope';
import { addressIn, ADDRESS_TEXT_KEYS } from './address-value';
import { validationView, type AddressCheck } from './address-validation';

/**
 * The address widget's Validate (FieldDef.validateWith; 02 §3 validation status and result,
 * 02 §8's messages): sends the address as typed, with the form's values the definition names
 * (a carrier's service, for its advice), to the route named; shows the answer under the address — green when it
 * was verified (residential or commercial), orange with the validator's message otherwise, and
 * the validator's advice on a verified one — and keeps `validationStatus` and `validationResult` on
 * the address. A part changed afterwards drops them: the answer was about another address.
 */
export function AddressValidate({ name, field }: { name: string; field: FieldDef }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const value = Form.useWatch(name, { form, preserve: true }) as unknown;
  const [check, setCheck] = useState<{ parts: string; answer: AddressCheck } | undefined>();
  const [busy, setBusy] = useState(false);
  const parts = partsOf(value);
  const stale = Boolean(check && check.parts !== parts);

  useEffect(() => {
    if (!stale) return;
    setCheck(undefined);
    const { validationStatus: _s, validationResult: _r, ...rest } = addressIn(value) as unknown as Record<string, unknown>;
    form.setFieldValue(name, rest);
  }, [stale, value, form, name]);

  const validate = async () => {
    const config = field.validateWith!;
    const extra = Object.fromEntries((config.send ?? []).map((key) => [key, form.getFieldValue(key) as unknown]).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    const address = addressIn(value);
    setBusy(true);
    try {
      const answer = await request<AddressCheck>({ url: `/${config.url}`, method: 'post', data: { address: withoutChecks(address), ...extra } });
      setCheck({ parts: partsOf(address), answer });
      form.setFieldValue(name, { ...address, validationStatus: answer.status, validationResult: answer.result });
    } catch {
      // the request's failure was toasted
    } finally {
      setBusy(false);
    }
  };

  const view = check && !stale ? validationView(check.answer, languageOf(i18n.language)) : undefined;
  return (
    <Space direction="vertical" size={6} style={{ width: '100%', marginBottom: 8 }}>
      <Button size="small" icon={<SafetyCertificateOutlined />} loading={busy} onClick={() => void validate()} data-testid={`address-${name}-validate`}>
        {t('addressWidget.validate')}
      </Button>
      {view && (
        <Alert
          type={view.tone} showIcon data-testid={`address-${name}-validation`}
          message={t(view.title)} description={view.message}
        />
      )}
    </Space>
  );
}

/** The address's own parts as one string, to tell when it changed after a check. */
function partsOf(value: unknown): string {
  const a = addressIn(value) as unknown as Record<string, unknown>;
  return JSON.stringify([...ADDRESS_TEXT_KEYS.map((k) => a[k]), a.isResidential]);
}

function withoutChecks(address: ReturnType<typeof addressIn>): Record<string, unknown> {
  const { validationStatus: _s, validationResult: _r, ...rest } = address as unknown as Record<string, unknown>;
  return rest;
}
