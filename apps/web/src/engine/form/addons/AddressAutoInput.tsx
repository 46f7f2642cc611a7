import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseAddress, translate } from '@console/contracts';
import { languageOf } from '../../../app/envelope';
import type { FormAddonProps } from './index';

/**
 * The address form's auto-input (spec 01 §5): a pasted address — name, street, 'City, ST zip'
 * (comma or not before the zip, a state's code or name) and a phone number on their own lines —
 * fills the form's fields; a zip code outside its state is filled and warned about. It runs parseAddress from
 * libs/contracts, the function the API serves at /api/wms-user/addressBook/parse, so the rules
 * and messages are the same; nothing is sent until the user saves.
 */
export default function AddressAutoInput(_: FormAddonProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const form = Form.useFormInstance();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);

  const fill = () => {
    const parsed = parseAddress(text);
    if (!parsed.ok) {
      setError(translate(parsed.error, lang));
      setWarnings([]);
      return;
    }
    setError(null);
    // What was read but should be checked (a zip code of another state): filled, and said.
    setWarnings(parsed.warnings.map((w) => translate(w.message, lang, w.params)));
    form.setFieldsValue(parsed.address);
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
        {warnings.map((w) => <Alert key={w} type="warning" showIcon message={w} data-testid="address-auto-input-warning" />)}
        <Button onClick={fill} disabled={!text.trim()} data-testid="address-auto-input-fill">{t('addressAutoInput.fill')}</Button>
      </Space>
    </Card>
  );
}
