import { useMemo } from 'react';
import { Table } from 'antd';
import { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@console/contracts';
import { useAccess, useTimeZone } from '../../app/use-session';
import type { ResourceScreenProps } from '../types';
import { FilterBar } from './FilterBar';
import { listFields, useColumns } from './use-columns';
import { useRelationLabels } from '../relations';
import { ResourcePage } from '../page/ResourcePage';
import { CreateButton } from '../page/PageButtons';
import { useRowActions } from './use-row-actions';
import { ExportButton } from './ExportButton';
import { tableWidth } from './column-layout';

/**
 * The generated list of every resource: filters, sort and page live in the URL (refine's
 * syncWithLocation), the server does the work (paging, sort and filters on declared fields).
 */
export default function ResourceList({ def }: ResourceScreenProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const { tableProps, sorters, filters, setFilters } = useTable<BaseRecord>({
    resource: def.name,
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: { mode: 'server' },
    filters: { mode: 'server', defaultBehavior: 'replace' },
  });
  const actions = useRowActions(def);
  const fields = useMemo(() => listFields(def), [def]);
  const relations = useRelationLabels(def, fields, tableProps.dataSource as BaseRecord[] | undefined);
  const columns = useColumns(def, t, sorters, actions, timeZone, relations);
  // Scroll by the columns' own widths: the pinned Actions column then never covers another.
  const scroll = useMemo(() => ({ x: tableWidth(columns.map((c) => Number(c.width) || 0)) }), [columns]);
  const pagination = useMemo(
    () =>
      tableProps.pagination && {
        ...tableProps.pagination,
        showSizeChanger: true,
        showTotal: (total: number) => t('table.total', { total }),
      },
    [tableProps.pagination, t],
  );

  return (
    <ResourcePage
      def={def}
      action="list"
      extra={
        <>
          {allowed(def.name, 'export') && <ExportButton def={def} sorters={sorters} filters={filters} />}
          {allowed(def.name, 'create') && <CreateButton resource={def.name} />}
        </>
      }
    >
      <FilterBar def={def} filters={filters} timeZone={timeZone} onApply={(next) => setFilters(next, 'replace')} />
      <Table<BaseRecord> {...tableProps} pagination={pagination} rowKey="id" columns={columns} scroll={scroll} />
    </ResourcePage>
  );
}
