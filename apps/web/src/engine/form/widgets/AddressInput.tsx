import { useEffect, type ReactNode } from 'react';
import { Checkbox, Col, Form, Input, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';
import CountrySelect from './CountrySelect';
import { StateOfCountry } from './StateSelect';
import { CityOfState } from './CitySelect';
import { addressIn, addressLines, isAddressShaped, type AddressValue } from './address-value';
import { AddressValidate } from './AddressValidate';
import { validationView } from './address-validation';

/** The parts the address form requires (02 §5 Address form: zip, city, address and country). */
const REQUIRED: ReadonlyArray<keyof AddressValue> = ['addressLine1', 'city', 'zipCode', 'countryCode'];

/**
 * A 02 §3 Address held in one json field (a parcel order's recipient and sender) as a compact
 * sub-form: name, company, the two street lines, country (the reference list), state (that
 * country's states), city (that state's cities, or typed), zip, phone, e-mail and the
 * residential flag. Each part is a form item of its own under the field (`recipient.phone`), so
 * the form's value stays the object the API takes and the server's per-part errors land under
 * the part they name. A value missing parts is completed once (addressIn), without counting as
 * a change. On a show page: the address as a label reads it, a few lines.
 */
export default function AddressInput({ id, value, name, field, resource, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  if (readOnly) {
    const lines = addressLines(value);
    // the validation kept on the address (02 §3 status and result), when it was validated
    const kept = addressIn(value) as unknown as { validationStatus?: unknown; validationResult?: unknown };
    const checked = typeof kept.validationStatus === 'number' ? validationView({ status: kept.validationStatus, result: Number(kept.validationResult) }, 'en') : undefined;
    return (
      <div data-testid={`address-${name}`}>
        {lines.map((line, i) => <div key={i}>{line}</div>)}
        {addressIn(value).isResidential && <Tag style={{ marginTop: 4 }}>{t('addressWidget.isResidential')}</Tag>}
        {checked !== undefined && <Tag color={checked.tone === 'success' ? 'green' : 'orange'} style={{ marginTop: 4 }} data-testid={`address-${name}-checked`}>{t(checked.title)}</Tag>}
        {!lines.length && '-'}
      </div>
    );
  }
  return <AddressForm id={id} value={value} name={name} field={field} resource={resource} />;
}

function AddressForm({ id, value, name, field, resource }: WidgetProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const country = Form.useWatch([name, 'countryCode'], { preserve: true }) as string | undefined;
  const state = Form.useWatch([name, 'stateCode'], { preserve: true }) as string | undefined;
  const missing = value === undefined || value === null || value === '';
  useEffect(() => {
    // every part present from the start (setFieldValue: not a change the user made)
    if (missing ? field.required : !isAddressShaped(value)) form.setFieldValue(name, addressIn(value));
  }, [form, name, value, missing, field.required]);
  const part = (key: keyof AddressValue, input: ReactNode, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item
        name={[name, key]}
        label={t(`addressWidget.${key}`)}
        required={Boolean(field.required) && REQUIRED.includes(key)}
        valuePropName={key === 'isResidential' ? 'checked' : 'value'}
        style={{ marginBottom: 8 }}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const text = (maxLength: number) => <Input maxLength={maxLength} placeholder={t('form.input')} />;
  return (
    <div id={id} data-testid={`address-${name}`}>
      <Row gutter={12}>
        {part('name', text(64), 8)}
        {part('company', text(64), 8)}
        {part('countryCode', <CountrySelect resource={resource} name={name} field={field} />, 8)}
        {part('addressLine1', text(64))}
        {part('addressLine2', text(64))}
        {part('stateCode', <StateOfCountry country={country} />, 8)}
        {part('city', <CityOfState country={country} state={state} />, 8)}
        {part('zipCode', text(16), 8)}
        {part('phone', text(20), 8)}
        {part('email', text(128), 8)}
        {part('isResidential', <Checkbox />, 8)}
      </Row>
      {field.validateWith && <AddressValidate name={name} field={field} />}
    </div>
  );
}
