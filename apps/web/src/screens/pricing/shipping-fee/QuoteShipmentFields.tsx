import { useMemo } from 'react';
import { Col, DatePicker, Form, Input, Row, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ratedShipment } from '@console/resources';
import { RelationSelect } from '../../../engine/form/RelationSelect';
import { accountOptions, serviceOf, servicesOf } from './selection';
import type { CarrierInfo } from './shipping-fee-api';

/** The shipment's facts in the quote form: client (optional), account, service, package type, ZIPs, address type, day. */
export function QuoteShipmentFields({ carriers }: { carriers: CarrierInfo[] | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const accountId = Form.useWatch<number | undefined>('shippingAccountId', form);
  const serviceId = Form.useWatch<number | undefined>('carrierServiceId', form);
  const accounts = useMemo(() => accountOptions(carriers ?? []), [carriers]);
  const services = useMemo(() => servicesOf(carriers ?? [], accountId).map((s) => ({ value: s.serviceId, label: s.serviceName })), [carriers, accountId]);
  const packageTypes = useMemo(
    () => (serviceOf(carriers ?? [], accountId, serviceId)?.packageTypes ?? []).map((p) => ({ value: p, label: p })),
    [carriers, accountId, serviceId],
  );
  const required = (label: string) => [{ required: true, message: t('messages.required', { field: label }) }];

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="clientId" label={t('shippingFee.client')}>
          <RelationSelect id="sq-client" resource={ratedShipment.name} name="clientId" field={ratedShipment.fields.clientId} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="shippingAccountId" label={t('shippingFee.account')} rules={required(t('shippingFee.account'))}>
          <Select id="sq-account" data-testid="sq-account" loading={carriers === null} placeholder={t('shippingFee.chooseAccount')} showSearch optionFilterProp="label" options={accounts} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="carrierServiceId" label={t('shippingFee.service')} rules={required(t('shippingFee.service'))}>
          <Select id="sq-service" data-testid="sq-service" placeholder={t('shippingFee.chooseService')} disabled={accountId === undefined} showSearch optionFilterProp="label" options={services} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="packageType" label={t('shippingFee.packageType')} rules={required(t('shippingFee.packageType'))}>
          <Select id="sq-package-type" data-testid="sq-package-type" disabled={!packageTypes.length} options={packageTypes} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="fromZip" label={t('shippingFee.fromZip')} rules={required(t('shippingFee.fromZip'))}>
          <Input id="sq-from" data-testid="sq-from" maxLength={10} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="toZip" label={t('shippingFee.toZip')} rules={required(t('shippingFee.toZip'))}>
          <Input id="sq-to" data-testid="sq-to" maxLength={10} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="residential" label={t('shippingFee.address')}
          getValueProps={(v: boolean) => ({ value: v ? 'residential' : 'commercial' })} normalize={(v: string) => v === 'residential'}
        >
          <Segmented data-testid="sq-address" options={[{ value: 'commercial', label: t('shippingFee.commercial') }, { value: 'residential', label: t('shippingFee.residential') }]} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="shipDate" label={t('shippingFee.shipDate')} rules={required(t('shippingFee.shipDate'))}>
          <DatePicker id="sq-date" data-testid="sq-date" format="MM/DD/YYYY" allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
