import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Progress, Space, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, todayIn } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';
import { useTimeZone } from '../../../platform/use-session';
import { formatValue, type FormatContext } from '../../../engine/format-value';
import type { FormMode } from '../../../engine/form-values';
import { PeriodPicker, type Period } from '../../../engine/form/PeriodPicker';
import { useJobRun } from '../../../engine/use-job-run';
import { shipmentPath } from '../../../engine/paths';
import type { ReplayDraft } from './replay-draft';
import { fieldErrorLines, lastDays, type ReplayResult } from './replay-result';
import { ReplayResultView } from './ReplayResultView';

interface Props {
  def: ResourceDef;
  mode: FormMode;
  record?: Record<string, unknown>;
  draft: ReplayDraft;
  changed: string[];
}

const PRESET_DAYS = [7, 30, 90] as const;

/**
 * The drawer's body: what is replayed (the changed fields, old -> new, and the day they take
 * effect), the period (the last 30 days unless chosen), Run, the job's progress, then its
 * result or the refusal with each field's message under its label.
 */
export function ReplayPanel({ def, mode, record, draft, changed }: Props) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const presets = useMemo(
    () => PRESET_DAYS.map((days) => ({ label: t('pricingReplay.lastDays', { days }), value: lastDays(days, today) })),
    [t, today],
  );
  const [range, setRange] = useState<Period>(presets[1].value);
  const replay = useJobRun<{ from: string; to: string; draft: ReplayDraft }, ReplayResult>(shipmentPath('admin/pricing/replay'), (error) => t('pricingReplay.jobFailed', { error }));
  const ctx: FormatContext = { t, resource: def.name, timeZone };
  const show = (key: string, value: unknown) => formatValue(key, def.fields[key], value, ctx);
  const labelOf = (field: string) => (def.fields[field] ? t(`${def.name}.fields.${field}`) : undefined);
  const running = replay.state.kind === 'running';

  const run = () => void replay.run({ from: range[0], to: range[1], draft });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="replay-panel">
      <Typography.Text type="secondary">{t('pricingReplay.help')}</Typography.Text>
      <Card size="small" title={t('pricingReplay.changes')} data-testid="replay-changes">
        {changed.length === 0 ? (
          <Typography.Text type="secondary">{t(mode === 'edit' ? 'pricingReplay.noChanges' : 'pricingReplay.noValues')}</Typography.Text>
        ) : (
          <Descriptions
            size="small"
            column={2}
            items={changed.map((key) => ({
              key,
              label: t(`${def.name}.fields.${key}`),
              // One span: the item's content is a flex box, which would drop the spaces around the arrow.
              children: mode === 'edit'
                ? <span>{show(key, record?.[key])} → <Typography.Text strong>{show(key, draft.values[key])}</Typography.Text></span>
                : show(key, draft.values[key]),
            }))}
          />
        )}
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {draft.effectiveFrom ? t('pricingReplay.inForceFrom', { date: formatDate(draft.effectiveFrom) }) : t('pricingReplay.inForceFromStart')}
        </Typography.Text>
      </Card>
      <Space wrap>
        <Typography.Text>{t('pricingReplay.period')}</Typography.Text>
        <PeriodPicker value={range} onChange={setRange} presets={presets} today={today} disabled={running} data-testid="replay-range" />
        <Button type="primary" icon={<PlayCircleOutlined />} loading={running} onClick={run} data-testid="replay-run">
          {t('pricingReplay.run')}
        </Button>
      </Space>
      {replay.state.kind === 'running' && (
        <div data-testid="replay-progress">
          <Typography.Text type="secondary">{t('pricingReplay.running')}</Typography.Text>
          <Progress percent={replay.state.progress} status="active" />
        </div>
      )}
      {replay.state.kind === 'error' && (
        <Alert
          type="error"
          showIcon
          data-testid="replay-error"
          message={replay.state.errors ? t('pricingReplay.refused') : replay.state.message}
          description={replay.state.errors && (
            <ul style={{ margin: 0, paddingLeft: 18 }}>{fieldErrorLines(replay.state.errors, labelOf).map((line) => <li key={line}>{line}</li>)}</ul>
          )}
        />
      )}
      {replay.state.kind === 'done' && <ReplayResultView result={replay.state.result} />}
    </Space>
  );
}
