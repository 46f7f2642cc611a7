import { Suspense, useMemo, type ReactNode } from 'react';
import { Descriptions, Skeleton, Typography } from 'antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldApplies, isReturned, type FieldDef } from '@console/metadata';
import type { ResourceScreenProps } from '../types';
import { useAccess, useTimeZone } from '../../app/use-session';
import { SYSTEM_COLUMNS, formatValue, type FormatContext } from '../format-value';
import { ResourcePage } from '../page/ResourcePage';
import { EditButton, ListButton } from '../page/PageButtons';
import { useRelationLabels } from '../relations';
import { RecordNotFound } from './RecordNotFound';
import { ReadableJson } from './ReadableJson';
import { SHOW_RENDERERS } from './renderers';
import { useRecordState } from './record-state';

/** A json field is shown by a renderer of its widget, as related labels, or as readable lines. */
function showValue(key: string, field: FieldDef, value: unknown, ctx: FormatContext): ReactNode {
  if (field.kind === 'json' && !field.relation && value !== null && value !== undefined) return <ReadableJson value={value} />;
  return formatValue(key, field, value, ctx);
}

/**
 * The generated detail page: every shown field with the list's renderers, only those whose
 * condition holds on this record; a field with a show renderer (a role's permission table) gets
 * a full-width section of its own. A record that cannot be had shows the not-found state.
 */
export default function ResourceShow({ def }: ResourceScreenProps) {
  const { id } = useParams();
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  // The not-found state tells a missing record; useRecordState toasts any other failure.
  const { query, result: record } = useShow<BaseRecord>({ resource: def.name, id, meta: { suppressErrors: true } });
  const state = useRecordState(query);

  const returned = useMemo(() => Object.entries(def.fields).filter(([, f]) => f.show !== false && isReturned(f)), [def]);
  const shown = useMemo(() => returned.filter(([, f]) => !record || fieldApplies(f, record)), [returned, record]);
  const sections = shown.filter(([, f]) => f.widget && SHOW_RENDERERS[f.widget]);
  const records = useMemo(() => (record ? [record] : undefined), [record]);
  const relations = useRelationLabels(def, shown, records);

  const items = useMemo(() => {
    const ctx = { t, resource: def.name, timeZone, relations, record };
    const fields: Array<[string, FieldDef, string]> = [
      ['id', { kind: 'integer', label: def.label }, t('table.id')],
      ...shown
        .filter(([, f]) => !(f.widget && SHOW_RENDERERS[f.widget]))
        .map(([key, f]): [string, FieldDef, string] => [key, f, t(`${def.name}.fields.${key}`)]),
      ['createTime', SYSTEM_COLUMNS.createTime, t('table.createTime')],
      ['updateTime', SYSTEM_COLUMNS.updateTime, t('table.updateTime')],
    ];
    return fields.map(([key, field, label]) => ({
      key,
      label,
      children: showValue(key, field, record?.[key], ctx),
    }));
  }, [def, shown, t, timeZone, record, relations]);

  if (state === 'missing' || state === 'failed') {
    return <RecordNotFound def={def} action="show" onRetry={state === 'failed' ? () => void query.refetch() : undefined} />;
  }
  return (
    <ResourcePage
      def={def}
      action="show"
      loading={query.isLoading}
      extra={
        <>
          <ListButton resource={def.name} />
          {allowed(def.name, 'edit') && id && <EditButton resource={def.name} id={id} />}
        </>
      }
    >
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }} items={items} data-testid="show-descriptions" />
      {record && sections.map(([key, field]) => {
        const Renderer = SHOW_RENDERERS[field.widget!];
        return (
          <section key={key} data-testid={`show-section-${key}`} style={{ marginTop: 24 }}>
            <Typography.Title level={5}>{t(`${def.name}.fields.${key}`)}</Typography.Title>
            <Suspense fallback={<Skeleton active />}>
              <Renderer value={record[key]} resource={def.name} name={key} field={field} readOnly />
            </Suspense>
          </section>
        );
      })}
    </ResourcePage>
  );
}
