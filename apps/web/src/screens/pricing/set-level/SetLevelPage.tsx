import { useEffect, useState, type KeyboardEvent } from 'react';
import { Alert, App, Button, Empty, Flex, Spin, Tabs, Tag, Tooltip } from 'antd';
import { CheckCircleFilled, SaveOutlined } from '@ant-design/icons';
import { useWarnAboutChange } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, todayIn } from '@console/contracts';
import type { PageDef } from '@console/metadata';
import { levelPriceCard, pricingLevel } from '@console/resources';
import { useAccess, useTimeZone } from '../../../platform/use-session';
import { ResourcePage } from '../../../engine/page/ResourcePage';
import { PRICE_LIST_RULE } from './set-level-api';
import { resolveSelection } from './set-level-selection';
import { usePickerData, useServiceCards } from './use-set-level-data';
import { useCardEditor } from './use-card-editor';
import { useCardSave } from './use-card-save';
import { SetLevelPickers } from './SetLevelPickers';
import { packageTypeLabel } from '../package-type-label';
import { LevelCardEditor } from './LevelCardEditor';

/**
 * Fulfillment > Shipping Settings > Set Level (02 §3 Service level detail, 02 §5): a price-list
 * level's own prices, one grid per service, package type and address type, typed and pasted
 * like a spreadsheet, checked by 02 §5's rules as typed, compared with the platform's cost and
 * publish cards, and saved as the level's `level-price-card` (a new dated version each time).
 * What is shown is in the address, so a reload opens the same grid.
 */
export default function SetLevelPage({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const allowed = useAccess();
  const today = todayIn(useTimeZone());
  const [params, setParams] = useSearchParams();
  const { levels, carriers } = usePickerData();
  const picked = resolveSelection(params, levels, carriers);
  // The compared rates follow the card's effective date (set below by the editor).
  const [ratesDay, setRatesDay] = useState(today);
  const cards = useServiceCards(picked.level?.id, picked.service?.serviceId, ratesDay);
  const { level, service, carrier, packageTypes, packageType, addressType } = resolveSelection(params, levels, carriers, (cards.levelCards ?? []).map((c) => c.packageType));
  const isPriceList = level?.defaultRule === PRICE_LIST_RULE;
  const ready = Boolean(level && service && packageType && cards.levelCards && cards.rateCards);
  const record = cards.levelCards?.find((c) => c.packageType === packageType && Number(c.addressType) === addressType);
  const selection = `${level?.id}|${service?.serviceId}|${packageType}|${addressType}|${ready}`;
  const editor = useCardEditor(selection, record, today);
  useEffect(() => setRatesDay(editor.effectiveFrom), [editor.effectiveFrom]);
  const readOnly = !allowed(levelPriceCard.name, record ? 'edit' : 'create');
  const [refused, setRefused] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ cell: string; n: number }>();
  const saver = useCardSave(
    ready && isPriceList ? { pricingLevelId: level!.id, carrierServiceId: service!.serviceId, packageType: packageType!, addressType } : undefined,
    record, editor,
    (saved) => { setRefused(false); cards.putCard(saved); },
    (cell) => cell && setFocusRequest((r) => ({ cell, n: (r?.n ?? 0) + 1 })),
  );

  // Leaving the page with unsaved prices asks first (the shell's prompt).
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => setWarnWhen(editor.dirty), [editor.dirty, setWarnWhen]);
  // Another card: the last save's outcome and the refusal were about the one before.
  const { reset } = saver;
  useEffect(() => {
    reset();
    setRefused(false);
  }, [selection, reset]);

  const choose = (patch: Record<string, string | number | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    }, { replace: true });
  };

  /** 02 §5: a package type (or service, or level) is saved before the next is edited. */
  const guard = (apply: () => void) => {
    if (!editor.dirty) {
      apply();
      return;
    }
    setRefused(true);
    modal.confirm({
      title: t('messages.cardSaveBeforeNext'),
      content: t('setLevel.switchQuestion', { packageType }),
      okText: t('setLevel.discard'),
      okButtonProps: { danger: true, 'data-testid': 'switch-discard' },
      cancelText: t('setLevel.stay'),
      cancelButtonProps: { 'data-testid': 'switch-stay' },
      autoFocusButton: 'cancel', // Enter stays
      onOk: () => {
        setRefused(false);
        editor.discard();
        setWarnWhen(false);
        apply();
      },
    });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      if (editor.dirty) void saver.save();
    }
  };

  const status = !ready || !isPriceList ? null : (
    <>
      {editor.dirty && <Tag color="orange" data-testid="unsaved">{t('setLevel.unsaved')}</Tag>}
      <Tag data-testid="card-version">
        {record ? t('setLevel.version', { version: record.version, date: formatDate(record.effectiveFrom) }) : t('setLevel.newCard')}
      </Tag>
    </>
  );
  const saveButton = ready && isPriceList && (
    <Tooltip title="Ctrl+S">
      <Button type="primary" icon={<SaveOutlined />} loading={saver.saving} disabled={readOnly || !editor.dirty} onClick={() => void saver.save()} data-testid="set-level-save">
        {t('buttons.save')}
      </Button>
    </Tooltip>
  );

  return (
    <div onKeyDown={onKeyDown}>
      <ResourcePage def={page} action="list" extra={<Flex align="center" gap={8}>{status}{saveButton}</Flex>}>
        <Flex vertical gap={16}>
          <SetLevelPickers
            levels={levels}
            carriers={carriers}
            levelId={level?.id}
            serviceId={service?.serviceId}
            addressType={addressType}
            onLevel={(id) => guard(() => choose({ level: id }))}
            onService={(id) => guard(() => choose({ service: id, package: undefined }))}
            onAddressType={(value) => guard(() => choose({ address: value }))}
          />
          {levels?.length !== 0 && levels?.every((l) => l.defaultRule !== PRICE_LIST_RULE) && <Alert type="info" showIcon message={t('setLevel.noPriceListLevel')} />}
          {level && !isPriceList && (
            <Alert
              type="info"
              showIcon
              data-testid="not-price-list"
              message={t('setLevel.notPriceList', { level: level.levelName, rule: t(`${pricingLevel.name}.options.defaultRule.${level.defaultRule}`) })}
            />
          )}
          {carriers?.length === 0 && <Empty description={t('setLevel.noServices')} />}
          {isPriceList && service && (
            <div>
              <Tabs
                activeKey={packageType}
                onChange={(key) => guard(() => choose({ package: key }))}
                items={packageTypes.map((p) => ({
                  key: p,
                  label: (
                    <span data-testid={`package-${p}`}>
                      {packageTypeLabel(t, p)}
                      {cards.levelCards?.some((c) => c.packageType === p && Number(c.addressType) === addressType) && (
                        <CheckCircleFilled style={{ color: '#52c41a', marginLeft: 6 }} />
                      )}
                    </span>
                  ),
                }))}
              />
              <Spin spinning={!ready}>
                {ready && (
                  <LevelCardEditor
                    editor={editor}
                    saver={saver}
                    record={record}
                    levelCards={cards.levelCards!}
                    rateCards={cards.rateCards!}
                    accounts={carrier?.accounts ?? []}
                    packageType={packageType!}
                    addressType={addressType}
                    capAtPublish={Boolean(level?.capAtPublish)}
                    readOnly={readOnly}
                    refused={refused}
                    onCloseRefused={() => setRefused(false)}
                    onReload={cards.reloadCards}
                    focusRequest={focusRequest}
                  />
                )}
              </Spin>
            </div>
          )}
        </Flex>
      </ResourcePage>
    </div>
  );
}
