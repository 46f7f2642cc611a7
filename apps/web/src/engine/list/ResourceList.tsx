import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Segmented, Space, Table, Tooltip } from 'antd';
import { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type ListDensity, type ListView } from '@console/contracts';
import { isListAction } from '@console/metadata';
import { useAccess, useTimeZone } from '../../platform/use-session';
import { toastSuccess } from '../../platform/toast';
import type { ResourceScreenProps } from '../types';
import { FilterBar } from './FilterBar';
import { listFields, useColumns } from './use-columns';
import { useRelationLabels } from '../relations';
import { ResourcePage } from '../page/ResourcePage';
import { CreateButton } from '../page/PageButtons';
import { useRowActions } from './use-row-actions';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';
import { ListActionButton } from './ListActionButton';
import { useAddon } from '../addon-slots';
import { usePartitionValue, useScreenPaths } from '../paths';
import { tableWidth } from './column-layout';
import { BulkBar } from './BulkBar';
import { ColumnChooser } from './ColumnChooser';
import { SavedViews } from './SavedViews';
import { ResizableTitle } from './ResizableTitle';
import { FIXED_COLUMNS, arrangeColumns } from './column-preferences';
import { filtersOf, sortersOf, viewOf, withView } from './saved-views';
import { useListPreferences } from './use-list-preferences';
import { tabFiltersOf, useListTab } from './list-tabs';
import { ListTabsBar } from './ListTabsBar';
import styles from './resource-list.module.css';

const TABLE_COMPONENTS = { header: { cell: ResizableTitle } };

/**
 * The generated list of every resource: filters, sort and page live in the URL (refine's
 * syncWithLocation), the server does the work (paging, sort and filters on declared fields).
 * Rows can be ticked for bulk actions; the user's column choices and saved views come from
 * their list preferences (API), the default view applying when the URL asks for nothing.
 */
export default function ResourceList({ def, view }: ResourceScreenProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const location = useLocation();
  const paths = useScreenPaths(def);
  const ListAddon = useAddon('list', def.listAddon);
  const partitionValue = usePartitionValue(def);
  // A partition's screen (support cases of one source) always filters by its value; a named list by its own filters.
  const permanent = useMemo(() => [
    ...(def.partition && partitionValue !== undefined ? [{ field: def.partition.field, operator: 'eq' as const, value: partitionValue }] : []),
    ...Object.entries(view?.filter ?? {}).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
  ], [def.partition, partitionValue, view]);
  const fixedFields = useMemo(() => permanent.map((f) => f.field), [permanent]);
  // a filter tab (ResourceDef.listTabs) is its own URL parameter, sent beside refine's filters
  const tab = useListTab(def);
  const meta = useMemo(() => ({ listQuery: tab.query }), [tab.query]);
  const { tableProps, tableQuery, sorters, filters, setFilters, setSorters, setCurrentPage } = useTable<BaseRecord>({
    resource: def.name,
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: { mode: 'server' },
    filters: { mode: 'server', defaultBehavior: 'replace', permanent },
    meta,
  });
  const { choose } = tab;
  const chooseTab = useCallback((code: string) => { setCurrentPage(1); choose(code); }, [setCurrentPage, choose]);
  // an export holds the rows the list shows: its filters and its tab
  const exportFilters = useMemo(() => [...filters, ...tabFiltersOf(def, tab.code)], [filters, def, tab.code]);
  const actions = useRowActions(def);
  const fields = useMemo(() => listFields(def), [def]);
  const relations = useRelationLabels(def, fields, tableProps.dataSource as BaseRecord[] | undefined);
  const declared = useColumns(def, t, sorters, actions, timeZone, relations);
  const { prefs, loaded, save } = useListPreferences(def.name);
  // rows of antd's small size show more of a list on a laptop screen; kept with the columns
  const density: ListDensity = prefs.columns.density ?? 'default';
  // Widths follow the pointer while a header edge is dragged; kept when it is let go.
  const [dragWidths, setDragWidths] = useState<Record<string, number>>({});
  const columns = useMemo(() => {
    const widths = { ...prefs.columns.widths, ...dragWidths };
    return arrangeColumns(declared, { ...prefs.columns, widths }, def.listHidden).map((c) => {
      const key = String(c.key);
      if (FIXED_COLUMNS.has(key)) return c;
      return {
        ...c,
        onHeaderCell: () => ({
          width: Number(c.width),
          onResize: (width: number) => setDragWidths((w) => ({ ...w, [key]: width })),
          onResizeEnd: (width: number) => {
            void save({ ...prefs, columns: { ...prefs.columns, widths: { ...prefs.columns.widths, [key]: width } } })
              .then(() => setDragWidths(({ [key]: _done, ...rest }) => rest));
          },
        }),
      };
    });
  }, [declared, prefs, dragWidths, save, def.listHidden]);
  // An export holds the data, not the first screen's layout: the columns a definition starts hidden
  // to fit a laptop (listHidden) are exported, those the user hid are not.
  const exportKeys = useMemo(
    () => arrangeColumns(declared, prefs.columns).map((c) => String(c.key)).filter((k) => !FIXED_COLUMNS.has(k)),
    [declared, prefs.columns],
  );
  const chooserColumns = useMemo(
    () => declared.filter((c) => !FIXED_COLUMNS.has(String(c.key))).map((c) => ({ key: String(c.key), title: String(c.title) })),
    [declared],
  );

  // Scroll by the columns' own widths: the pinned Actions column then never covers another.
  const scroll = useMemo(() => ({ x: tableWidth(columns.map((c) => Number(c.width) || 0)) + SELECTION_WIDTH }), [columns]);
  // a count stopped at its cap (Page.totalCapped) reads "10,000+ records"
  const capped = Boolean((tableQuery.data as { totalCapped?: boolean } | undefined)?.totalCapped);
  const pagination = useMemo(
    () =>
      tableProps.pagination && {
        ...tableProps.pagination,
        showSizeChanger: true,
        showTotal: (total: number) => t(capped ? 'table.totalCapped' : 'table.total', { total: total.toLocaleString('en-US') }),
      },
    [tableProps.pagination, t, capped],
  );

  // A row whose state needs attention is tinted (a ticket about to breach its service level).
  const rowClassName = useCallback((row: BaseRecord) => {
    const tone = def.rowTone ? def.rowTone.values[String(row[def.rowTone.field])] : undefined;
    return tone ? styles[tone] : '';
  }, [def.rowTone]);

  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<BaseRecord[]>([]);
  const clearSelection = useCallback(() => { setSelectedKeys([]); setSelectedRows([]); }, []);
  const rowSelection = useMemo(() => ({
    selectedRowKeys: selectedKeys,
    preserveSelectedRowKeys: true,
    columnWidth: SELECTION_WIDTH,
    fixed: true,
    onChange: (keys: Key[], rows: BaseRecord[]) => {
      setSelectedKeys(keys);
      setSelectedRows(rows.filter(Boolean));
    },
  }), [selectedKeys]);

  const [activeView, setActiveView] = useState<string>();
  const applyView = useCallback((view: ListView) => {
    setActiveView(view.name);
    setFilters(filtersOf(def, view), 'replace');
    setSorters(sortersOf(view));
  }, [def, setFilters, setSorters]);
  // The default view, once, when the list opens on a URL that asks for no filter or sort.
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (!loaded || defaultApplied.current) return;
    defaultApplied.current = true;
    const view = prefs.views.find((v) => v.isDefault);
    if (view && !/filters|sorters/.test(location.search)) applyView(view);
  }, [loaded, prefs.views, location.search, applyView]);

  const saveView = async (name: string) => {
    const ok = await save({ ...prefs, views: withView(prefs.views, viewOf(def, name, filters, sorters)) });
    if (ok) {
      setActiveView(name);
      toastSuccess(t('powerList.viewSaved'));
    }
    return ok;
  };

  return (
    <ResourcePage
      def={def}
      action="list"
      title={view ? t(`${def.name}.views.${view.key}`) : undefined}
      extra={
        <>
          {def.import && allowed(def.name, 'create') && <ImportButton def={def} />}
          {allowed(def.name, 'export') && <ExportButton def={def} sorters={sorters} filters={exportFilters} columns={exportKeys} />}
          {(def.customActions ?? []).filter((a) => isListAction(a) && allowed(def.name, a.name)).map((a) => <ListActionButton key={a.name} def={def} action={a} />)}
          {/* a named list across a partition's values names no value to create in */}
          {allowed(def.name, 'create') && !(view && def.partition) && <CreateButton to={paths.create} />}
        </>
      }
    >
      {ListAddon && <Suspense fallback={null}><ListAddon def={def} /></Suspense>}
      <FilterBar def={def} filters={filters} timeZone={timeZone} fixed={fixedFields} onApply={(next) => { setActiveView(undefined); setFilters(next, 'replace'); }} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Space>
          <SavedViews views={prefs.views} active={activeView} onApply={applyView} onSave={saveView}
            onChange={(views) => void save({ ...prefs, views })} disabled={!loaded} />
          <ColumnChooser columns={chooserColumns} prefs={prefs.columns} onChange={(next) => void save({ ...prefs, columns: next })} disabled={!loaded} startHidden={def.listHidden} />
          <Tooltip title={t('powerList.density')}>
            <Segmented<ListDensity>
              value={density}
              disabled={!loaded}
              onChange={(value) => void save({ ...prefs, columns: { ...prefs.columns, density: value } })}
              options={[
                { value: 'default', label: t('powerList.densityDefault') },
                { value: 'compact', label: t('powerList.densityCompact') },
              ]}
              data-testid="list-density"
            />
          </Tooltip>
        </Space>
      </div>
      {def.listTabs && <ListTabsBar def={def} active={tab.code} onChange={chooseTab} />}
      <BulkBar def={def} selected={selectedRows} columns={exportKeys} sorters={sorters} filters={exportFilters} onClear={clearSelection} />
      <Table<BaseRecord>
        {...tableProps}
        pagination={pagination}
        rowKey="id"
        size={density === 'compact' ? 'small' : 'middle'}
        columns={columns}
        scroll={scroll}
        rowSelection={rowSelection}
        rowClassName={rowClassName}
        components={TABLE_COMPONENTS}
      />
    </ResourcePage>
  );
}

/** The checkbox column on the left of every generated list. */
const SELECTION_WIDTH = 48;
