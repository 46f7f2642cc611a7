import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { todayIn } from '@console/contracts';
import { useTimeZone } from '../../../platform/use-session';
import { EngineError } from './EngineError';
import { QuotePackages } from './QuotePackages';
import { QuoteResult } from './QuoteResult';
import { QuoteShipmentFields } from './QuoteShipmentFields';
import { NEW_PACKAGE, quoteRequest, type QuoteValues } from './quote-request';
import { narrowPicks } from './selection';
import { fetchQuote, type CarrierInfo, type Outcome, type QuoteAnswer } from './shipping-fee-api';

/**
 * One shipment priced and explained line by line (`POST .../rate/quote`): the form on the left,
 * the zone, level, billable weights, lines and total on the right. Nothing is stored.
 */
export function QuoteTab({ carriers }: { carriers: CarrierInfo[] | null }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [form] = Form.useForm<QuoteValues>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ answer: Outcome<QuoteAnswer>; clientChosen: boolean } | null>(null);

  // A service outside the account's carrier, or a package type the service lacks, gives way.
  const onValuesChange = (changed: Partial<QuoteValues>) => {
    if (!('shippingAccountId' in changed) && !('carrierServiceId' in changed)) return;
    const picks = narrowPicks(carriers ?? [], {
      accountId: form.getFieldValue('shippingAccountId'), serviceId: form.getFieldValue('carrierServiceId'), packageType: form.getFieldValue('packageType'),
    });
    form.setFieldsValue({ carrierServiceId: picks.serviceId, packageType: picks.packageType });
  };

  const submit = async (values: QuoteValues) => {
    setSending(true);
    const answer = await fetchQuote(quoteRequest(values)).finally(() => setSending(false));
    setOutcome({ answer, clientChosen: Boolean(values.clientId) });
  };

  return (
    <Row gutter={32}>
      <Col xs={24} xl={12}>
        <Form<QuoteValues>
          form={form}
          layout="vertical"
          data-testid="sq-form"
          initialValues={{ residential: false, shipDate: dayjs(todayIn(timeZone)), packages: [{ ...NEW_PACKAGE }] }}
          onValuesChange={onValuesChange}
          onFinish={(values) => void submit(values)}
        >
          <QuoteShipmentFields carriers={carriers} />
          <QuotePackages />
          <Button type="primary" htmlType="submit" icon={<CalculatorOutlined />} loading={sending} data-testid="sq-submit" style={{ marginTop: 16 }}>
            {t('shippingFee.quote')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} xl={12}>
        {!outcome && <Alert type="info" showIcon data-testid="sq-hint" message={t('shippingFee.quoteHint')} />}
        {outcome && !outcome.answer.ok && <EngineError testId="sq-error" title={t('shippingFee.failed')} message={outcome.answer.message} />}
        {outcome?.answer.ok && <QuoteResult answer={outcome.answer.data} clientChosen={outcome.clientChosen} />}
      </Col>
    </Row>
  );
}
