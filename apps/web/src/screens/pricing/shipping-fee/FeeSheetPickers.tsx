import { useMemo } from 'react';
import { DatePicker, Flex, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ratedShipment } from '@console/resources';
import { RelationSelect } from '../../../engine/form/RelationSelect';
import { Labelled } from './Labelled';
import { accountOptions, serviceOf, servicesOf, type SheetPicks } from './selection';
import { packageTypeLabel } from '../package-type-label';
import type { CarrierInfo } from './shipping-fee-api';

interface Props {
  carriers: CarrierInfo[] | null;
  picks: SheetPicks;
  onChange: (next: Partial<SheetPicks>) => void;
}

/**
 * Whose fee sheet (a client — none for the default level — or a level), on which account,
 * service, package type and address type, on which day. Clients and levels are picked through
 * the rated shipments' lookups (the same right as this page's records).
 */
export function FeeSheetPickers({ carriers, picks, onChange }: Props) {
  const { t } = useTranslation();
  const accounts = useMemo(() => accountOptions(carriers ?? []), [carriers]);
  const services = useMemo(() => servicesOf(carriers ?? [], picks.accountId).map((s) => ({ value: s.serviceId, label: s.serviceName })), [carriers, picks.accountId]);
  const packageTypes = useMemo(
    () => (serviceOf(carriers ?? [], picks.accountId, picks.serviceId)?.packageTypes ?? []).map((p) => ({ value: p, label: packageTypeLabel(t, p) })),
    [carriers, picks.accountId, picks.serviceId, t],
  );

  return (
    <Flex wrap gap={16} align="flex-end" data-testid="sf-pickers">
      <Labelled label={t('shippingFee.pricedFor')}>
        <Segmented
          data-testid="sf-by"
          value={picks.by}
          onChange={(by) => onChange({ by: by as SheetPicks['by'] })}
          options={[{ value: 'client', label: t('shippingFee.by.client') }, { value: 'level', label: t('shippingFee.by.level') }]}
        />
      </Labelled>
      {picks.by === 'client' ? (
        <Labelled label={t('shippingFee.client')}>
          <RelationSelect
            id="sf-client" resource={ratedShipment.name} name="clientId" field={ratedShipment.fields.clientId} style={{ width: 260 }}
            value={picks.clientId} onChange={(v) => onChange({ clientId: v === undefined || v === null ? undefined : Number(v) })}
          />
        </Labelled>
      ) : (
        <Labelled label={t('shippingFee.level')}>
          <RelationSelect
            id="sf-level" resource={ratedShipment.name} name="pricingLevelId" field={ratedShipment.fields.pricingLevelId} style={{ width: 220 }}
            value={picks.levelId} onChange={(v) => onChange({ levelId: v === undefined || v === null ? undefined : Number(v) })}
          />
        </Labelled>
      )}
      <Labelled label={t('shippingFee.account')}>
        <Select
          id="sf-account" data-testid="sf-account" style={{ width: 200 }} loading={carriers === null} placeholder={t('shippingFee.chooseAccount')}
          showSearch optionFilterProp="label" options={accounts} value={picks.accountId} onChange={(accountId: number) => onChange({ accountId })}
        />
      </Labelled>
      <Labelled label={t('shippingFee.service')}>
        <Select
          id="sf-service" data-testid="sf-service" style={{ width: 230 }} placeholder={t('shippingFee.chooseService')} disabled={picks.accountId === undefined}
          showSearch optionFilterProp="label" options={services} value={picks.serviceId} onChange={(serviceId: number) => onChange({ serviceId })}
        />
      </Labelled>
      <Labelled label={t('shippingFee.packageType')}>
        <Select
          id="sf-package-type" data-testid="sf-package-type" style={{ width: 190 }} disabled={!packageTypes.length}
          options={packageTypes} value={picks.packageType} onChange={(packageType: string) => onChange({ packageType })}
        />
      </Labelled>
      <Labelled label={t('shippingFee.address')}>
        <Segmented
          data-testid="sf-address"
          value={picks.residential ? 'residential' : 'commercial'}
          onChange={(v) => onChange({ residential: v === 'residential' })}
          options={[{ value: 'commercial', label: t('shippingFee.commercial') }, { value: 'residential', label: t('shippingFee.residential') }]}
        />
      </Labelled>
      <Labelled label={t('shippingFee.date')}>
        <DatePicker
          id="sf-date" data-testid="sf-date" format="MM/DD/YYYY" allowClear={false} style={{ width: 140 }}
          value={dayjs(picks.date)} onChange={(d) => d && onChange({ date: d.format('YYYY-MM-DD') })}
        />
      </Labelled>
    </Flex>
  );
}
