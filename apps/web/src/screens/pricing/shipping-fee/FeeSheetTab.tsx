import { useMemo, useState } from 'react';
import { Alert, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, todayIn } from '@console/contracts';
import { translatePricingMessage } from '@console/pricing';
import { useTimeZone } from '../../../platform/use-session';
import { languageOf } from '../../../platform/envelope';
import { EngineError } from './EngineError';
import { FeeSheetGrid } from './FeeSheetGrid';
import { FeeSheetPickers } from './FeeSheetPickers';
import { noteCounts } from './fee-sheet-model';
import { levelReason, narrowPicks, sheetQuery, type SheetPicks } from './selection';
import { fetchFeeSheet, type CarrierInfo, type FeeSheet } from './shipping-fee-api';

/** Which level priced the sheet and why, its minimum charge, and how many cells the engine capped. */
function SheetHeader({ sheet, clientChosen }: { sheet: FeeSheet; clientChosen: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const notes = Object.entries(noteCounts(sheet));
  return (
    <Flex wrap gap={12} align="center" data-testid="sf-level">
      <Typography.Text strong>{t('shippingFee.pricedOn', { level: sheet.resolution.levelName })}</Typography.Text>
      <Typography.Text type="secondary">({t(levelReason(sheet.resolution.levelFrom, clientChosen))})</Typography.Text>
      <Tag>{t('shippingFee.minimumCharge', { amount: formatMoney(sheet.minimumCharge) })}</Tag>
      {notes.map(([note, count]) => <Tag key={note} color="orange">{t('shippingFee.noteCount', { note: translatePricingMessage(note, lang), count })}</Tag>)}
    </Flex>
  );
}

/**
 * What a client pays per service and zone under its level (or what a level charges): the engine's
 * base price of each weight range in each zone, beside cost and publish. Asked again whenever a
 * picker changes; a refusal ('Unable to fetch the fee details') is shown here, in either language.
 */
export function FeeSheetTab({ carriers }: { carriers: CarrierInfo[] | null }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [picks, setPicks] = useState<SheetPicks>(() => ({ by: 'client', residential: false, date: todayIn(timeZone) }));
  const change = (next: Partial<SheetPicks>) => setPicks((prev) => {
    const merged = { ...prev, ...next };
    return { ...merged, ...narrowPicks(carriers ?? [], merged) };
  });
  const query = useMemo(() => sheetQuery(picks), [picks]);
  const answer = useQuery({
    queryKey: ['shipping-fee', 'sheet', query],
    enabled: query !== null,
    staleTime: 30_000,
    queryFn: () => fetchFeeSheet(query!),
  });

  let body;
  if (!query) body = <Alert type="info" showIcon data-testid="sf-hint" message={t(picks.by === 'level' && picks.accountId !== undefined ? 'shippingFee.levelHint' : 'shippingFee.startHint')} />;
  else if (answer.isLoading || !answer.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!answer.data.ok) body = <EngineError testId="sf-error" message={answer.data.message} />;
  else {
    body = (
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <SheetHeader sheet={answer.data.data} clientChosen={query.clientId !== undefined} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('shippingFee.legend')}</Typography.Text>
        <FeeSheetGrid sheet={answer.data.data} />
        <Alert type="info" icon={<InfoCircleOutlined />} showIcon data-testid="sf-on-top" message={t('shippingFee.onTop')} />
      </Space>
    );
  }

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <FeeSheetPickers carriers={carriers} picks={picks} onChange={change} />
      {body}
    </Space>
  );
}
