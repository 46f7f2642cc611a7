import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Form, Progress, Row, Space, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@console/contracts';
import { findDef } from '../../../platform/catalogue';
import { useTimeZone } from '../../../platform/use-session';
import type { FormMode } from '../../../engine/form-values';
import { PeriodPicker, type Period } from '../../../engine/form/PeriodPicker';
import { RelationSelect } from '../../../engine/form/RelationSelect';
import { otherErrors } from '../../../engine/job-run';
import { useJobRun } from '../../../engine/use-job-run';
import { idList, rebillRequest, REBILL_PATH, type RebillRequest } from './rebill-draft';
import { previewPresets } from './rebill-period';
import type { RebillResult } from './rebill-result';
import { RebillResultView } from './RebillResultView';

interface Props {
  mode: FormMode;
  record?: Record<string, unknown>;
  period: Period;
  onPeriod: (period: Period) => void;
  clientIds: number[];
  onClients: (ids: number[]) => void;
}

/** A label over its input (the drawer is not a form of its own: its inputs are no plan fields). */
function Labelled({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} style={{ display: 'block', marginBottom: 6 }}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The drawer's body: the period (the last full month unless chosen), the clients (none: those
 * the plan bills on the period's last day), Run, the job's progress, then the result or the
 * refusal. The draft is the plan form's charge items and storage rules when Run is pressed.
 */
export function RebillPanel({ mode, record, period, onPeriod, clientIds, onClients }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const today = todayIn(useTimeZone());
  const presets = useMemo(() => previewPresets(today).map((p) => ({ label: t(`rebillPreview.${p.key}`), value: p.value })), [t, today]);
  // the clients are picked as a client group's are (its lookup: the clients the user may see)
  const clientsField = findDef('billing-group')?.fields.clientIds;
  const preview = useJobRun<RebillRequest, RebillResult>(REBILL_PATH, (error) => t('rebillPreview.jobFailed', { error }));
  const { state } = preview;
  const running = state.kind === 'running';

  const run = () => void preview.run(rebillRequest(form.getFieldsValue(true) as Record<string, unknown>, mode, record, period, clientIds));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="rebill-panel">
      <Typography.Text type="secondary">{t('rebillPreview.help')}</Typography.Text>
      <Card size="small">
        <Row gutter={[16, 12]} align="bottom">
          <Col flex="300px">
            <Labelled label={t('rebillPreview.period')}>
              <PeriodPicker value={period} onChange={onPeriod} presets={presets} today={today} disabled={running} data-testid="rebill-range" />
            </Labelled>
          </Col>
          {clientsField && (
            <Col flex="auto">
              <Labelled label={t('rebillPreview.clients')} htmlFor="rebill-clients">
                <RelationSelect
                  resource="billing-group"
                  name="clientIds"
                  field={clientsField}
                  id="rebill-clients"
                  multiple
                  disabled={running}
                  value={clientIds}
                  onChange={(value) => onClients(idList(value))}
                  placeholder={t(mode === 'edit' ? 'rebillPreview.planClients' : 'rebillPreview.chooseClients')}
                  style={{ width: '100%' }}
                />
              </Labelled>
            </Col>
          )}
          <Col flex="none">
            <Button type="primary" icon={<PlayCircleOutlined />} loading={running} onClick={run} data-testid="rebill-run">
              {t('rebillPreview.run')}
            </Button>
          </Col>
        </Row>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t(mode === 'edit' ? 'rebillPreview.clientsHelp' : 'rebillPreview.clientsHelpNew')}
        </Typography.Text>
      </Card>
      {state.kind === 'running' && (
        <div data-testid="rebill-progress">
          <Typography.Text type="secondary">{t('rebillPreview.running')}</Typography.Text>
          <Progress percent={state.progress} status="active" />
        </div>
      )}
      {state.kind === 'error' && (
        <Alert
          type="error"
          showIcon
          data-testid="rebill-error"
          message={state.message}
          description={otherErrors(state.message, state.errors).length > 0 && (
            <ul style={{ margin: 0, paddingLeft: 18 }}>{otherErrors(state.message, state.errors).map((line) => <li key={line}>{line}</li>)}</ul>
          )}
        />
      )}
      {state.kind === 'done' && <RebillResultView result={state.result} />}
    </Space>
  );
}
