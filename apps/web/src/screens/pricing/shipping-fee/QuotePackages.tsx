import { Button, Flex, Form, InputNumber, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_PACKAGES } from '@console/pricing';
import { DIM_UNITS, NEW_PACKAGE, WEIGHT_UNITS } from './quote-request';

const SIDES = ['weight', 'length', 'width', 'height'] as const;

/** A number above 0, as typed (the API judges the rest: units, sizes, decimals). */
const positive = (message: string) => ({
  validator: (_: unknown, value: unknown) => (value !== null && value !== undefined && value !== '' && Number(value) > 0 ? Promise.resolve() : Promise.reject(new Error(message))),
});

/**
 * The shipment's packages, 1 to 20 rows: weight and its unit, length x width x height and their
 * unit. A number that is not above 0 turns its box red and the row says why.
 */
export function QuotePackages() {
  const { t } = useTranslation();
  const unit = (u: string) => ({ value: u, label: t(`shippingFee.units.${u}`) });
  const rule = [positive(t('shippingFee.positive'))];

  return (
    <Form.List name="packages">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="sq-packages">
          <Typography.Text>{t('shippingFee.packages')}</Typography.Text>
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <Flex key={field.key} gap={8} align="center" wrap data-testid={`sq-package-${index}`}>
                <Typography.Text type="secondary" style={{ width: 28 }}>{t('shippingFee.packageN', { n })}</Typography.Text>
                <Space.Compact>
                  <Form.Item name={[field.name, 'weight']} rules={rule} noStyle>
                    <InputNumber id={`sq-weight-${index}`} aria-label={t('shippingFee.weightOf', { n })} placeholder={t('shippingFee.weightPlaceholder')} stringMode controls={false} style={{ width: 96 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weightUnit']} noStyle>
                    <Select aria-label={t('shippingFee.weightUnitOf', { n })} options={WEIGHT_UNITS.map(unit)} style={{ width: 80 }} />
                  </Form.Item>
                </Space.Compact>
                <Space.Compact>
                  {(['length', 'width', 'height'] as const).map((side) => (
                    <Form.Item key={side} name={[field.name, side]} rules={rule} noStyle>
                      <InputNumber id={`sq-${side}-${index}`} aria-label={t(`shippingFee.${side}Of`, { n })} placeholder={t(`shippingFee.${side}`)} stringMode controls={false} style={{ width: 64 }} />
                    </Form.Item>
                  ))}
                  <Form.Item name={[field.name, 'dimUnit']} noStyle>
                    <Select aria-label={t('shippingFee.dimUnitOf', { n })} options={DIM_UNITS.map(unit)} style={{ width: 84 }} />
                  </Form.Item>
                </Space.Compact>
                <Button
                  type="text" icon={<DeleteOutlined />} aria-label={t('shippingFee.removePackage', { n })} data-testid={`sq-remove-${index}`}
                  disabled={fields.length <= 1} onClick={() => remove(field.name)}
                />
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldsError }) => {
                    const wrong = getFieldsError(SIDES.map((side) => ['packages', field.name, side])).some((f) => f.errors.length > 0);
                    return wrong ? <Typography.Text type="danger">{t('shippingFee.positive')}</Typography.Text> : null;
                  }}
                </Form.Item>
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          <div>
            <Button type="dashed" icon={<PlusOutlined />} data-testid="sq-add-package" disabled={fields.length >= MAX_PACKAGES} onClick={() => add({ ...NEW_PACKAGE })}>
              {fields.length >= MAX_PACKAGES ? t('shippingFee.maxPackages', { max: MAX_PACKAGES }) : t('shippingFee.addPackage')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
