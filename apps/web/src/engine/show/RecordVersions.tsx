import { useMemo } from 'react';
import { Alert, App, Button, DatePicker, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime, todayIn } from '@console/contracts';
import { isReturned, versionInForce, type ResourceDef } from '@console/metadata';
import { request } from '../../platform/http';
import { useAccess, useTimeZone } from '../../platform/use-session';
import { FieldDisplay } from '../display/FieldDisplay';
import type { FormatContext } from '../format-value';

/** One dated version as GET .../:id/versions answers it. */
interface VersionEntry {
  id: number;
  version: number;
  effectiveFrom: string;
  snapshot: Record<string, unknown>;
  actorName: string | null;
  rolledBackFrom: number | null;
  createTime: string;
}

/**
 * The Versions tab of a versioned record's show page (ResourceDef.versions): every version with
 * the day it is in force from, who wrote it and its values; the one in force today is marked.
 * An editor rolls back to one — asked from which day — and the record becomes that version again
 * as a new one (the versions between stay, so earlier quotes still explain themselves).
 */
export function RecordVersions({ def, record }: { def: ResourceDef; record: BaseRecord }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: perform } = useCustomMutation();
  const query = useQuery({
    queryKey: ['record-versions', def.name, record.id, record.version],
    queryFn: () => request<VersionEntry[]>({ url: `/resources/${def.name}/${record.id}/versions` }),
    staleTime: 0,
  });
  const versions = useMemo(() => query.data ?? [], [query.data]);
  const today = todayIn(timeZone);
  const current = useMemo(() => versionInForce(versions, today), [versions, today]);
  const fields = useMemo(() => Object.entries(def.fields).filter(([, f]) => isReturned(f) && f.storage !== 'computed'), [def]);
  const ctx: FormatContext = { t, resource: def.name, timeZone, relations: {} };

  const rollback = (entry: VersionEntry) => {
    // The modal's content is not re-rendered: the picked day is kept here, not in state.
    let from: Dayjs | null = dayjs(today);
    const setFrom = (d: Dayjs | null) => { from = d; };
    modal.confirm({
      title: t('versions.rollbackTitle', { version: entry.version }),
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('versions.rollbackQuestion')}</Typography.Text>
          <DatePicker defaultValue={dayjs(today)} format="MM/DD/YYYY" onChange={setFrom} data-testid="rollback-effective-from" style={{ width: '100%' }} />
        </Space>
      ),
      okText: t('versions.rollback'),
      okButtonProps: { 'data-testid': 'confirm-rollback' },
      onOk: () => perform({
        url: `/resources/${def.name}/${record.id}/versions/${entry.version}/rollback`,
        method: 'post',
        values: { version: record.version, effectiveFrom: from ? from.format('YYYY-MM-DD') : today },
        successNotification: () => ({ type: 'success', message: t('versions.rolledBack', { version: entry.version }) }),
      }).then(() => invalidate({ resource: def.name, invalidates: ['list', 'detail'], id: record.id })),
    });
  };

  if (query.isLoading) return <Skeleton active />;
  if (query.isError) return <Alert type="error" showIcon message={t('recordNotFound.loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('recordNotFound.retry')}</Button>} />;
  if (!versions.length) return <Empty description={t('versions.empty')} />;
  const mayRollback = allowed(def.name, 'edit');

  return (
    <Table<VersionEntry>
      data-testid="record-versions"
      size="small"
      rowKey="id"
      dataSource={versions}
      pagination={false}
      onRow={(v) => ({ 'data-testid': `version-${v.version}` }) as React.HTMLAttributes<HTMLElement>}
      expandable={{
        expandedRowRender: (v) => (
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            style={{ maxWidth: 900 }}
            dataSource={fields.filter(([key]) => key in v.snapshot).map(([key, field]) => ({ key, field, value: v.snapshot[key] }))}
            columns={[
              { key: 'field', title: t('record.field'), width: 220, render: (_, row) => t(`${def.name}.fields.${row.key}`) },
              { key: 'value', title: t('record.value'), render: (_, row) => <FieldDisplay name={row.key} field={row.field} value={row.value} ctx={ctx} /> },
            ]}
          />
        ),
      }}
      columns={[
        { key: 'version', title: t('versions.version'), width: 100, render: (_, v) => <Space>{`v${v.version}`}{v.id === current?.id && <Tag color="green">{t('versions.inForce')}</Tag>}{v.effectiveFrom > today && <Tag color="blue">{t('versions.scheduled')}</Tag>}</Space> },
        { key: 'effectiveFrom', title: t('versions.effectiveFrom'), width: 140, render: (_, v) => dayjs(v.effectiveFrom).format('MM/DD/YYYY') },
        { key: 'actor', title: t('versions.changedBy'), width: 140, render: (_, v) => v.actorName ?? t('record.system') },
        { key: 'time', title: t('versions.changedAt'), width: 180, render: (_, v) => formatDateTime(v.createTime, timeZone) },
        { key: 'note', title: t('versions.note'), render: (_, v) => (v.rolledBackFrom ? t('versions.rolledBackNote', { version: v.rolledBackFrom }) : '-') },
        ...(mayRollback ? [{
          key: 'rollback', title: '', width: 120,
          render: (_: unknown, v: VersionEntry) => (v.version === record.version ? null : (
            <Button size="small" onClick={() => rollback(v)} data-testid={`rollback-${v.version}`}>{t('versions.rollback')}</Button>
          )),
        }] : []),
      ]}
    />
  );
}
