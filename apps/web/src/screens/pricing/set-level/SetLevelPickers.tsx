import { useMemo } from 'react';
import { Flex, Segmented, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelPriceCard, pricingLevel } from '@console/resources';
import { PRICE_LIST_RULE, type CarrierInfo, type LevelRecord } from './set-level-api';

interface Props {
  levels: LevelRecord[] | null;
  carriers: CarrierInfo[] | null;
  levelId: number | undefined;
  serviceId: number | undefined;
  addressType: number;
  onLevel: (id: number) => void;
  onService: (id: number) => void;
  onAddressType: (value: number) => void;
}

/** Which prices are on the grid: the level, the service (by carrier, searchable) and the address type. */
export function SetLevelPickers({ levels, carriers, levelId, serviceId, addressType, onLevel, onService, onAddressType }: Props) {
  const { t } = useTranslation();
  const levelOptions = useMemo(() => (levels ?? []).map((level) => ({
    value: level.id,
    label: level.levelName,
    rule: level.defaultRule === PRICE_LIST_RULE ? null : t(`${pricingLevel.name}.options.defaultRule.${level.defaultRule}`),
  })), [levels, t]);
  const serviceOptions = useMemo(() => (carriers ?? []).map((carrier) => ({
    label: carrier.carrierName,
    title: carrier.carrierName,
    options: carrier.services.map((s) => ({ value: s.serviceId, label: s.serviceName, search: `${carrier.carrierName} ${s.serviceName} ${s.serviceCode}`.toLowerCase() })),
  })), [carriers]);
  const addressOptions = useMemo(() => (levelPriceCard.fields.addressType.options ?? []).map((o) => ({
    value: Number(o.value),
    label: t(`${levelPriceCard.name}.options.addressType.${o.value}`),
  })), [t]);

  return (
    <Flex wrap gap={24} align="flex-end">
      <Space direction="vertical" size={4}>
        <Typography.Text type="secondary">{t('setLevel.level')}</Typography.Text>
        <Select
          data-testid="pick-level"
          style={{ width: 260 }}
          loading={levels === null}
          placeholder={t('setLevel.chooseLevel')}
          value={levelId}
          onChange={onLevel}
          showSearch
          optionFilterProp="label"
          options={levelOptions}
          optionRender={(option) => (
            <Flex justify="space-between" gap={8}>
              <span>{option.data.label}</span>
              {option.data.rule && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{option.data.rule}</Typography.Text>}
            </Flex>
          )}
        />
      </Space>
      <Space direction="vertical" size={4}>
        <Typography.Text type="secondary">{t('setLevel.service')}</Typography.Text>
        <Select
          data-testid="pick-service"
          style={{ width: 320 }}
          loading={carriers === null}
          placeholder={t('setLevel.chooseService')}
          notFoundContent={t('setLevel.noServices')}
          value={serviceId}
          onChange={onService}
          showSearch
          filterOption={(input, option) => Boolean((option as { search?: string } | undefined)?.search?.includes(input.trim().toLowerCase()))}
          options={serviceOptions}
        />
      </Space>
      <Space direction="vertical" size={4}>
        <Typography.Text type="secondary">{t(`${levelPriceCard.name}.fields.addressType`)}</Typography.Text>
        <Segmented data-testid="pick-address" value={addressType} onChange={(v) => onAddressType(Number(v))} options={addressOptions} />
      </Space>
    </Flex>
  );
}
