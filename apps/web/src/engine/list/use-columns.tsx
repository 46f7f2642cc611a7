import { useMemo } from 'react';
import { Tooltip, type TableColumnsType } from 'antd';
import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { FieldDef, ResourceDef } from '@console/metadata';
import { SYSTEM_COLUMNS, formatValue } from '../format-value';
import { FieldDisplay } from '../display/FieldDisplay';
import { RowActions } from './RowActions';
import type { RowAction } from './use-row-actions';
import type { RelationLabels } from '../relations';
import { CUT_TEXT, columnWidth, iconActionsWidth, mayOverflow, overflows, titleWidth } from './column-layout';

/** Fields with `list: true` in declared order, then the engine times (`listTimes`, default createTime). */
export function listFields(def: ResourceDef): Array<[string, FieldDef]> {
  const times = (def.listTimes ?? ['createTime']).map((key): [string, FieldDef] => [key, SYSTEM_COLUMNS[key]]);
  return [...Object.entries(def.fields).filter(([, f]) => f.list), ...times];
}

/**
 * Width of the Actions column for the widest row: the first action's label (any action may come
 * first up to one every row is offered, View), then icons for the others and More.
 */
function actionsColumnWidth(actions: RowAction[]): number {
  const always = actions.findIndex((a) => !a.offeredOn);
  const firsts = (always < 0 ? actions : actions.slice(0, always + 1)).map((a) => a.label);
  return iconActionsWidth(firsts, actions.length);
}

/** The table's columns; rebuilt only when language, zone, sort or permitted actions change. */
export function useColumns(
  def: ResourceDef,
  t: TFunction,
  sorters: CrudSort[],
  actions: RowAction[],
  timeZone?: string,
  relations?: RelationLabels,
): TableColumnsType<BaseRecord> {
  return useMemo(() => {
    const ctx = { t, resource: def.name, timeZone, relations };
    const columns: TableColumnsType<BaseRecord> = listFields(def).map(([key, field]) => {
      const title = key in SYSTEM_COLUMNS ? t(`table.${key}`) : t(`${def.name}.fields.${key}`);
      const width = columnWidth(field, title);
      const long = mayOverflow(field);
      return {
        key,
        dataIndex: key,
        title,
        width,
        sorter: Boolean(field.sort),
        sortOrder: field.sort ? getDefaultSortOrder(key, sorters) ?? null : undefined,
        // A long value ends in '…' with the whole text on hover, instead of widening its column.
        ellipsis: long ? { showTitle: false } : undefined,
        render: (value: unknown, record: BaseRecord) => {
          const cell = { ...ctx, record };
          const shown = <FieldDisplay name={key} field={field} value={value} ctx={cell} />;
          const text = formatValue(key, field, value, cell);
          return long && overflows(text, width) ? <Tooltip title={text} placement="topLeft"><span style={CUT_TEXT}>{shown}</span></Tooltip> : shown;
        },
      };
    });
    if (actions.length) {
      columns.push({
        key: 'actions',
        title: t('table.actions'),
        fixed: 'right',
        // never narrower than its title: 'Actions' over a lone View link wrapped onto two lines
        width: Math.max(actionsColumnWidth(actions), titleWidth(t('table.actions'))),
        render: (_: unknown, record: BaseRecord) => <RowActions actions={actions} record={record} icons />,
      });
    }
    return columns;
  }, [def, t, sorters, actions, timeZone, relations]);
}
