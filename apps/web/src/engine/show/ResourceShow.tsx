import { Suspense, useMemo, type ReactNode } from 'react';
import { Col, Descriptions, Row, Skeleton, Tabs, Typography } from 'antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { childKey, conditionHolds, fieldApplies, groupFields, isReturned, kindOf, type FieldDef } from '@console/metadata';
import { findDef } from '../../platform/catalogue';
import type { ResourceScreenProps } from '../types';
import { useAccess, useTimeZone } from '../../platform/use-session';
import { SYSTEM_COLUMNS, type FormatContext } from '../format-value';
import { FieldDisplay } from '../display/FieldDisplay';
import { RecordHistory } from './RecordHistory';
import { RecordVersions } from './RecordVersions';
import { useAddon, useAddons } from '../addon-slots';
import { ResourcePage } from '../page/ResourcePage';
import { EditButton, ListButton } from '../page/PageButtons';
import { useScreenPaths } from '../paths';
import { useRelationLabels } from '../relations';
import { RecordNotFound } from './RecordNotFound';
import { ReadableJson } from './ReadableJson';
import { DynamicValues } from './DynamicValues';
import { FileLinks } from './FileLinks';
import { INLINE_SHOW_RENDERERS, showRendererOf } from './renderers';
import { useRecordState } from './record-state';
import { ChildTables } from './ChildTables';
import { useRowActions } from '../list/use-row-actions';
import { RowActions } from '../list/RowActions';
import { DocumentButtons } from './DocumentButtons';

/** A json field is shown under its chosen record's labels, by a renderer of its widget (in its cell or a section), as related labels, or as readable lines; a long text with its line breaks. */
function showValue(key: string, field: FieldDef, value: unknown, ctx: FormatContext): ReactNode {
  if (field.fieldsFrom) return <DynamicValues resource={ctx.resource} field={field} value={value} record={ctx.record} />;
  const Inline = field.widget ? INLINE_SHOW_RENDERERS[field.widget] : undefined;
  if (Inline) return <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} title={false} />}><Inline value={value} resource={ctx.resource} name={key} field={field} readOnly /></Suspense>;
  if (field.kind === 'json' && !field.relation && !field.options && value !== null && value !== undefined) return <ReadableJson value={value} />;
  if (kindOf(field).display(field) === 'files') return <FileLinks value={value} />;
  // text typed in a text area keeps its lines here (a list shows it on one line, cut with '…')
  if (kindOf(field).input(field) === 'textarea') return <span style={{ whiteSpace: 'pre-wrap' }} data-testid={`lines-${key}`}><FieldDisplay name={key} field={field} value={value} ctx={ctx} /></span>;
  return <FieldDisplay name={key} field={field} value={value} ctx={ctx} />;
}

/**
 * The generated detail page: every shown field with the list's renderers, only those whose
 * condition holds on this record, in the definition's sections or tabs (layout.ts); a field with a show renderer (a role's permission table) gets
 * a full-width section of its own. A record that cannot be had shows the not-found state. The
 * History tab beside the details reads the record's audit trail (RecordHistory); a versioned
 * resource adds a Versions tab with its dated versions and rollback (RecordVersions).
 */
export default function ResourceShow({ def }: ResourceScreenProps) {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const paths = useScreenPaths(def);
  const rowActions = useRowActions(def);
  // A route may name the tab to open first (`?tab=subscription`: the spec's wms-client/subscription variant).
  const tabParam = useSearchParams()[0].get('tab');
  // The not-found state tells a missing record; useRecordState toasts any other failure.
  const { query, result: record } = useShow<BaseRecord>({ resource: def.name, id, meta: { suppressErrors: true } });
  const state = useRecordState(query);

  const returned = useMemo(() => Object.entries(def.fields).filter(([, f]) => f.show !== false && isReturned(f)), [def]);
  const shown = useMemo(() => returned.filter(([, f]) => !record || fieldApplies(f, record)), [returned, record]);
  // the fields whose widget presents them read-only: each a full-width section of its own
  const domainWidgets = useAddons('widget');
  const sections = shown.filter(([, f]) => showRendererOf(f.widget, domainWidgets));
  const records = useMemo(() => (record ? [record] : undefined), [record]);
  const relations = useRelationLabels(def, shown, records);

  // The untitled group (with the id and times) first, then each titled group of the layout.
  const groups = useMemo(() => {
    const ctx = { t, resource: def.name, timeZone, relations, record };
    const item = ([key, field, label]: [string, FieldDef, string]) => ({ key, label, children: showValue(key, field, record?.[key], ctx) });
    const plain = shown.filter(([, f]) => !showRendererOf(f.widget, domainWidgets));
    const grouped = groupFields(def, plain);
    const labelled = (entries: Array<[string, FieldDef]>) => entries.map(([key, f]): [string, FieldDef, string] => [key, f, t(`${def.name}.fields.${key}`)]);
    const untitled = grouped[0] && !grouped[0].group ? grouped[0].items : [];
    return [
      {
        key: '', title: '',
        items: [
          ['id', { kind: 'integer', label: def.label }, t('table.id')] as [string, FieldDef, string],
          ...labelled(untitled),
          ['createTime', SYSTEM_COLUMNS.createTime, t('table.createTime')] as [string, FieldDef, string],
          ['updateTime', SYSTEM_COLUMNS.updateTime, t('table.updateTime')] as [string, FieldDef, string],
        ].map(item),
      },
      ...grouped.filter((g) => g.group).map((g) => ({ key: g.group!.key, title: t(`${def.name}.groups.${g.group!.key}`), items: labelled(g.items).map(item) })),
    ];
  }, [def, shown, t, timeZone, record, relations, domainWidgets]);
  const Panel = useAddon('show', def.showPanel);
  // beside a main panel the details are one narrow column
  const columns = Panel ? 1 : { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 };
  const [main, ...titled] = groups;
  // Nothing until the record has arrived: before it every field would show, empty, then the
  // fields that do not apply to it would vanish (a flag's org groups under a percentage strategy).
  const details = !record ? <Skeleton active paragraph={{ rows: 6 }} data-testid="show-loading" /> : (
    <>
      <Descriptions bordered column={columns} items={main.items} data-testid="show-descriptions" />
      {def.layout?.style === 'tabs' && titled.length ? (
        <Tabs
          style={{ marginTop: 16 }}
          defaultActiveKey={titled.some((g) => g.key === tabParam) ? tabParam! : undefined}
          data-testid={`show-tabs-${def.name}`}
          items={titled.map((g) => ({ key: g.key, label: g.title, children: <Descriptions bordered column={columns} items={g.items} data-testid={`show-group-${g.key}`} /> }))}
        />
      ) : titled.map((g) => (
        <Descriptions key={g.key} style={{ marginTop: 24 }} title={g.title} bordered column={columns} items={g.items} data-testid={`show-group-${g.key}`} />
      ))}
    </>
  );

  // Collections shown in tabs of their own (a freight order's Charge & Fees), to those who may list them.
  const tabbed = (def.children ?? []).filter((child) => child.tab && allowed(child.resource, 'list'));
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';

  // The record's own actions (approve, suspend...) where one reads it, as on its list row.
  const customActions = rowActions.filter((a) => def.customActions?.some((c) => c.name === a.key));
  const ShowAddon = useAddon('show', def.showAddon);
  // a handwritten section under the details, before the child tables (a parcel order's rates)
  const Section = useAddon('show', def.showSection);
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
          <ListButton to={paths.list} />
          {allowed(def.name, 'edit') && id && (!def.editWhen || (record && conditionHolds(def.editWhen, record))) && <EditButton to={paths.edit(id)} />}
          {record && customActions.length > 0 && <span data-testid="show-actions"><RowActions actions={customActions} record={record} /></span>}
          {record && id && <DocumentButtons def={def} id={id} />}
          {record && ShowAddon && <Suspense fallback={null}><ShowAddon def={def} record={record} /></Suspense>}
        </>
      }
    >
      <Tabs
        data-testid="show-tabs"
        items={[
          {
            key: 'details',
            label: def.showTabs?.details ? t(`${def.name}.showTabs.details`) : t('record.details'),
            children: Panel ? (
              <Row gutter={24}>
                <Col xs={24} xl={15} data-testid="show-panel">{record && <Suspense fallback={<Skeleton active />}><Panel def={def} record={record} /></Suspense>}</Col>
                {/* the panel shows what belongs to the record (a ticket's messages), so no child tables */}
                <Col xs={24} xl={9}>{details}</Col>
              </Row>
            ) : (
              <>
                {details}
                {record && sections.map(([key, field]) => {
                  const Renderer = showRendererOf(field.widget, domainWidgets)!;
                  return (
                    <section key={key} data-testid={`show-section-${key}`} style={{ marginTop: 24 }}>
                      <Typography.Title level={5}>{t(`${def.name}.fields.${key}`)}</Typography.Title>
                      <Suspense fallback={<Skeleton active />}>
                        <Renderer value={record[key]} resource={def.name} name={key} field={field} record={record} readOnly />
                      </Suspense>
                    </section>
                  );
                })}
                {record && Section && (
                  <section data-testid="show-section" style={{ marginTop: 24 }}>
                    <Suspense fallback={<Skeleton active />}><Section def={def} record={record} /></Suspense>
                  </section>
                )}
                {record && <ChildTables def={def} record={record} />}
              </>
            ),
          },
          // Rendered when first opened: the audit trail is asked for only by those who look.
          ...(id ? [{ key: 'history', label: def.showTabs?.history ? t(`${def.name}.showTabs.history`) : t('record.history'), children: <RecordHistory def={def} id={id} /> }] : []),
          ...tabbed.map((child) => ({
            key: `children-${childKey(child)}`,
            label: (child.label ?? findDef(child.resource)?.label ?? def.label)[lang],
            children: record ? <ChildTables def={def} record={record} only={child} /> : null,
          })),
          // A versioned record's dated versions, with rollback (ResourceDef.versions).
          ...(def.versions && record ? [{ key: 'versions', label: t('versions.tab'), children: <RecordVersions def={def} record={record} /> }] : []),
        ]}
      />
    </ResourcePage>
  );
}
