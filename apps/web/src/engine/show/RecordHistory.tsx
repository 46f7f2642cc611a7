import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton, Space, Table, Timeline, Typography } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@console/contracts';
import { isReturned, type FieldDef, type ResourceDef } from '@console/metadata';
import { request } from '../../platform/http';
import { useTimeZone } from '../../platform/use-session';
import { readableText, type FormatContext } from '../format-value';
import { FieldDisplay } from '../display/FieldDisplay';
import { useRelationLabels } from '../relations';
import { changeLines, valuesAsRecords, type ChangeLine, type HistoryEntry } from './history-entries';

/** Entries per request; a full page means there may be more. */
const PAGE = 20;

function fetchHistory(resource: string, id: string, before: number | undefined): Promise<HistoryEntry[]> {
  return request<HistoryEntry[]>({ url: `/resources/${resource}/${id}/history`, params: { limit: PAGE, ...(before ? { before } : {}) } });
}

/** A value of a line, formatted by the kind registry like the rest of the page. */
function lineValue(line: ChangeLine, value: unknown, ctx: FormatContext): ReactNode {
  if (!line.field) return readableText(value);
  return <FieldDisplay name={line.key} field={line.field} value={value} ctx={ctx} />;
}

/**
 * The History tab of a show page: the record's audit trail, newest first — who, when, and per
 * field the value before and after, formatted as the page formats it (money, options, related
 * records as links). Create and delete state the values; custom actions read by their label.
 */
export function RecordHistory({ def, id }: { def: ResourceDef; id: string }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const query = useInfiniteQuery({
    queryKey: ['record-history', def.name, id],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => fetchHistory(def.name, id, pageParam),
    getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1].id : undefined),
    staleTime: 0,
  });
  const entries = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const relationFields = useMemo(
    () => Object.entries(def.fields).filter(([, f]) => isReturned(f) && f.relation) as Array<[string, FieldDef]>,
    [def],
  );
  const records = useMemo(() => valuesAsRecords(def, entries), [def, entries]);
  const relations = useRelationLabels(def, relationFields, records);
  const ctx: FormatContext = { t, resource: def.name, timeZone, relations };

  if (query.isLoading) return <Skeleton active />;
  if (query.isError) return <Alert type="error" showIcon message={t('recordNotFound.loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('recordNotFound.retry')}</Button>} />;
  if (!entries.length) return <Empty description={t('record.historyEmpty')} />;

  const headline = (entry: HistoryEntry) => {
    const actor = entry.actorName ?? t('record.system');
    if (entry.action === 'create') return t('record.created', { actor });
    if (entry.action === 'delete') return t('record.deleted', { actor });
    if (entry.action === 'update') return t('record.updated', { actor });
    return t('record.action', { actor, action: t(`${def.name}.actions.${entry.action}`, { defaultValue: entry.action }) });
  };
  const fieldLabel = (line: ChangeLine) => (line.field ? t(`${def.name}.fields.${line.key}`) : line.key);

  return (
    <div data-testid="record-history">
      <Timeline
        items={entries.map((entry) => {
          const lines = changeLines(def, entry);
          const snapshot = lines.every((l) => !('before' in l));
          return {
            key: entry.id,
            color: entry.action === 'delete' ? 'red' : entry.action === 'create' ? 'green' : 'blue',
            children: (
              <div data-testid="history-entry" data-action={entry.action}>
                <Space size={12} wrap>
                  <Typography.Text strong>{headline(entry)}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(entry.createTime, timeZone)}</Typography.Text>
                </Space>
                {lines.length > 0 && (
                  <Table<ChangeLine>
                    size="small"
                    style={{ marginTop: 8, maxWidth: 900 }}
                    pagination={false}
                    tableLayout="fixed"
                    rowKey="key"
                    dataSource={lines}
                    columns={[
                      { key: 'field', title: t('record.field'), width: 200, render: (_, line) => fieldLabel(line) },
                      ...(snapshot ? [] : [{ key: 'from', title: t('record.from'), render: (_: unknown, line: ChangeLine) => lineValue(line, line.before, ctx) }]),
                      { key: 'to', title: snapshot ? t('record.value') : t('record.to'), render: (_, line) => lineValue(line, line.after, ctx) },
                    ]}
                  />
                )}
              </div>
            ),
          };
        })}
      />
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="history-load-more">
          {t('record.loadMore')}
        </Button>
      )}
    </div>
  );
}
