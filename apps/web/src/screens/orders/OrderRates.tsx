import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { conditionHolds } from '@console/metadata';
import type { ShowAddonProps } from '../../engine/addon-slots';
import { languageOf } from '../../platform/envelope';
import { useAccess } from '../../platform/use-session';
import { loadCarrierInfos, type CarrierInfo } from '../pricing/carrier-infos';
import { FeeLinesTable } from '../pricing/fee-lines/FeeLinesTable';
import { call } from '../pricing/shipping-fee/shipping-fee-api';
import { rateRows, type RateAnswer, type RateRow, type RateState } from './rates/rate-rows';

/**
 * Get Rate (02 §2) on a parcel order's page, compared across its shipping account's services:
 * the order's service is priced when the page opens, each other active service of the account's
 * carrier with one click (the action's `carrierServiceId`; the order is not changed). Each answer
 * is the quote's zone and total, its explained lines (the pricing screens' FeeLinesTable) for the
 * service chosen, or the message that says why there is no rate ('Get Rate is not supported for
 * non-US recipient countries', 'The address is incorrect, so the estimated rate and delivery time
 * cannot be calculated', no card for the service). Shown while Get Rate is offered.
 */
export default function OrderRates({ def, record }: ShowAddonProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const allowed = useAccess();
  const action = def.customActions?.find((a) => a.name === 'getRate');
  const offered = Boolean(action && allowed(def.name, action.name) && (!action.when || conditionHolds(action.when, record)));
  const [infos, setInfos] = useState<CarrierInfo[]>([]);
  const [states, setStates] = useState<Record<number, RateState>>({});
  const orderServiceId = Number(record.carrierServiceId);
  const [chosen, setChosen] = useState<number>(orderServiceId);

  const price = useCallback(async (serviceId: number) => {
    setChosen(serviceId);
    setStates((s) => ({ ...s, [serviceId]: { kind: 'loading' } }));
    const outcome = await call<RateAnswer>({
      url: `/resources/${def.name}/${String(record.id)}/actions/getRate`, method: 'post',
      data: serviceId === orderServiceId ? {} : { carrierServiceId: serviceId },
    });
    setStates((s) => ({ ...s, [serviceId]: outcome.ok ? { kind: 'answer', answer: outcome.data } : { kind: 'refused', message: outcome.message } }));
  }, [def.name, record.id, orderServiceId]);

  useEffect(() => {
    if (!offered) return;
    let live = true;
    void loadCarrierInfos().then((loaded) => live && setInfos(loaded), () => undefined);
    void price(orderServiceId);
    return () => { live = false; };
  }, [offered, price, orderServiceId]);

  const rows = useMemo(() => rateRows(infos, { carrier: Number(record.carrier), carrierServiceId: orderServiceId }, states, lang), [infos, record.carrier, orderServiceId, states, lang]);
  const columns = useMemo<TableColumnsType<RateRow>>(() => [
    {
      key: 'service', title: t('orderRates.service'),
      render: (_, r) => <Space size={4}>{r.serviceName}{r.isOrder && <Tag color="blue">{t('orderRates.orderService')}</Tag>}</Space>,
    },
    { key: 'zone', title: t('orderRates.zone'), width: 80, render: (_, r) => r.zone || '-' },
    {
      key: 'total', title: t('orderRates.total'), align: 'right', width: 320,
      render: (_, r) => r.message
        ? <Typography.Text type="danger" data-testid={`order-rate-message-${r.serviceId}`}>{r.message}</Typography.Text>
        : <Typography.Text strong data-testid={`order-rate-total-${r.serviceId}`}>{r.total || '-'}</Typography.Text>,
    },
    {
      key: 'price', title: '', width: 130,
      render: (_, r) => (
        <Button size="small" icon={<DollarOutlined />} loading={r.state === 'loading'} onClick={() => void price(r.serviceId)} data-testid={`order-rate-get-${r.serviceId}`}>
          {r.state === 'idle' ? t('orderRates.getRate') : t('orderRates.again')}
        </Button>
      ),
    },
  ], [t, price]);

  if (!offered) return null;
  const state = states[chosen];
  const answer = state?.kind === 'answer' ? state.answer : undefined;
  const chosenRow = rows.find((r) => r.serviceId === chosen);
  return (
    <Card size="small" title={t('orderRates.title')} data-testid="order-rates">
      <Typography.Paragraph type="secondary">{t('orderRates.help')}</Typography.Paragraph>
      <Table<RateRow>
        size="small" bordered rowKey="serviceId" pagination={false} columns={columns} dataSource={rows}
        data-testid="order-rates-table"
        rowClassName={(r) => (r.serviceId === chosen ? 'ant-table-row-selected' : '')}
        onRow={(r) => ({ onClick: () => r.state !== 'idle' && setChosen(r.serviceId) })}
        locale={{ emptyText: t('orderRates.noServices') }}
      />
      {chosenRow && state?.kind === 'refused' && (
        <Alert style={{ marginTop: 16 }} type="error" showIcon data-testid="order-rate-refused" message={chosenRow.serviceName} description={state.message[lang]} />
      )}
      {chosenRow && answer && !answer.ok && (
        <Alert style={{ marginTop: 16 }} type="error" showIcon data-testid="order-rate-failed" message={chosenRow.serviceName} description={chosenRow.message} />
      )}
      {chosenRow && answer?.ok && (
        <Space direction="vertical" size={8} style={{ width: '100%', marginTop: 16 }} data-testid="order-rate-lines">
          <Descriptions
            size="small" column={3}
            items={[
              { key: 'service', label: t('orderRates.service'), children: chosenRow.serviceName },
              { key: 'zone', label: t('orderRates.zone'), children: answer.zone },
              { key: 'total', label: t('orderRates.total'), children: <Typography.Text strong>{chosenRow.total}</Typography.Text> },
            ]}
          />
          <FeeLinesTable lines={answer.lines} total={answer.total} data-testid="order-rate-fee-lines" />
        </Space>
      )}
    </Card>
  );
}
