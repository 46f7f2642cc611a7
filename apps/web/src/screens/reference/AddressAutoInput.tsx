import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseAddress, translate, usZipInState } from '@console/contracts';
import { languageOf } from '../../platform/envelope';
import type { FormAddonProps } from '../../engine/addon-slots';

/**
 * The address form's auto-input (spec 01 §5): a pasted address — name, street, 'City, ST zip'
 * (comma or not before the zip, a state's code or name) and a phone number on their own lines —
 * fills the form's fields; a US zip code outside its state, pasted or typed, is warned about
 * (never refused). It runs parseAddress from libs/contracts, the function the API serves at /api/wms-user/addressBook/parse, so the rules
 * and messages are the same; nothing is sent until the user saves.
 */
export default function AddressAutoInput(_: FormAddonProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const form = Form.useFormInstance();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A US zip code of another state is said (not refused) for as long as the form holds it,
  // pasted or typed: the parser's own warning, judged on the live values.
  const country = Form.useWatch('countryCode', form) as string | undefined;
  const state = Form.useWatch('stateCode', form) as string | undefined;
  const zip = Form.useWatch('zipCode', form) as string | undefined;
  const outside = country === 'US' && typeof zip === 'string' && typeof state === 'string' && usZipInState(zip, state) === false;

  const fill = () => {
    const parsed = parseAddress(text);
    if (!parsed.ok) {
      setError(translate(parsed.error, lang));
      return;
    }
    setError(null);
    // A paste is a whole address block: its optional lines (company, unit) it does not carry are
    // emptied rather than left from an earlier paste; the e-mail, often typed apart, is kept.
    form.setFieldsValue({ company: undefined, addressLine2: undefined, ...parsed.address });
    // Show at once what the filled values still break (a 31-character street, say).
    void form.validateFields(Object.keys(parsed.address)).catch(() => undefined);
  };

  return (
    <Card size="small" title={t('addressAutoInput.title')} style={{ marginBottom: 16 }} data-testid="address-auto-input">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('addressAutoInput.placeholder')}
          data-testid="address-auto-input-text"
        />
        {error && <Alert type="error" showIcon message={error} data-testid="address-auto-input-error" />}
        {outside && (
          <Alert type="warning" showIcon message={translate('zipNotInState', lang, { zip: zip!.trim(), state: state!.trim() })} data-testid="address-auto-input-warning" />
        )}
        <Button onClick={fill} disabled={!text.trim()} data-testid="address-auto-input-fill">{t('addressAutoInput.fill')}</Button>
      </Space>
    </Card>
  );
}
